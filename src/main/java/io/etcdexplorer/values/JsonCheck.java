package io.etcdexplorer.values;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.etcdexplorer.i18n.Messages;
import java.io.IOException;
import java.io.StringReader;

/**
 * Checks editor text for one JSON value by streaming it through the parser that {@link JsonPretty} uses, so the
 * editor, the viewer and formatting agree on what is valid. Nothing is built, which keeps a check of 1.5 MiB
 * within a few milliseconds once the JIT has warmed up; the editor runs it after every pause in typing.
 */
final class JsonCheck {

    private static final Messages TEXT = Messages.of(JsonCheck.class);
    private static final char BOM = '\uFEFF';
    private static final String UNRECOGNIZED = "Unrecognized token '";

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
                return TextProblems.at(text, text.length(), TEXT.get("json.empty"));
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
                    : TextProblems.at(text, extra, TEXT.get("json.trailing"));
        } catch (JsonProcessingException e) {
            return problem(text, skip, e);
        } catch (IOException e) {
            // Unreachable when reading from a String; a failed check must still say something.
            return new ValueEditing.Problem(TEXT.format("json.cannotRead", String.valueOf(e.getMessage())), 1, 1);
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
        return TextProblems.at(text, offset, JsonProblems.describe(original));
    }
}
