package io.etcdexplorer.values;

import io.etcdexplorer.i18n.Messages;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns Jackson's English parser messages into sentences in the user's language. Jackson's message is matched
 * against the few kinds of mistakes people make in JSON (a stray character, a missing comma or quote, an object
 * left open, a bad number); only when no kind matches does its own wording reach the user, quoted as data. The
 * checker ({@link JsonCheck}) and the formatter ({@link JsonPretty}) share these sentences so they agree, and
 * the importer of etcdctl JSON files uses them for a file that is not JSON.
 */
public final class JsonProblems {

    private static final Messages TEXT = Messages.of(JsonProblems.class);

    private static final Pattern UNCLOSED = Pattern.compile(
            "Unexpected end-of-input: expected close marker for (Object|Array) \\(start marker at \\[Source: [^;]*;"
                    + " line: (\\d+)");
    private static final Pattern WRONG_CLOSE = Pattern.compile(
            "Unexpected close marker '(.)': expected '(.)' \\(for (Object|Array) starting at \\[Source: [^;]*;"
                    + " line: (\\d+)");
    private static final Pattern UNEXPECTED = Pattern.compile(
            "Unexpected character \\((.+?)\\)( in numeric value)?: (?:was expecting |expected |Expected )?(.*)",
            Pattern.DOTALL);
    private static final Pattern QUOTED_CHAR = Pattern.compile("'(.+)' \\(code (\\d+).*\\)");
    private static final Pattern CTRL_CHAR = Pattern.compile("\\(CTRL-CHAR, code (\\d+)\\)");
    private static final Pattern UNRECOGNIZED = Pattern.compile("Unrecognized token '(.*?)'");
    private static final Pattern CONTROL_IN_STRING = Pattern.compile(
            "Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\)");
    private static final Pattern CONTROL_BETWEEN = Pattern.compile("Illegal character \\((.+?)\\): only regular");
    private static final Pattern BAD_ESCAPE = Pattern.compile("Unrecognized character escape '(.+?)'");
    private static final Pattern NON_STANDARD = Pattern.compile("Non-standard token '(.+?)'");
    private static final Pattern TOO_DEEP = Pattern.compile(
            "Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)");

    /** What Jackson says it expected after an unexpected character, and our sentence for each. */
    private static final Map<String, String> EXPECTED = Map.of(
            "a value", "json.unexpected.value",
            "a colon to separate field name and value", "json.unexpected.colon",
            "double-quote to start field name", "json.unexpected.fieldName",
            "comma to separate Array entries", "json.unexpected.commaArray",
            "comma to separate Object entries", "json.unexpected.commaObject");

    private JsonProblems() {
    }

    /** A whole sentence for Jackson's original message (without location), in the user's language. */
    public static String describe(String jacksonMessage) {
        String original = jacksonMessage == null ? "" : jacksonMessage;
        Matcher m;
        if ((m = UNCLOSED.matcher(original)).lookingAt()) {
            return TEXT.format("json.unclosed" + m.group(1), m.group(2));
        }
        if ((m = WRONG_CLOSE.matcher(original)).lookingAt()) {
            return TEXT.format("json.wrongClose" + m.group(3), "'" + m.group(1) + "'", m.group(4),
                    "'" + m.group(2) + "'");
        }
        if (original.startsWith("Unexpected end-of-input: was expecting closing quote")) {
            return TEXT.get("json.unclosedString");
        }
        if (original.startsWith("Unexpected end-of-input")) {
            return TEXT.get("json.endsEarly");
        }
        if ((m = UNEXPECTED.matcher(original)).lookingAt()) {
            return unexpected(character(m.group(1)), m.group(2) != null, m.group(3));
        }
        if ((m = UNRECOGNIZED.matcher(original)).lookingAt()) {
            return TEXT.format("json.unrecognized", "'" + m.group(1) + "'");
        }
        if ((m = CONTROL_IN_STRING.matcher(original)).lookingAt()) {
            return TEXT.format("json.controlInString", m.group(1));
        }
        if ((m = CONTROL_BETWEEN.matcher(original)).lookingAt()) {
            return TEXT.format("json.controlBetween", character(m.group(1)));
        }
        if ((m = BAD_ESCAPE.matcher(original)).lookingAt()) {
            return TEXT.format("json.badEscape", "'" + m.group(1) + "'");
        }
        if ((m = NON_STANDARD.matcher(original)).lookingAt()) {
            return TEXT.format("json.nonStandard", "'" + m.group(1) + "'");
        }
        if (original.startsWith("Invalid numeric value: Leading zeroes not allowed")) {
            return TEXT.get("json.leadingZeros");
        }
        if ((m = TOO_DEEP.matcher(original)).lookingAt()) {
            return TEXT.format("json.tooDeep", Integer.parseInt(m.group(2)));
        }
        if (original.startsWith("Invalid UTF-8")) {
            return TEXT.get("json.badUtf8");
        }
        return TEXT.format("json.other", plain(original));
    }

