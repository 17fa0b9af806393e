package io.etcdexplorer.values;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks editor text for one JSON value by streaming it through the parser that {@link JsonPretty} uses, so the
 * editor, the viewer and formatting agree on what is valid. Nothing is built, which keeps a check of 1.5 MiB
 * within a few milliseconds once the JIT has warmed up; the editor runs it after every pause in typing.
 */
final class JsonCheck {

    private static final char BOM = '\uFEFF';
    private static final String UNRECOGNIZED = "Unrecognized token '";
    private static final Pattern UNCLOSED = Pattern.compile(
            "Unexpected end-of-input: expected close marker for (Object|Array) \\(start marker at \\[Source: [^;]*;"
                    + " line: (\\d+)");

    private JsonCheck() {
    }

    /** The first problem, or null when the text is exactly one JSON value with only whitespace around it. */
    static ValueEditing.Problem check(String text) {
        // A BOM survives UTF-8 decoding; Jackson skips it in bytes but rejects it in characters.
        int skip = !text.isEmpty() && text.charAt(0) == BOM ? 1 : 0;
        try (JsonParser parser = skip == 0 ? Parsers.JSON.createParser(text)
                : Parsers.JSON.createParser(new StringReader(text.substring(skip)))) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return TextProblems.at(text, text.length(), "the text is empty: a JSON value is expected.");
            }
            if (first == JsonToken.VALUE_STRING) {
                // Jackson reads a string's body lazily; without this an unclosed string at the root passes.
                parser.finishToken();
            }
            parser.skipChildren();
            // Looking at the rest ourselves gives one clear message for anything after the value, where Jackson
            // would report a second root value or an odd token.
            int end = skip + (int) parser.currentLocation().getCharOffset();
            int extra = firstNonSpace(text, end);
            return extra < 0 ? null
                    : TextProblems.at(text, extra, "unexpected text after the end of the JSON value.");
        } catch (JsonProcessingException e) {
            return problem(text, skip, e);
        } catch (IOException e) {
            // Unreachable when reading from a String; a failed check must still say something.
            return new ValueEditing.Problem("could not read the text: " + e.getMessage(), 1, 1);
        }
    }

    private static int firstNonSpace(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                return i;
            }
        }
        return -1;
    }

    private static ValueEditing.Problem problem(String text, int skip, JsonProcessingException e) {
        String original = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        JsonLocation location = e.getLocation();
        long charOffset = location == null ? -1 : location.getCharOffset();
        int offset = charOffset < 0 ? text.length() : (int) Math.min(text.length(), skip + charOffset);
        // Jackson puts a bad literal's location after it; the start is where the user has to look.
        if (original.startsWith(UNRECOGNIZED)) {
            int close = original.indexOf('\'', UNRECOGNIZED.length());
            String token = close < 0 ? "" : original.substring(UNRECOGNIZED.length(), close);
            if (!token.isEmpty() && offset >= token.length() && text.startsWith(token, offset - token.length())) {
                offset -= token.length();
            }
        }
        return TextProblems.at(text, offset, describe(original));
    }

    /**
     * Jackson's wording made shorter: no character codes, no source description, a plain "expected". The same
     * rules as {@link JsonPretty}, which keeps its own copy private; the location is reported separately.
     */
    static String describe(String jacksonMessage) {
        Matcher unclosed = UNCLOSED.matcher(jacksonMessage);
        if (unclosed.lookingAt()) {
            return "the text ends before the " + unclosed.group(1).toLowerCase(Locale.ROOT) + " opened at line "
                    + unclosed.group(2) + " is closed.";
        }
        String message = jacksonMessage.isEmpty() ? "syntax error" : jacksonMessage;
        message = message
                .replace("Unexpected end-of-input: was expecting closing quote for a string value",
                        "The text ends inside a string: the closing quote is missing")
                .replaceAll("^Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*",
                        "Control character (code $1) in a string: write it as an escape such as \\\\n or \\\\t")
                .replaceAll("\\('(.+?)' \\(code \\d+( / 0x[0-9a-f]+)?\\)\\)", "'$1'")
                .replaceAll("'(.+?)' \\(code \\d+\\)", "'$1'")
                .replaceAll("Non-standard token '(.+?)'.*", "'$1' is not allowed in JSON")
                .replace("Leading zeroes not allowed", "leading zeros are not allowed")
                .replace("Decimal point not followed by a digit", "a decimal point must be followed by a digit")
                .replaceAll("\\(\\(CTRL-CHAR, code (\\d+)\\)\\)", "(control character, code $1)")
                .replace("(JSON String, Number, Array, Object or token 'null', 'true' or 'false')", "a JSON value")
                .replace("a valid value a JSON value", "a JSON value")
                .replaceAll("\\((start marker|for root starting) at \\[Source: [^;]*; line: (\\d+)[^)]*\\)",
                        "(opened at line $2)")
                .replace("Unexpected end-of-input", "The text ends too early")
                .replace(": was expecting ", ", expected ")
                .replace(": expected ", ", expected ")
                .replace(": Expected ", ", expected ")
                .replace("\n", " ")
                .strip();
        message = Character.toLowerCase(message.charAt(0)) + message.substring(1);
        return message.endsWith(".") ? message : message + ".";
    }
}
