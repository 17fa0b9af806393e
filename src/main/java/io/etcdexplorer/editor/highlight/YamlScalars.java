package io.etcdexplorer.editor.highlight;

/** Classifies a plain YAML scalar by its text, for highlighting; no allocation for the common cases. */
final class YamlScalars {

    /**
     * Plain scalars that YAML 1.1 parsers (SnakeYAML, and Go's yaml.v2 behind Kubernetes) read as booleans or
     * null. Highlighting "no" and "off" warns the user before a country code or a setting turns into false.
     */
    private static final String[] LITERALS = {"true", "True", "TRUE", "false", "False", "FALSE", "null", "Null",
            "NULL", "~", "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF"};

    private YamlScalars() {
    }

    /** ASCII only: Character.isDigit would also take other scripts' digits, which YAML does not. */
    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isLiteral(String t, int start, int end) {
        int length = end - start;
        for (String literal : LITERALS) {
            if (literal.length() == length && t.startsWith(literal, start)) {
                return true;
            }
        }
        return false;
    }

    /** YAML 1.1 and 1.2 numbers: 12, -3, +1_000, 1.5, .5, 6.02e23, 0x1F, 0o17, .inf, -.Inf, .nan. */
    static boolean isNumber(String t, int start, int end) {
        int i = start;
        if (i < end && (t.charAt(i) == '+' || t.charAt(i) == '-')) {
            i++;
        }
        if (end - i == 4 && t.charAt(i) == '.' && (t.regionMatches(true, i + 1, "inf", 0, 3)
                || (i == start && t.regionMatches(true, i + 1, "nan", 0, 3)))) {
            return true;
        }
        if (end - i > 2 && t.charAt(i) == '0' && (t.charAt(i + 1) == 'x' || t.charAt(i + 1) == 'o')) {
            String digits = t.charAt(i + 1) == 'x' ? "0123456789abcdefABCDEF_" : "01234567_";
            for (int k = i + 2; k < end; k++) {
                if (digits.indexOf(t.charAt(k)) < 0) {
                    return false;
                }
            }
            return true;
        }
        int digits = 0;
        while (i < end && (isDigit(t.charAt(i)) || t.charAt(i) == '_')) {
            digits += t.charAt(i++) == '_' ? 0 : 1;
        }
        if (i < end && t.charAt(i) == '.') {
            i++;
            while (i < end && (isDigit(t.charAt(i)) || t.charAt(i) == '_')) {
                digits += t.charAt(i++) == '_' ? 0 : 1;
            }
        }
        if (digits > 0 && i < end && (t.charAt(i) == 'e' || t.charAt(i) == 'E')) {
            i++;
            if (i < end && (t.charAt(i) == '+' || t.charAt(i) == '-')) {
                i++;
            }
            int exponent = i;
            while (i < end && isDigit(t.charAt(i))) {
                i++;
            }
            if (i == exponent) {
                return false;
            }
        }
        return digits > 0 && i == end;
    }
}
