package io.etcdexplorer.values;

import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;

/**
 * Converts a value to the text of the key editor and back, checks that text and formats it. Pure functions that
 * are safe on any thread. For every byte array, {@code toBytes(toText(b, HEX), HEX)} and the same for
 * {@link EditMode#BASE64} give back exactly {@code b}; for the text modes that holds when
 * {@link #canEditAsText} is true.
 *
 * <p>All of it stays fast enough for etcd's default request limit of 1.5 MiB: conversions are single passes and
 * checks stream through parsers without building trees.
 */
public final class ValueEditing {

    /**
     * What is wrong with editor text and where.
     *
     * @param message a short sentence starting in lower case, without the position, e.g.
     *                {@code 'g' is not a hex digit.}; {@link #describe()} puts the position in front
     * @param line    1-based line
     * @param column  1-based column in characters (code points) within the line
     */
    public record Problem(String message, int line, int column) {

        public Problem {
            Objects.requireNonNull(message, "message");
        }

        /** The message with its position, e.g. {@code Line 3, column 7: 'g' is not a hex digit.} */
        public String describe() {
            // Positions as an editor shows them: no grouping ("column 1001").
            return io.etcdexplorer.i18n.Messages.of(ValueEditing.class).format("problemAt", String.valueOf(line),
                    String.valueOf(column), message);
        }
    }

    private ValueEditing() {
    }

    /**
     * The text the editor shows for the value. The text modes decode UTF-8 and change nothing else, so the
     * author's layout survives (malformed UTF-8 becomes U+FFFD: check {@link #canEditAsText} first). Hex is
     * lowercase pairs separated by spaces, 16 bytes a line; Base64 is standard Base64 wrapped at 76 characters.
     */
    public static String toText(byte[] value, EditMode mode) {
        Objects.requireNonNull(value, "value");
        switch (Objects.requireNonNull(mode, "mode")) {
            case HEX:
                return BinaryText.toHex(value);
            case BASE64:
                return BinaryText.toBase64(value);
            default:
                return new String(value, StandardCharsets.UTF_8);
        }
    }

    /**
     * The bytes the text stands for. The text modes encode the text as UTF-8 exactly as it is, valid JSON or
     * not: saving something that does not parse is the user's call. Hex takes hex digits and whitespace only;
     * Base64 takes the standard alphabet and whitespace, with padding optional.
     *
     * @throws InvalidValueException for hex or Base64 that cannot be decoded; the message starts with the line
     *                               and column, which {@link InvalidValueException#line()} and {@code column()}
     *                               also give
     */
    public static byte[] toBytes(String text, EditMode mode) throws InvalidValueException {
        Objects.requireNonNull(text, "text");
        try {
            return decode(text, Objects.requireNonNull(mode, "mode"));
        } catch (TextProblems.Failure e) {
            throw TextProblems.exception(e.problem(), null);
        }
    }

    private static byte[] decode(String text, EditMode mode) {
        switch (mode) {
            case HEX:
                return BinaryText.fromHex(text);
            case BASE64:
                return BinaryText.fromBase64(text);
            default:
                return text.getBytes(StandardCharsets.UTF_8);
        }
    }

    /**
     * True when the value can be edited in the text modes without changing a byte: empty, or UTF-8 text in the
     * sense of {@link ValueInspector#isUtf8Text} (no NUL or other control characters apart from tab and line
     * breaks). Other values are edited as hex or Base64.
     */
    public static boolean canEditAsText(byte[] value) {
        return value.length == 0 || ValueInspector.isUtf8Text(value);
    }

    /**
     * The first problem with the text in the mode, or empty when it is fine. JSON must be exactly one JSON
     * value; YAML must parse (any number of documents); hex and Base64 get the checks of {@link #toBytes};
     * text is always fine. Never throws for any text.
     */
    public static Optional<Problem> validate(String text, EditMode mode) {
        Objects.requireNonNull(text, "text");
        switch (Objects.requireNonNull(mode, "mode")) {
            case JSON:
                return Optional.ofNullable(JsonCheck.check(text));
            case YAML:
                return Optional.ofNullable(YamlEditing.check(text));
            case HEX:
            case BASE64:
                try {
                    decode(text, mode);
                    return Optional.empty();
                } catch (TextProblems.Failure e) {
                    return Optional.of(e.problem());
                }
            default:
                return Optional.empty();
        }
    }

    /**
     * The text tidied for its mode. JSON is re-indented with two spaces, keeping key order, duplicate keys and
     * number text exactly (as the value viewer shows it). YAML is re-emitted in block style with two-space
     * indents, keeping key order, scalar text, anchors, tags and, where SnakeYAML manages, comments. The other
     * modes come back unchanged.
     *
     * @throws InvalidValueException when the JSON or YAML does not parse; the message starts with the position
     */
    public static String format(String text, EditMode mode) throws InvalidValueException {
        Objects.requireNonNull(text, "text");
        switch (Objects.requireNonNull(mode, "mode")) {
            case JSON:
                // Checked here first so that the message reads like validate()'s; the formatter itself only
                // sees valid JSON.
                Problem problem = JsonCheck.check(text);
                if (problem != null) {
                    throw TextProblems.exception(problem, null);
                }
                return JsonPretty.format(text.getBytes(StandardCharsets.UTF_8));
            case YAML:
                return YamlEditing.format(text);
            default:
                return text;
        }
    }
}
