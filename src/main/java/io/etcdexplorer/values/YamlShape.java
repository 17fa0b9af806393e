package io.etcdexplorer.values;

/**
 * A cheap line-by-line check that text is laid out like block YAML, run before the real YAML parser.
 *
 * <p>Almost any text parses as YAML (a sentence is a valid scalar, "Note: see below" a valid mapping), so the
 * parser alone would call prose YAML. Being conservative costs little: a missed YAML value is still shown as text.
 * Every non-blank, non-comment line must be a mapping entry with a space-free key ({@code key: value}), a list
 * item ({@code - item}), a document marker or the body of a block scalar ({@code key: |}), and there must be at
 * least two entries or items. Multi-line plain scalars and flow collections spanning lines are not recognised.
 */
final class YamlShape {

    private static final String KEY_START_EXCLUDED = "?:,[]{}#&*!|>'\"%@`";
    private static final int MIN_ENTRIES = 2;

    private YamlShape() {
    }

    static boolean looksStructured(String text) {
        int entries = 0;
        int blockIndent = -1;
        int start = 0;
        int n = text.length();
        while (start <= n) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = n;
            }
            String line = stripCarriageReturn(text, start, end);
            start = end + 1;
            int indent = indentOf(line);
            if (indent == line.length()) {
                continue;
            }
            if (blockIndent >= 0 && indent > blockIndent) {
                continue;
            }
            blockIndent = -1;
            String rest = line.substring(indent);
            if (rest.startsWith("#") || isDocumentMarker(rest)) {
                continue;
            }
            String value = entryValue(rest);
            if (value == null) {
                return false;
            }
            entries++;
            if (isBlockScalarHeader(value)) {
                blockIndent = indent;
            }
        }
        return entries >= MIN_ENTRIES;
    }

    private static String stripCarriageReturn(String text, int start, int end) {
        int stop = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
        return text.substring(start, stop);
    }

    private static int indentOf(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    private static boolean isDocumentMarker(String rest) {
        return rest.equals("---") || rest.startsWith("--- ") || rest.equals("...");
    }

    /** The value part of a list item or mapping entry (possibly empty), or null when the line is neither. */
    private static String entryValue(String rest) {
        int p = 0;
        boolean item = false;
        while (p < rest.length() && rest.charAt(p) == '-' && (p + 1 == rest.length() || rest.charAt(p + 1) == ' ')) {
            item = true;
            p = skipSpaces(rest, p + 1);
        }
        String body = rest.substring(p);
        int valueStart = mappingValueStart(body);
        if (valueStart >= 0) {
            return body.substring(valueStart).trim();
        }
        return item ? body.trim() : null;
    }

    private static int skipSpaces(String s, int i) {
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    /** Index just after {@code key:} when the body starts with a mapping key, else -1. */
    private static int mappingValueStart(String body) {
        if (body.isEmpty()) {
            return -1;
        }
        char first = body.charAt(0);
        int colon;
        if (first == '"' || first == '\'') {
            int close = body.indexOf(first, 1);
            colon = close < 0 ? -1 : close + 1;
        } else if (Character.isWhitespace(first) || KEY_START_EXCLUDED.indexOf(first) >= 0) {
            return -1;
        } else {
            colon = plainKeyEnd(body);
        }
        if (colon < 0 || colon >= body.length() || body.charAt(colon) != ':') {
            return -1;
        }
        return colon + 1 == body.length() || body.charAt(colon + 1) == ' ' ? colon + 1 : -1;
    }

    /** Index of the colon ending a space-free plain key, or -1; "a:b: c" has the key "a:b" as in YAML. */
    private static int plainKeyEnd(String body) {
        for (int i = 1; i < body.length(); i++) {
            char c = body.charAt(i);
            if (Character.isWhitespace(c)) {
                return -1;
            }
            if (c == ':' && (i + 1 == body.length() || body.charAt(i + 1) == ' ')) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isBlockScalarHeader(String value) {
        if (value.isEmpty() || (value.charAt(0) != '|' && value.charAt(0) != '>')) {
            return false;
        }
        int i = 1;
        while (i < value.length() && "+-123456789".indexOf(value.charAt(i)) >= 0) {
            i++;
        }
        return i == value.length() || value.charAt(i) == ' ';
    }
}
