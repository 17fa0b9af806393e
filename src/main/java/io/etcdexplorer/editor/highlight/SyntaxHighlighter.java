package io.etcdexplorer.editor.highlight;

import io.etcdexplorer.values.EditMode;
import java.util.Collection;
import java.util.Objects;
import org.fxmisc.richtext.model.StyleSpans;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Style spans for the key editor's code area, computed off the UI thread. Each mode has a hand-written lexer
 * that looks at every character once or twice and never backtracks, because values reach 1.5 MiB and the
 * editor highlights again after every pause in typing. The lexers highlight what they recognise and skip the
 * rest, so half-typed or invalid text is still highlighted as far as it makes sense and never causes an error.
 *
 * <p>Style classes (see {@code editor.css}): JSON {@code json-key}, {@code json-string}, {@code json-number},
 * {@code json-literal}, {@code json-punct}; YAML {@code yaml-key}, {@code yaml-comment}, {@code yaml-string},
 * {@code yaml-number}, {@code yaml-literal}, {@code yaml-punct}, {@code yaml-anchor}; hex {@code hex-digit}.
 * Text and Base64 get one unstyled span.
 */
public final class SyntaxHighlighter {

    private static final Logger LOG = LoggerFactory.getLogger(SyntaxHighlighter.class);

    static final Collection<String> JSON_KEY = SpanSink.style("json-key");
    static final Collection<String> JSON_STRING = SpanSink.style("json-string");
    static final Collection<String> JSON_NUMBER = SpanSink.style("json-number");
    static final Collection<String> JSON_LITERAL = SpanSink.style("json-literal");
    static final Collection<String> JSON_PUNCT = SpanSink.style("json-punct");
    static final Collection<String> HEX_DIGIT = SpanSink.style("hex-digit");

    private SyntaxHighlighter() {
    }

    /** Spans covering exactly {@code text.length()} characters. Safe on any thread; never throws for any text. */
    public static StyleSpans<Collection<String>> compute(String text, EditMode mode) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(mode, "mode");
        SpanSink out = new SpanSink(text.length());
        try {
            switch (mode) {
                case JSON:
                    json(text, out);
                    break;
                case YAML:
                    new YamlLexer(text, out).run();
                    break;
                case HEX:
                    hex(text, out);
                    break;
                default:
                    break;
            }
        } catch (RuntimeException e) {
            // Only a bug in a lexer gets here. Highlighting is decoration: what was styled so far, and plain
            // text after it, is better than an editor that stops updating.
            LOG.debug("A lexer failed; the rest of the text stays unstyled", e);
        }
        return out.create();
    }

    private static void json(String t, SpanSink out) {
        int n = t.length();
        int i = 0;
        while (i < n) {
            char c = t.charAt(i);
            if (c == '"') {
                int end = jsonStringEnd(t, i);
                out.add(i, end, isFollowedByColon(t, end) ? JSON_KEY : JSON_STRING);
                i = end;
            } else if (c == '{' || c == '}' || c == '[' || c == ']' || c == ',' || c == ':') {
                out.add(i, i + 1, JSON_PUNCT);
                i++;
            } else if (c == '-' || (c >= '0' && c <= '9')) {
                int end = i + 1;
                while (end < n && isNumberPart(t.charAt(end))) {
                    end++;
                }
                out.add(i, end, JSON_NUMBER);
                i = end;
            } else if (isWordPart(c)) {
                int end = i + 1;
                while (end < n && isWordPart(t.charAt(end))) {
                    end++;
                }
                if (isJsonLiteral(t, i, end)) {
                    out.add(i, end, JSON_LITERAL);
                }
                i = end;
            } else {
                i++;
            }
        }
    }

    /**
     * Index after the closing quote. JSON strings cannot span lines, so an unclosed one stops at the end of its
     * line instead of turning the rest of the document into a string while the user is typing.
     */
    private static int jsonStringEnd(String t, int open) {
        int n = t.length();
        int i = open + 1;
        while (i < n) {
            char c = t.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            if (c == '\n') {
                return i;
            }
            i += c == '\\' && i + 1 < n && t.charAt(i + 1) != '\n' ? 2 : 1;
        }
        return n;
    }

    private static boolean isFollowedByColon(String t, int from) {
        int i = from;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
                return c == ':';
            }
            i++;
        }
        return false;
    }

    private static boolean isNumberPart(char c) {
        return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
    }

    private static boolean isWordPart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }

    private static boolean isJsonLiteral(String t, int start, int end) {
        int length = end - start;
        return length == 4 && (t.startsWith("true", start) || t.startsWith("null", start))
                || length == 5 && t.startsWith("false", start);
    }

    /**
     * Runs of hex digits, taking in the spaces and line breaks between them: whitespace shows no colour, and one
     * span per run instead of one per byte keeps a 1.5 MiB value at a handful of spans rather than millions.
     * Anything that is not a digit breaks the run and stays unstyled, so it stands out.
     */
    private static void hex(String t, SpanSink out) {
        int n = t.length();
        int runStart = -1;
        int lastDigit = -1;
        for (int i = 0; i < n; i++) {
            char c = t.charAt(i);
            if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) {
                if (runStart < 0) {
                    runStart = i;
                }
                lastDigit = i;
            } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t' && runStart >= 0) {
                out.add(runStart, lastDigit + 1, HEX_DIGIT);
                runStart = -1;
            }
        }
        if (runStart >= 0) {
            out.add(runStart, lastDigit + 1, HEX_DIGIT);
        }
    }
}