    private static String unexpected(String character, boolean inNumber, String expected) {
        if (inNumber) {
            if (expected.startsWith("Decimal point not followed by a digit")) {
                return TEXT.get("json.number.decimalPoint");
            }
            if (expected.startsWith("Exponent indicator not followed by a digit")) {
                return TEXT.get("json.number.exponent");
            }
            if (expected.startsWith("digit (0-9) to follow minus sign")) {
                return TEXT.get("json.number.minus");
            }
            return TEXT.format("json.number.other", character);
        }
        String key = EXPECTED.get(expected.strip());
        if (key != null) {
            return TEXT.format(key, character);
        }
        if (expected.startsWith("a valid value")) {
            return TEXT.format("json.unexpected.jsonValue", character);
        }
        return TEXT.format("json.unexpected.other", character, plain(expected));
    }

    /** Jackson's {@code ('}' (code 125))} or {@code (CTRL-CHAR, code 9)} as our messages show a character. */
    private static String character(String jackson) {
        Matcher quoted = QUOTED_CHAR.matcher(jackson);
        if (quoted.matches()) {
            String c = quoted.group(1);
            // From bytes, Jackson may name a lone byte of a multi-byte character: show what it printed.
            return c.codePointCount(0, c.length()) == 1 ? TextProblems.describeChar(c, 0) : "'" + c + "'";
        }
        Matcher control = CTRL_CHAR.matcher(jackson);
        if (control.matches()) {
            return TextProblems.describeChar(new String(Character.toChars(Integer.parseInt(control.group(1)))), 0);
        }
        return jackson;
    }

    /**
     * Jackson's own wording for a problem no kind covers, shortened (no character codes, no source description)
     * and without a final period, to be quoted inside the sentence.
     */
    private static String plain(String jacksonMessage) {
        String message = jacksonMessage.isEmpty() ? "syntax error" : jacksonMessage;
        message = message
                .replaceAll("\\('(.+?)' \\(code \\d+( / 0x[0-9a-f]+)?\\)\\)", "'$1'")
                .replaceAll("'(.+?)' \\(code \\d+\\)", "'$1'")
                .replaceAll("\\(\\(CTRL-CHAR, code (\\d+)\\)\\)", "(code $1)")
                .replace("(JSON String, Number, Array, Object or token 'null', 'true' or 'false')", "a JSON value")
                .replaceAll("\\((start marker|for root starting|for (Object|Array) starting) at \\[Source: [^;]*;"
                        + " line: (\\d+)[^)]*\\)", "(line $3)")
                .replace(": was expecting ", ", expected ")
                .replace(": expected ", ", expected ")
                .replace("\n", " ")
                .strip();
        message = message.toLowerCase(Locale.ROOT).charAt(0) + message.substring(1);
        return message.endsWith(".") ? message.substring(0, message.length() - 1) : message;
    }
}
