package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;

import java.io.IOException;

/**
 * The layout of {@code kubectl get -o json} (Go's json.MarshalIndent with four spaces): {@code "key": value},
 * and empty objects and arrays as {@code {}} and {@code []} where Jackson would print {@code { }}.
 */
final class KubectlJsonPrinter extends DefaultPrettyPrinter {

    private static final long serialVersionUID = 1L;

    KubectlJsonPrinter() {
        super(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER));
        DefaultIndenter indenter = new DefaultIndenter("    ", "\n");
        indentObjectsWith(indenter);
        indentArraysWith(indenter);
    }

    private KubectlJsonPrinter(KubectlJsonPrinter base) {
        super(base);
    }

    @Override
    public DefaultPrettyPrinter createInstance() {
        return new KubectlJsonPrinter(this);
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entries) throws IOException {
        if (entries > 0) {
            super.writeEndObject(g, entries);
        } else {
            if (!_objectIndenter.isInline()) {
                --_nesting;
            }
            g.writeRaw('}');
        }
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
        if (values > 0) {
            super.writeEndArray(g, values);
        } else {
            if (!_arrayIndenter.isInline()) {
                --_nesting;
            }
            g.writeRaw(']');
        }
    }
}
