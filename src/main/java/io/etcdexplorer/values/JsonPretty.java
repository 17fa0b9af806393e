package io.etcdexplorer.values;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import io.etcdexplorer.i18n.Messages;
import java.io.IOException;
import java.io.Writer;

/**
 * Re-indents JSON by copying parser tokens straight to a generator. Nothing is bound to Java objects, so key
 * order, duplicate keys and number text ({@code 1.10}, {@code 1e400}, 30-digit integers) come out exactly as
 * they went in.
 */
final class JsonPretty {

    private static final Messages TEXT = Messages.of(JsonPretty.class);

    /** Guards against small inputs that explode when indented, e.g. a value made of deeply nested arrays. */
    private static final int MAX_OUTPUT_CHARS = 32 * 1024 * 1024;

    private JsonPretty() {
    }

    static String format(byte[] value) throws InvalidValueException {
        LimitedWriter out = new LimitedWriter(MAX_OUTPUT_CHARS);
        try (JsonParser parser = Parsers.JSON.createParser(value);
             JsonGenerator generator = Parsers.JSON.createGenerator(out)) {
            generator.setPrettyPrinter(prettyPrinter());
            if (parser.nextToken() == null) {
                throw invalid(value, parser.currentLocation(), TEXT.get("json.valueEmpty"), null);
            }
            copyValue(parser, generator);
            if (parser.nextToken() != null) {
                throw invalid(value, parser.currentTokenLocation(), TEXT.get("json.trailing"), null);
            }
        } catch (OutputTooLargeException e) {
            throw new InvalidValueException(TEXT.get("json.tooLargeToFormat"), 0, 0, e);
        } catch (JsonProcessingException e) {
            throw invalid(value, e.getLocation(), JsonProblems.describe(e.getOriginalMessage()), e);
        } catch (IOException e) {
            // Unreachable with in-memory input and output; kept as a checked failure rather than a crash.
            throw new InvalidValueException(TEXT.format("json.cannotFormat", String.valueOf(e.getMessage())), 0, 0,
                    e);
        }
        return out.toString();
    }

    private static DefaultPrettyPrinter prettyPrinter() {
        // The common "JSON.stringify(v, null, 2)" look: "key": value, one element per line, {} and [] when empty.
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        return new DefaultPrettyPrinter(separators).withObjectIndenter(indenter).withArrayIndenter(indenter);
    }

    private static void copyValue(JsonParser parser, JsonGenerator generator) throws IOException {
        int depth = 0;
        do {
            JsonToken token = parser.currentToken();
            if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
                generator.writeNumber(parser.getText());
            } else {
                generator.copyCurrentEvent(parser);
            }
            if (token.isStructStart()) {
                depth++;
            } else if (token.isStructEnd()) {
                depth--;
            }
        } while (depth > 0 && parser.nextToken() != null);
    }

    private static InvalidValueException invalid(byte[] value, JsonLocation location, String detail,
                                                 Throwable cause) {
        int line = location == null ? 0 : location.getLineNr();
        int column = location == null ? 0 : location.getColumnNr();
        long offset = location == null ? -1 : location.getByteOffset();
        if (offset >= 0 && offset <= value.length) {
            // Jackson counts columns in bytes; people and editors count characters.
            line = lineAt(value, (int) offset);
            column = columnAt(value, (int) offset);
        }
        // Positions as an editor shows them: no grouping ("column 1001").
        String message = line > 0
                ? TEXT.format("json.invalidAt", String.valueOf(line), String.valueOf(column), detail)
                : TEXT.format("json.invalid", detail);
        return new InvalidValueException(message, line, column, cause);
    }

    private static int lineAt(byte[] value, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (value[i] == '\n') {
                line++;
            }
        }
        return line;
    }

    private static int columnAt(byte[] value, int offset) {
        int column = 1;
        for (int i = offset - 1; i >= 0 && value[i] != '\n'; i--) {
            if ((value[i] & 0xc0) != 0x80) {
                column++;
            }
        }
        return column;
    }

    /** An in-memory writer that refuses to grow beyond a limit. */
    private static final class LimitedWriter extends Writer {
        private final StringBuilder buffer = new StringBuilder();
        private final int limit;

        LimitedWriter(int limit) {
            this.limit = limit;
        }

        @Override
        public void write(char[] chars, int off, int len) throws IOException {
            ensureRoom(len);
            buffer.append(chars, off, len);
        }

        @Override
        public void write(String s, int off, int len) throws IOException {
            ensureRoom(len);
            buffer.append(s, off, off + len);
        }

        @Override
        public void write(int c) throws IOException {
            ensureRoom(1);
            buffer.append((char) c);
        }

        private void ensureRoom(int len) throws OutputTooLargeException {
            if (buffer.length() + (long) len > limit) {
                throw new OutputTooLargeException();
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        @Override
        public String toString() {
            return buffer.toString();
        }
    }

    private static final class OutputTooLargeException extends IOException {
        private static final long serialVersionUID = 1L;
    }
}
