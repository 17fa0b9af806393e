package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.dataformat.yaml.util.StringQuotingChecker;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * Quotes strings where go-yaml v2 (and so kubectl) does: when the plain form would read back as something else
 * (a bool, number, null or timestamp in YAML 1.1), or cannot be written plain. Commas and brackets inside a value
 * need no quotes in block style, unlike Jackson's default rules.
 */
final class GoYamlQuoting extends StringQuotingChecker {

    private static final long serialVersionUID = 1L;
    private static final Set<String> RESERVED = Set.of("y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
            "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
            "null", "Null", "NULL", "~", "<<", "=");
    private static final Pattern NUMBER = Pattern.compile(
            "[-+]?(0b[01_]+|0x[0-9a-fA-F_]+|0o?[0-7_]+|[0-9][0-9_]*(\\.[0-9_]*)?([eE][-+]?[0-9]+)?"
                    + "|\\.[0-9_]+([eE][-+]?[0-9]+)?|[0-9][0-9_]*(:[0-5]?[0-9])+(\\.[0-9_]*)?|\\.(inf|Inf|INF))"
                    + "|\\.(nan|NaN|NAN)");
    private static final Pattern TIMESTAMP = Pattern.compile("\\d{4}-\\d{1,2}-\\d{1,2}([Tt ].*)?");
    private static final String FIRST_FORBIDDEN = ",[]{}#&*!|>'\"%@`";

    @Override
    public boolean needToQuoteName(String name) {
        return needToQuoteValue(name);
    }

    @Override
    public boolean needToQuoteValue(String value) {
        if (value.isEmpty() || RESERVED.contains(value) || NUMBER.matcher(value).matches()
                || TIMESTAMP.matcher(value).matches()) {
            return true;
        }
        char first = value.charAt(0);
        char last = value.charAt(value.length() - 1);
        if (FIRST_FORBIDDEN.indexOf(first) >= 0 || Character.isWhitespace(first) || Character.isWhitespace(last)) {
            return true;
        }
        if ((first == '-' || first == '?' || first == ':') && (value.length() == 1 || value.charAt(1) == ' ')) {
            return true;
        }
        return last == ':' || value.contains(": ") || value.contains(" #") || hasControl(value);
    }

    private static boolean hasControl(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < ' ' && c != '\n' || c == 0x7f) {
                return true;
            }
        }
        return false;
    }
}
