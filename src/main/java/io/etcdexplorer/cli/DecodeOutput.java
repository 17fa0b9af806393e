package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Messages;
import com.fasterxml.jackson.core.JsonProcessingException;
import io.etcdexplorer.kubernetes.EncryptedValue;
import io.etcdexplorer.kubernetes.KubeDecodeException;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.KubeText;
import io.etcdexplorer.kubernetes.KubeValue;
import io.etcdexplorer.values.KeyText;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * Prints what {@code decode} found: objects on standard output as kubectl would, and on standard error one line
 * per value that is not an object. Exit codes: 0 all printed, 1 none, 3 some keys printed and some skipped.
 */
final class DecodeOutput {

    private static final Messages TEXT = Messages.of(DecodeOutput.class);

    /** Some keys of etcdctl's JSON were printed, others skipped with a note; scripts can tell it from "none". */
    static final int SOME_SKIPPED = 3;

    private final KubeDecoder decoder;
    private final boolean json;
    private final PrintStream out;
    private final PrintStream err;

    DecodeOutput(KubeDecoder decoder, String format, PrintStream out, PrintStream err) {
        this.decoder = decoder;
        this.json = format.equals("json");
        this.out = out;
        this.err = err;
    }

    /** One value, tried as each candidate reading in turn; {@code input} is what was read, for the message. */
    int printValue(List<byte[]> candidates, byte[] input) {
        KubeDecodeException failure = null;
        for (byte[] candidate : candidates) {
            try {
                Optional<KubeValue> value = decoder.decode(candidate);
                if (value.isPresent()) {
                    if (value.get() instanceof EncryptedValue encrypted) {
                        err.print(encrypted.describe());
                        return 1;
                    }
                    KubeObject object = (KubeObject) value.get();
                    out.print(text(object));
                    if (!object.schemaKnown() || object.newerFields() > 0) {
                        // The JSON stays as the API server's would be; what it cannot name is said beside it.
                        err.println(TEXT.format("decode.note", object.summary()));
                    }
                    return 0;
                }
            } catch (KubeDecodeException e) {
                failure = failure == null ? e : failure;
            }
        }
        if (failure != null) {
            err.println(TEXT.format("decode.error", failure.getMessage()));
        } else {
            err.println(TEXT.format("decode.notKubernetes", preview(input)));
        }
        return 1;
    }

    /**
     * Every key of etcdctl's JSON: the key, then its object (at the key's mod revision, as the API server would
     * serve it). YAML documents are separated by {@code ---} with the key as a comment; with JSON the key comes as
     * a JSON string before its object, so the whole output stays a stream jq reads.
     */
    int printKeys(List<EtcdctlKvs.Kv> kvs) {
        int printed = 0;
        for (EtcdctlKvs.Kv kv : kvs) {
            String key = KeyText.display(kv.key());
            Object outcome = decodeOne(kv);
            if (outcome instanceof KubeObject object) {
                if (!json && printed > 0) {
                    out.print("---\n");
                }
                out.print(json ? quoted(key) + "\n" : "# " + key + "\n");
                out.print(text(object.withResourceVersion(kv.modRevision())));
                printed++;
            } else {
                // Flushed first so that, in a terminal, the note shows between the objects where the key was.
                out.flush();
                err.println(TEXT.format("decode.skipped", key, outcome));
            }
        }
        out.flush();
        return printed == kvs.size() ? 0 : printed == 0 ? 1 : SOME_SKIPPED;
    }

    /** The key's object, or a one-line reason (a String) why there is none. */
    private Object decodeOne(EtcdctlKvs.Kv kv) {
        if (kv.value() == null) {
            return TEXT.get("decode.noValue");
        }
        try {
            Optional<KubeValue> value = decoder.decode(kv.value());
            if (value.isEmpty()) {
                return TEXT.format("decode.notKubernetesValue", preview(kv.value()));
            }
            if (value.get() instanceof EncryptedValue encrypted) {
                return TEXT.format("decode.encrypted", encrypted.summary());
            }
            return value.get();
        } catch (KubeDecodeException e) {
            return e.getMessage().replace('\n', ' ');
        }
    }

    private String text(KubeObject object) {
        return json ? KubeText.json(object.json()) : KubeText.yaml(object.json());
    }

    private static String quoted(String key) {
        try {
            return DecodeInput.JSON.writeValueAsString(key);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String preview(byte[] input) {
        if (input.length == 0) {
            return TEXT.get("decode.empty");
        }
        StringBuilder text = new StringBuilder("\"");
        for (int i = 0; i < Math.min(16, input.length); i++) {
            int b = input[i] & 0xff;
            text.append(b >= 0x20 && b < 0x7f ? String.valueOf((char) b) : String.format("\\x%02x", b));
        }
        return text.append(input.length > 16 ? "…\"" : "\"").toString();
    }
}
