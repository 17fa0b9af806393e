package io.etcdexplorer.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PrettyJsonTest {

    private static String pretty(String json) throws InvalidValueException {
        return ValueRenderer.prettyJson(json.getBytes(StandardCharsets.UTF_8));
    }

    private static InvalidValueException invalid(String json) {
        return assertThrows(InvalidValueException.class, () -> pretty(json));
    }

    @Test
    void indentsWithTwoSpacesKeepingKeyOrder() throws Exception {
        String expected = """
                {
                  "zeta": 1,
                  "alpha": {
                    "b": true,
                    "a": null
                  },
                  "list": [
                    "x",
                    [],
                    {}
                  ]
                }""";
        assertEquals(expected, pretty("{\"zeta\":1,\"alpha\":{\"b\":true,\"a\":null},\"list\":[\"x\",[],{}]}"));
    }

    @Test
    void keepsNumbersExactly() throws Exception {
        String input = "[12345678901234567890123456789, 1.10, 0.1000, -0, 1e400, 2.5E-3, 9007199254740993, -1.0]";
        String expected = """
                [
                  12345678901234567890123456789,
                  1.10,
                  0.1000,
                  -0,
                  1e400,
                  2.5E-3,
                  9007199254740993,
                  -1.0
                ]""";
        assertEquals(expected, pretty(input));
    }

    @Test
    void keepsNumbersLongerThanJacksonsDefaultLimit() throws Exception {
        String digits = "1".repeat(5000);
        assertEquals("[\n  " + digits + "\n]", pretty("[" + digits + "]"));
    }

    @Test
    void keepsUnicodeAndDuplicateKeys() throws Exception {
        String expected = """
                {
                  "ключ": "名前 🔑",
                  "a": 1,
                  "a": 2,
                  "esc": "line\\n\\"quoted\\""
                }""";
        assertEquals(expected, pretty("{\"ключ\":\"名前 🔑\",\"a\":1,\"a\":2,\"esc\":\"line\\n\\\"quoted\\\"\"}"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"42", "\"text\"", "true", "null"})
    void formatsScalarsAsThemselves(String json) throws Exception {
        assertEquals(json, pretty("  " + json + "\n"));
    }

    @Test
    void namesLineColumnAndExpectation() {
        InvalidValueException e = invalid("{\n  \"a\": 1,\n  }");
        assertEquals("Invalid JSON at line 3, column 3: unexpected character '}', "
                + "expected double-quote to start field name.", e.getMessage());
        assertEquals(3, e.line());
        assertEquals(3, e.column());
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "{\"a\" 1}                | 1 | 6 | expected a colon",
        "[1,]                     | 1 | 4 | unexpected character ']'",
        "[1, 2                    | 1 | 6 | the text ends before the array opened at line 1 is closed",
        "{} {}                    | 1 | 4 | unexpected text after the end of the JSON value",
        "[1]\\n\\n  x             | 3 | 4 | unrecognized token 'x'",
        "[01]                     | 1 | 3 | leading zeros",
        "``                       | 1 | 1 | empty"})
    void reportsWhereTheJsonIsInvalid(String json, int line, int column, String detail) {
        InvalidValueException e = invalid(json.replace("\\n", "\n"));
        assertTrue(e.getMessage().startsWith("Invalid JSON at line " + line + ", column " + column + ": "),
                e.getMessage());
        assertTrue(e.getMessage().toLowerCase().contains(detail.toLowerCase()), e.getMessage());
        assertEquals(line, e.line());
        assertEquals(column, e.column());
    }

    @Test
    void countsColumnsInCharactersNotBytes() {
        InvalidValueException e = invalid("[\"ключ\", }");
        assertEquals("Invalid JSON at line 1, column 10: unexpected character '}', expected a value.", e.getMessage());
    }

    @Test
    void rejectsInvalidUtf8() {
        byte[] value = {'[', '"', (byte) 0xff, '"', ']'};
        InvalidValueException e = assertThrows(InvalidValueException.class, () -> ValueRenderer.prettyJson(value));
        assertTrue(e.getMessage().startsWith("Invalid JSON at line 1, column "), e.getMessage());
    }

    @Test
    void refusesValuesThatExplodeWhenIndented() {
        String nested = "[".repeat(900) + "]".repeat(900);
        StringBuilder many = new StringBuilder("[");
        for (int i = 0; i < 800; i++) {
            many.append(i == 0 ? "" : ",").append(nested);
        }
        InvalidValueException e = invalid(many.append(']').toString());
        assertTrue(e.getMessage().contains("too large"), e.getMessage());
    }
}
