package io.etcdexplorer.editor.highlight;

import java.util.Collection;

/**
 * A forgiving single-pass YAML lexer for highlighting. It knows just enough YAML to colour it the way people
 * read it: keys, comments, quoted strings, numbers, literals, indicators, anchors and tags, flow collections,
 * and block scalars ({@code |} and {@code >}), whose body is a string however much it looks like YAML. It never
 * looks back, and goes forward at most to the end of a line or a quoted string, so it is linear in the text.
 */
final class YamlLexer {

    static final Collection<String> KEY = SpanSink.style("yaml-key");
    static final Collection<String> COMMENT = SpanSink.style("yaml-comment");
    static final Collection<String> STRING = SpanSink.style("yaml-string");
    static final Collection<String> NUMBER = SpanSink.style("yaml-number");
    static final Collection<String> LITERAL = SpanSink.style("yaml-literal");
    static final Collection<String> PUNCT = SpanSink.style("yaml-punct");
    static final Collection<String> ANCHOR = SpanSink.style("yaml-anchor");

    private final String t;
    private final int n;
    private final SpanSink out;
    private int pos;
    private int lineIndent;
    /** Nesting of [ and {: inside them , ] and } end plain scalars; outside they are ordinary characters. */
    private int flowDepth;
    /** Indentation of the line with a block scalar header, or -1 outside a block scalar. */
    private int blockParent = -1;
    /** Indentation of the block scalar's body once its first line is seen, else -1. */
    private int blockIndent = -1;

    YamlLexer(String text, SpanSink out) {
        this.t = text;
        this.n = text.length();
        this.out = out;
    }

    void run() {
        while (pos < n) {
            int lineStart = pos;
            int indent = 0;
            while (lineStart + indent < n && t.charAt(lineStart + indent) == ' ') {
                indent++;
            }
            if (blockParent >= 0 && blockScalarLine(lineStart, indent)) {
                continue;
            }
            lineIndent = indent;
            pos = lineStart + indent;
            if (indent == 0 && (startsMarker("---") || startsMarker("..."))) {
                // A new document: whatever flow collection was left open belongs to the previous one.
                flowDepth = 0;
                out.add(pos, pos + 3, PUNCT);
                pos += 3;
            } else if (indent == 0 && pos < n && t.charAt(pos) == '%') {
                pos = lineEnd(pos);
            }
            tokens();
            pos++;
        }
    }

    /** Styles the line as block scalar body and moves past it, or ends the block scalar and returns false. */
    private boolean blockScalarLine(int lineStart, int indent) {
        int end = lineEnd(lineStart);
        int content = lineStart + indent;
        while (content < end && isWhite(t.charAt(content))) {
            content++;
        }
        if (content < end) {
            if (blockIndent < 0 && indent > blockParent) {
                blockIndent = indent;
            }
            if (blockIndent < 0 || indent < blockIndent) {
                blockParent = -1;
                blockIndent = -1;
                return false;
            }
            out.add(lineStart + indent, trimEnd(lineStart + indent, end), STRING);
        }
        pos = end + 1;
        return true;
    }

    /** Lexes tokens up to the end of the line (further only inside a quoted string); stops at the newline. */
    private void tokens() {
        while (pos < n) {
            char c = t.charAt(pos);
            if (c == '\n') {
                return;
            }
            if (isWhite(c)) {
                pos++;
            } else if (c == '#' && (pos == 0 || isWhite(t.charAt(pos - 1)) || t.charAt(pos - 1) == '\n')) {
                int end = lineEnd(pos);
                out.add(pos, trimEnd(pos, end), COMMENT);
                pos = end;
            } else if ((c == '-' || c == '?' || c == ':') && isSeparator(pos + 1)) {
                punct(1);
            } else if (c == '[' || c == '{') {
                flowDepth++;
                punct(1);
            } else if (c == ']' || c == '}') {
                flowDepth = Math.max(0, flowDepth - 1);
                punct(1);
            } else if (c == ',' && flowDepth > 0) {
                punct(1);
            } else if (c == '&' || c == '*' || c == '!') {
                int end = pos + 1;
                while (end < n && !isWhite(t.charAt(end)) && t.charAt(end) != '\n' && !isFlowEnd(t.charAt(end))) {
                    end++;
                }
                out.add(pos, end, ANCHOR);
                pos = end;
            } else if ((c == '|' || c == '>') && flowDepth == 0 && blockHeader()) {
                continue;
            } else if (c == '"' || c == '\'') {
                int end = c == '"' ? doubleQuotedEnd(pos) : singleQuotedEnd(pos);
                boolean key = isKeyAfter(end);
                out.add(pos, end, key ? KEY : STRING);
                pos = end;
                if (key && flowDepth > 0) {
                    // The colon of a JSON-style {"a":1} has no space after it, so the indicator test misses it.
                    pos = t.indexOf(':', pos);
                    punct(1);
                }
            } else {
                plain();
            }
        }
    }

