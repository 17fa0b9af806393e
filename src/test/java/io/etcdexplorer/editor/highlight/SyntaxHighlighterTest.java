package io.etcdexplorer.editor.highlight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.etcdexplorer.values.EditMode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.fxmisc.richtext.model.StyleSpan;
import org.fxmisc.richtext.model.StyleSpans;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SyntaxHighlighterTest {

    /** The styled parts of the text as "class:text", in order; unstyled text is left out. */
    private static List<String> styled(String text, EditMode mode) {
        StyleSpans<Collection<String>> spans = SyntaxHighlighter.compute(text, mode);
        assertEquals(text.length(), spans.length(), "spans cover the text");
        List<String> parts = new ArrayList<>();
        int pos = 0;
        for (StyleSpan<Collection<String>> span : spans) {
            if (!span.getStyle().isEmpty()) {
                parts.add(String.join(" ", span.getStyle()) + ":" + text.substring(pos, pos + span.getLength()));
            }
            pos += span.getLength();
        }
        return parts;
    }

    private static void assertCovers(String text, EditMode mode) {
        assertEquals(text.length(), SyntaxHighlighter.compute(text, mode).length(), () -> mode + ": " + text);
    }

    // JSON

    @Test
    void jsonKeysStringsNumbersLiteralsAndPunctuation() {
        assertEquals(List.of("json-punct:{", "json-key:\"a\"", "json-punct::", "json-number:1", "json-punct:,",
                        "json-key:\"b\"", "json-punct::", "json-punct:[", "json-literal:true", "json-punct:,",
                        "json-literal:null", "json-punct:,", "json-string:\"x\"", "json-punct:]}"),
                styled("{\"a\": 1, \"b\": [true, null, \"x\"]}", EditMode.JSON));
    }

    @Test
    void jsonKeysAreFoundAcrossLinesAndEscapes() {
        assertEquals(List.of("json-punct:{", "json-key:\"we \\\"quote\\\"\"", "json-punct::",
                        "json-number:-1.5e+10", "json-punct:,", "json-string:\"v\\\\\"", "json-punct:}"),
                styled("{\n  \"we \\\"quote\\\"\"\n  :\n-1.5e+10, \"v\\\\\"}", EditMode.JSON));
    }

    @Test
    void jsonUnclosedStringEndsAtItsLine() {
        assertEquals(List.of("json-punct:[", "json-string:\"abc", "json-punct:,", "json-literal:false",
                "json-punct:]"), styled("[\"abc\n, false]", EditMode.JSON));
    }

    @Test
    void jsonUnknownWordsStayUnstyled() {
        assertEquals(List.of("json-punct:[", "json-punct:,", "json-literal:null", "json-punct:]"),
                styled("[nulls, null]", EditMode.JSON));
    }

    // YAML

    @Test
    void yamlCommentsKeysListsAndScalars() {
        String text = "# settings\nname: web  # the name\nreplicas: 3\nports:\n  - 80\n  - \"443\"\n"
                + "enabled: true\nnothing: ~\nratio: .5\ncountry: no\nurl: http://x:80/a#b\n";
        assertEquals(List.of("yaml-comment:# settings", "yaml-key:name", "yaml-punct::", "yaml-comment:# the name",
                "yaml-key:replicas", "yaml-punct::", "yaml-number:3", "yaml-key:ports", "yaml-punct::",
                "yaml-punct:-", "yaml-number:80", "yaml-punct:-", "yaml-string:\"443\"", "yaml-key:enabled",
                "yaml-punct::", "yaml-literal:true", "yaml-key:nothing", "yaml-punct::", "yaml-literal:~",
                "yaml-key:ratio", "yaml-punct::", "yaml-number:.5", "yaml-key:country", "yaml-punct::",
                "yaml-literal:no", "yaml-key:url", "yaml-punct::"), styled(text, EditMode.YAML));
    }

    @Test
    void yamlDocumentsFlowCollectionsAnchorsAndTags() {
        String text = "---\nbase: &b {x: 1, 'y': [a, -2]}\nref: *b\nt: !!str 0x1F\n...\n";
        assertEquals(List.of("yaml-punct:---", "yaml-key:base", "yaml-punct::", "yaml-anchor:&b", "yaml-punct:{",
                "yaml-key:x", "yaml-punct::", "yaml-number:1", "yaml-punct:,", "yaml-key:'y'", "yaml-punct::",
                "yaml-punct:[", "yaml-punct:,", "yaml-number:-2", "yaml-punct:]}", "yaml-key:ref", "yaml-punct::",
                "yaml-anchor:*b", "yaml-key:t", "yaml-punct::", "yaml-anchor:!!str", "yaml-number:0x1F",
                "yaml-punct:..."), styled(text, EditMode.YAML));
    }

    @Test
    void yamlBlockScalarBodiesAreStringsWhateverTheyLookLike() {
        String text = "- script: |-\n    key: not a key\n    # not a comment\n\n    done\n  next: 1\n";
        assertEquals(List.of("yaml-punct:-", "yaml-key:script", "yaml-punct::", "yaml-punct:|-",
                "yaml-string:key: not a key", "yaml-string:# not a comment", "yaml-string:done", "yaml-key:next",
                "yaml-punct::", "yaml-number:1"), styled(text, EditMode.YAML));
    }

    @Test
    void yamlQuotedKeysAndMultiLineStrings() {
        assertEquals(List.of("yaml-key:\"a b\"", "yaml-punct::", "yaml-string:'it''s\n  fine'", "yaml-key:c",
                "yaml-punct::", "yaml-literal:null"), styled("\"a b\": 'it''s\n  fine'\nc: null", EditMode.YAML));
        assertEquals(List.of("yaml-punct:{", "yaml-key:\"a\"", "yaml-punct::", "yaml-number:1", "yaml-punct:}"),
                styled("{\"a\":1}", EditMode.YAML));
    }

    // Hex, text and Base64

    @Test
    void hexDigitsAreStyledAndOtherCharactersStandOut() {
        assertEquals(List.of("hex-digit:00 1f\nAB", "hex-digit:ff 0"), styled("00 1f\nAB zz ff 0 \n", EditMode.HEX));
    }

    @ParameterizedTest
    @EnumSource(value = EditMode.class, names = {"TEXT", "BASE64"})
    void textAndBase64HaveOneUnstyledSpan(EditMode mode) {
        StyleSpans<Collection<String>> spans = SyntaxHighlighter.compute("{\"a\": 1}\nQUJD", mode);
        assertEquals(1, spans.getSpanCount());
        assertEquals(13, spans.length());
        assertTrue(spans.getStyleSpan(0).getStyle().isEmpty());
    }

    @ParameterizedTest
    @EnumSource(EditMode.class)
    void emptyTextHasOneEmptySpan(EditMode mode) {
        StyleSpans<Collection<String>> spans = SyntaxHighlighter.compute("", mode);
        assertEquals(0, spans.length());
        assertEquals(1, spans.getSpanCount());
    }

    // Robustness and size

    @Test
    void brokenAndTruncatedInputNeverThrowsAndIsCovered() {
        List<String> nasty = List.of("\"", "\\", "\"\\", "{\"a\":", "[[[[", "]]]}", "- ", "key:", ": : :", "&", "*",
                "!", "|", ">-", "? ", "---", "...", "%YAML 1.2", "'", "'''", "\"\\\n", "a: \"x\\", "#", "\r\n\r\n",
                "a: |\n", "a: >2\n   x\n  y", "{a: [b, {c: d}", "0x", ".", "-", "1e", "- - - -", "\t\t:", "🔑: 🔑",
                "\uFEFF{\"a\":1}", "a:\n\t- b");
        for (String text : nasty) {
            for (EditMode mode : EditMode.values()) {
                assertCovers(text, mode);
                for (int cut = 0; cut < text.length(); cut++) {
                    assertCovers(text.substring(0, cut), mode);
                }
            }
        }
    }

    @Test
    void randomInputNeverThrowsAndIsCovered() {
        Random random = new Random(11);
        String alphabet = "{}[]\"':,#-?|>&*!%~. \n\t\r\\aezAEZ019xo_+=🔑";
        for (int round = 0; round < 3000; round++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(60);
            for (int i = 0; i < length; i++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            for (EditMode mode : EditMode.values()) {
                assertCovers(text.toString(), mode);
            }
        }
    }

    @Test
    void valuesAtEtcdsRequestLimitAreHighlighted() {
        int limit = 1536 * 1024;
        StringBuilder json = new StringBuilder("[\n");
        StringBuilder yaml = new StringBuilder("items:\n");
        StringBuilder hex = new StringBuilder();
        for (int i = 0; json.length() < limit; i++) {
            json.append("  {\"id\": ").append(i).append(", \"name\": \"item ").append(i).append("\", \"ok\": true},\n");
            yaml.append("  - id: ").append(i).append("  # entry\n    name: \"item ").append(i).append("\"\n");
        }
        while (hex.length() < limit * 3) {
            hex.append("00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f\n");
        }
        json.append("  null\n]");
        assertCovers(json.toString(), EditMode.JSON);
        assertCovers(yaml.toString(), EditMode.YAML);
        assertCovers(hex.toString(), EditMode.HEX);
        assertEquals(1, SyntaxHighlighter.compute(hex.toString().strip(), EditMode.HEX).getSpanCount(),
                "valid hex is one span");
    }

    // The stylesheet

    @Test
    void everyStyleClassHasARuleInEditorCss() throws IOException {
        String css;
        try (InputStream in = SyntaxHighlighterTest.class.getResourceAsStream("/io/etcdexplorer/editor/editor.css")) {
            css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Set<String> classes = new TreeSet<>(List.of("search-hit", "lineno"));
        String sample = "# c\n---\nk: &a [\"s\", 1, true]\n\"q\": !t x\n";
        for (EditMode mode : EditMode.values()) {
            SyntaxHighlighter.compute(sample + "{\"k\": [\"s\", 1, true]}\n0a", mode).styleStream()
                    .forEach(classes::addAll);
        }
        assertEquals(15, classes.size(), () -> "classes seen: " + classes);
        for (String styleClass : classes) {
            assertTrue(css.contains("." + styleClass + " {"), () -> "editor.css has no rule for ." + styleClass);
        }
    }
}
