package io.etcdexplorer.values;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * The Jackson factories shared by the inspector and the renderer. Factories are thread-safe and immutable once
 * built, and costly enough to create that one per call would show up when browsing many values.
 */
final class Parsers {

    /**
     * JSON with Jackson's defaults except the number length: the renderer copies number text verbatim and never
     * converts it, so long numbers cost nothing and must not make a valid value "invalid".
     */
    static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(Integer.MAX_VALUE).build())
            .build();

    static final YAMLFactory YAML = YAMLFactory.builder().build();

    private Parsers() {
    }
}