    private void punct(int length) {
        out.add(pos, pos + length, PUNCT);
        pos += length;
    }

    /** {@code |}, {@code >} with optional chomping and indentation indicators, then space or end of line. */
    private boolean blockHeader() {
        int end = pos + 1;
        while (end < n && (t.charAt(end) == '+' || t.charAt(end) == '-' || isDigit(t.charAt(end)))) {
            end++;
        }
        if (!isSeparator(end)) {
            return false;
        }
        punct(end - pos);
        blockParent = lineIndent;
        blockIndent = -1;
        return true;
    }

    /** A plain scalar: a key if a ": " follows, else a number, a literal or just text. */
    private void plain() {
        int start = pos;
        int end = start;
        while (end < n) {
            char c = t.charAt(end);
            if (c == '\n' || (c == ':' && isSeparator(end + 1)) || (flowDepth > 0 && isFlowEnd(c))
                    || (c == '#' && end > start && isWhite(t.charAt(end - 1)))) {
                break;
            }
            end++;
        }
        end = Math.max(end, start + 1);
        int trimmed = trimEnd(start, end);
        if (end < n && t.charAt(end) == ':') {
            out.add(start, trimmed, KEY);
        } else if (YamlScalars.isLiteral(t, start, trimmed)) {
            out.add(start, trimmed, LITERAL);
        } else if (YamlScalars.isNumber(t, start, trimmed)) {
            out.add(start, trimmed, NUMBER);
        }
        pos = end;
    }

    /** A quoted scalar is a key when a colon follows; in flow style JSON's {@code "a":1} is allowed too. */
    private boolean isKeyAfter(int end) {
        int i = end;
        while (i < n && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) {
            i++;
        }
        return i < n && t.charAt(i) == ':' && (flowDepth > 0 || isSeparator(i + 1));
    }

    /** Double-quoted scalars may span lines; a backslash escapes the next character. */
    private int doubleQuotedEnd(int open) {
        int i = open + 1;
        while (i < n) {
            char c = t.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            i += c == '\\' ? 2 : 1;
        }
        return n;
    }

    /** Single-quoted scalars may span lines; {@code ''} is a quote inside. */
    private int singleQuotedEnd(int open) {
        int i = open + 1;
        while (i < n) {
            if (t.charAt(i) == '\'') {
                if (i + 1 < n && t.charAt(i + 1) == '\'') {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return n;
    }

    private boolean startsMarker(String marker) {
        return t.startsWith(marker, pos) && isSeparator(pos + marker.length());
    }

    /** End of the text, a space, a tab or a line break; inside flow collections also , ] and }. */
    private boolean isSeparator(int i) {
        if (i >= n) {
            return true;
        }
        char c = t.charAt(i);
        return isWhite(c) || c == '\n' || (flowDepth > 0 && (c == ',' || c == ']' || c == '}'));
    }

    private boolean isFlowEnd(char c) {
        return flowDepth > 0 && (c == ',' || c == '[' || c == ']' || c == '{' || c == '}');
    }

    private int lineEnd(int from) {
        int end = t.indexOf('\n', from);
        return end < 0 ? n : end;
    }

    private int trimEnd(int start, int end) {
        int e = end;
        while (e > start && isWhite(t.charAt(e - 1))) {
            e--;
        }
        return e;
    }

    /** ASCII only: Character.isDigit would also take other scripts' digits, which YAML does not. */
    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Space, tab and the carriage return of a CRLF line end: none of them is ever styled. */
    private static boolean isWhite(char c) {
        return c == ' ' || c == '\t' || c == '\r';
    }
}
