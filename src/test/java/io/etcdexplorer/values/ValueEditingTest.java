package io.etcdexplorer.values;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.yaml.snakeyaml.Yaml;

class ValueEditingTest {

    private static byte[] allByteValues() {
        byte[] all = new byte[256];
        for (int i = 0; i < all.length; i++) {
            all[i] = (byte) i;
        }
        return all;
    }

    private static InvalidValueException invalid(String text, EditMode mode) {
        return assertThrows(InvalidValueException.class, () -> ValueEditing.toBytes(text, mode));
    }

    private static ValueEditing.Problem problem(String text, EditMode mode) {
        Optional<ValueEditing.Problem> found = ValueEditing.validate(text, mode);
        assertTrue(found.isPresent(), () -> "expected a problem with " + text);
        return found.get();
    }

    private static void assertProblem(String text, EditMode mode, int line, int column, String message) {
        ValueEditing.Problem found = problem(text, mode);
        assertEquals(message, found.message());
        assertEquals(line, found.line(), "line");
        assertEquals(column, found.column(), "column");
    }

    // Hex and Base64: layout and round trips

    @Test
    void hexIsLowercasePairsSixteenToALineAndBase64IsWrappedAtSeventySix() {
        assertEquals("", ValueEditing.toText(new byte[0], EditMode.HEX));
        assertEquals("00 01 ff", ValueEditing.toText(new byte[]{0, 1, (byte) 0xff}, EditMode.HEX));
        String[] hex = ValueEditing.toText(allByteValues(), EditMode.HEX).split("\n", -1);
        assertEquals(16, hex.length);
        assertEquals("00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f", hex[0]);
        assertEquals("f0 f1 f2 f3 f4 f5 f6 f7 f8 f9 fa fb fc fd fe ff", hex[15]);
        String[] base64 = ValueEditing.toText(allByteValues(), EditMode.BASE64).split("\n", -1);
        assertEquals(List.of(76, 76, 76, 76, 40), Arrays.stream(base64).map(String::length).toList());
        assertTrue(base64[4].endsWith("="), "padded");
        assertEquals("QUJD", ValueEditing.toText("ABC".getBytes(StandardCharsets.US_ASCII), EditMode.BASE64));
    }

    @ParameterizedTest
    @EnumSource(value = EditMode.class, names = {"HEX", "BASE64"})
    void everyByteValueAndRandomArraysOfEveryLengthRoundTrip(EditMode mode) throws Exception {
        assertArrayEquals(allByteValues(), ValueEditing.toBytes(ValueEditing.toText(allByteValues(), mode), mode));
        Random random = new Random(42);
        for (int length = 0; length < 300; length++) {
            byte[] value = new byte[length];
            random.nextBytes(value);
            assertArrayEquals(value, ValueEditing.toBytes(ValueEditing.toText(value, mode), mode), "length " + length);
        }
    }

    @ParameterizedTest
    @EnumSource(value = EditMode.class, names = {"TEXT", "JSON", "YAML"})
    void textModesKeepTheTextExactly(EditMode mode) throws Exception {
        String text = "\uFEFF{ \"ключ\" :  \"名前 🔑\" ,\r\n\t\"n\": 1.10 }\n\n";
        byte[] value = text.getBytes(StandardCharsets.UTF_8);
        assertEquals(text, ValueEditing.toText(value, mode));
        assertArrayEquals(value, ValueEditing.toBytes(text, mode));
        // Saving in a text mode does not validate: the user may store anything.
        assertArrayEquals(new byte[]{'{'}, ValueEditing.toBytes("{", mode));
    }

    @Test
    void hexAndBase64AcceptAnyWhitespaceAndBase64NeedsNoPadding() throws Exception {
        byte[] bytes = {(byte) 0xab, (byte) 0xcd, 0x01};
        assertArrayEquals(bytes, ValueEditing.toBytes("ABcd01", EditMode.HEX));
        assertArrayEquals(bytes, ValueEditing.toBytes("  a b\r\n\tCd\u2028 0 1\n", EditMode.HEX));
        assertArrayEquals(new byte[0], ValueEditing.toBytes(" \n ", EditMode.HEX));
        byte[] abcd = "ABCD".getBytes(StandardCharsets.US_ASCII);
        assertArrayEquals(abcd, ValueEditing.toBytes("QUJD\r\nRA==", EditMode.BASE64));
        assertArrayEquals(abcd, ValueEditing.toBytes("QUJDRA", EditMode.BASE64));
        assertArrayEquals(abcd, ValueEditing.toBytes(" Q U J D R A = ", EditMode.BASE64));
        assertArrayEquals("AB".getBytes(StandardCharsets.US_ASCII), ValueEditing.toBytes("QUI", EditMode.BASE64));
        assertArrayEquals(new byte[0], ValueEditing.toBytes("", EditMode.BASE64));
    }

    // Hex and Base64: problems with their position

    @Test
    void hexNamesTheLineColumnAndCharacter() {
        InvalidValueException e = invalid("00 01\nff fe\n00 01 g2", EditMode.HEX);
        assertEquals("Line 3, column 7: 'g' is not a hex digit.", e.getMessage());
        assertEquals(List.of(3, 7), List.of(e.line(), e.column()));
        assertProblem("00 01\nff fe\n00 01 g2", EditMode.HEX, 3, 7, "'g' is not a hex digit.");
    }

    @Test
    void hexReportsAnOddNumberOfDigitsAtTheLastDigit() {
        InvalidValueException e = invalid("00 01\n0", EditMode.HEX);
        assertEquals("Line 2, column 1: an odd number of hex digits: the last byte is incomplete.", e.getMessage());
        assertProblem("a bc ", EditMode.HEX, 1, 4, "an odd number of hex digits: the last byte is incomplete.");
    }

    @Test
    void hexShowsInvisibleCharactersByName() {
        assertProblem("00\u00a001", EditMode.HEX, 1, 3, "U+00A0 (no-break space) is not a hex digit.");
        assertProblem("00 0x01", EditMode.HEX, 1, 5, "'x' is not a hex digit.");
        assertProblem("ab 🔑", EditMode.HEX, 1, 4, "'🔑' is not a hex digit.");
    }

    @Test
    void base64ProblemsNameTheirPosition() {
        assertEquals("Line 2, column 3: '*' is not a Base64 character.",
                invalid("QUJD\nRA*=", EditMode.BASE64).getMessage());
        assertProblem("QUJD-A", EditMode.BASE64, 1, 5, "'-' is not a Base64 character (this looks like URL-safe"
                + " Base64: use + and / instead of - and _).");
        assertProblem("QQ==\nQQ==", EditMode.BASE64, 2, 1, "'Q' after '=': padding may only appear at the end.");
        assertProblem("QUJD=", EditMode.BASE64, 1, 5, "too much '=' padding: the last group is already complete.");
        assertProblem("QQ===", EditMode.BASE64, 1, 5, "too much '=' padding: the last group is already complete.");
        assertProblem("QUJD\nR", EditMode.BASE64, 2, 1,
                "the last group has a single Base64 character: one is missing or one is too many.");
    }

    @ParameterizedTest
    @EnumSource(value = EditMode.class, names = {"HEX", "BASE64"})
    void validateAgreesWithToBytes(EditMode mode) throws Exception {
        assertEquals(Optional.empty(), ValueEditing.validate(ValueEditing.toText(allByteValues(), mode), mode));
        InvalidValueException e = invalid("?", mode);
        ValueEditing.Problem found = problem("?", mode);
        assertEquals(e.getMessage(), found.describe());
        assertEquals(e.line(), found.line());
        assertEquals(e.column(), found.column());
    }

    // Which values can be edited as text

    @Test
    void onlyEmptyOrUtf8TextIsEditableAsText() {
        assertTrue(ValueEditing.canEditAsText(new byte[0]));
        assertTrue(ValueEditing.canEditAsText("a: 1\r\n\tb: ü 🔑".getBytes(StandardCharsets.UTF_8)));
        assertFalse(ValueEditing.canEditAsText(new byte[]{'a', 0, 'b'}));
        assertFalse(ValueEditing.canEditAsText(new byte[]{(byte) 0xc3}));
        assertFalse(ValueEditing.canEditAsText(allByteValues()));
    }

    @Test
    void problemsDescribeThemselvesAndExceptionsMayHaveNoPosition() {
        assertEquals("Line 2, column 5: oops.", new ValueEditing.Problem("oops.", 2, 5).describe());
        InvalidValueException e = new InvalidValueException("The value is binary.");
        assertEquals(0, e.line() + e.column());
    }

    // JSON and YAML checks

    @Test
    void validJsonAndYamlHaveNoProblem() {
        assertEquals(Optional.empty(),
                ValueEditing.validate("{\"a\": [1, 2.5e3, true, null, \"x\"]}\n", EditMode.JSON));
        assertEquals(Optional.empty(), ValueEditing.validate("\uFEFF[12345678901234567890]", EditMode.JSON));
        assertEquals(Optional.empty(), ValueEditing.validate("  \"just a string\"  ", EditMode.JSON));
        assertEquals(Optional.empty(), ValueEditing.validate("a: 1\n---\n- x\n- {y: [z]}\n", EditMode.YAML));
        assertEquals(Optional.empty(), ValueEditing.validate("", EditMode.YAML));
        assertEquals(Optional.empty(), ValueEditing.validate("anything at all {", EditMode.TEXT));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"a\": }|1|7|unexpected character '}', expected a value.",
        "{\"a\" 1}|1|6|unexpected character '1', expected a colon to separate field name and value.",
        "[1,]|1|4|unexpected character ']', expected a JSON value.",
        "{\"a\": tru}|1|7|unrecognized token 'tru', expected a JSON value.",
        "{\"a\": 1} x|1|10|unexpected text after the end of the JSON value.",
        "[1] [2]|1|5|unexpected text after the end of the JSON value.",
        "{\"a\": 1|1|8|the text ends before the object opened at line 1 is closed.",
        "\"abc|1|5|the text ends inside a string: the closing quote is missing.",
        "[01]|1|3|invalid numeric value: leading zeros are not allowed.",
        "[NaN]|1|5|'NaN' is not allowed in JSON.",
        "|1|1|the text is empty: a JSON value is expected.",
    })
    void jsonProblemsAreShortSentencesWithPosition(String text, int line, int column, String message) {
        assertProblem(text == null ? "" : text, EditMode.JSON, line, column, message);
    }

    @Test
    void jsonPositionsCountLinesAndCodePoints() {
        assertProblem("{\n  \"ключ\": 1,\n  \"🔑\": x\n}", EditMode.JSON, 3, 8,
                "unrecognized token 'x', expected a JSON value.");
        assertProblem("{\"a\": \"x\ny\"}", EditMode.JSON, 1, 9,
                "control character (code 10) in a string: write it as an escape such as \\n or \\t.");
    }

    @Test
    void yamlProblemsHaveLineAndColumn() {
        assertProblem("a: 1\n b: 2", EditMode.YAML, 2, 3,
                "mapping values are not allowed here: check the indentation, or quote the value.");
        assertProblem("a:\n  - 1\n - 2", EditMode.YAML, 3, 2,
                "expected the end of the block, but found a list item (while parsing a block mapping at line 1).");
        assertProblem("a: [1, 2", EditMode.YAML, 1, 9,
                "expected ',' or ']', but got the end of the text (while parsing a flow sequence at line 1).");
        assertProblem("ok: 1\n\tkey: 1", EditMode.YAML, 2, 1, "a tab cannot be used for indentation: use spaces.");
        // An unclosed quote is reported where it opens, not at the end of the text.
        assertProblem("a: 1\nkey: \"never closed\nx: 1\n", EditMode.YAML, 2, 6, "this quoted string is never closed.");
        assertProblem("🔑: @x", EditMode.YAML, 1, 4,
                "found character '@' that cannot start any token: quote the value.");
    }

    @Test
    void validateNeverThrowsWhateverTheText() {
        Random random = new Random(7);
        String alphabet = "{}[]\"':,#-?|>&*!%@`\\ \n\t\r\u00a0\uFEFFaz019.eE+xg=/🔑";
        for (int round = 0; round < 2000; round++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                text.appendCodePoint(alphabet.codePointAt(alphabet.offsetByCodePoints(0,
                        random.nextInt(alphabet.codePointCount(0, alphabet.length())))));
            }
            for (EditMode mode : EditMode.values()) {
                ValueEditing.validate(text.toString(), mode).ifPresent(p -> {
                    assertTrue(p.line() >= 1 && p.column() >= 1, () -> mode + " " + p + " for " + text);
                    assertFalse(p.message().isBlank());
                });
            }
        }
    }

    // Formatting

    @Test
    void formatJsonKeepsKeyOrderAndNumbersExactly() throws Exception {
        String expected = """
                {
                  "zeta": 12345678901234567890,
                  "alpha": [
                    1.10,
                    1e400,
                    {}
                  ],
                  "b": "ü"
                }""";
        assertEquals(expected, ValueEditing.format(
                "{\"zeta\":12345678901234567890,\"alpha\":[1.10,1e400,{}],\"b\":\"ü\"}", EditMode.JSON));
    }

    @Test
    void formatInvalidJsonSaysWhere() {
        InvalidValueException e = assertThrows(InvalidValueException.class,
                () -> ValueEditing.format("{\n  \"a\": }", EditMode.JSON));
        assertEquals("Line 2, column 8: unexpected character '}', expected a value.", e.getMessage());
        assertEquals(List.of(2, 8), List.of(e.line(), e.column()));
    }

    @Test
    void formatYamlTurnsFlowIntoBlockKeepingOrderNumbersAndComments() throws Exception {
        String input = "# config\nzeta: {b: 1.10, a: 12345678901234567890}  # numbers\nlist: [x, 'y', \"z\", 0o17]\n"
                + "anchor: &base {k: v}\nref: *base\nempty: {}\n";
        String expected = """
                # config
                zeta:
                  b: 1.10
                  a: 12345678901234567890
                # numbers
                list:
                - x
                - 'y'
                - "z"
                - 0o17
                anchor: &base
                  k: v
                ref: *base
                empty: {}
                """;
        assertEquals(expected, ValueEditing.format(input, EditMode.YAML));
    }

    @Test
    void formatYamlKeepsDocumentsBlockScalarsAndMeaning() throws Exception {
        String input = "---\nkind: A\nscript: |\n  echo hi\n  # inside\nwide: " + "word ".repeat(30) + "end\n"
                + "---\n- [1, [2, 3]]\n";
        String formatted = ValueEditing.format(input, EditMode.YAML);
        assertTrue(formatted.contains("script: |\n  echo hi\n  # inside\n"), formatted);
        assertTrue(formatted.contains("wide: " + "word ".repeat(30) + "end\n"), "long lines are not wrapped");
        assertTrue(formatted.contains("---\n- - 1\n  - - 2\n    - 3\n"), formatted);
        assertEquals(loadAll(input), loadAll(formatted));
        assertEquals(formatted, ValueEditing.format(formatted, EditMode.YAML), "formatting is idempotent");
    }

    @Test
    void formatYamlNeverChangesWhatTheYamlMeans() throws Exception {
        // Comments in odd places, and a document SnakeYAML reads differently when it keeps comments.
        for (String input : List.of("a: [1, # one\n  2] # after\nb: 1\n", "- {x: 1} # c\n- [1]  # d\n",
                "spec:\n  args: [\"-v\"] # args\n  # end\n", "? ---\n  k")) {
            assertEquals(loadAll(input), loadAll(ValueEditing.format(input, EditMode.YAML)), input);
        }
    }

    private static List<Object> loadAll(String yaml) {
        List<Object> documents = new ArrayList<>();
        new Yaml().loadAll(yaml).forEach(documents::add);
        return documents;
    }

    @Test
    void formatInvalidYamlSaysWhere() {
        InvalidValueException e = assertThrows(InvalidValueException.class,
                () -> ValueEditing.format("a: 1\n b: 2", EditMode.YAML));
        assertEquals("Line 2, column 3: mapping values are not allowed here: check the indentation, or quote the"
                + " value.", e.getMessage());
        assertEquals(2, e.line());
    }

    @ParameterizedTest
    @EnumSource(value = EditMode.class, names = {"TEXT", "HEX", "BASE64"})
    void otherModesFormatToThemselves(EditMode mode) throws Exception {
        assertEquals("  {\"a\":1}  zz\n", ValueEditing.format("  {\"a\":1}  zz\n", mode));
    }

    // Size

    @Test
    void valuesAtEtcdsRequestLimitConvertAndCheck() throws Exception {
        int limit = 1536 * 1024;
        byte[] binary = new byte[limit];
        new Random(1).nextBytes(binary);
        for (EditMode mode : new EditMode[]{EditMode.HEX, EditMode.BASE64}) {
            String text = ValueEditing.toText(binary, mode);
            assertEquals(Optional.empty(), ValueEditing.validate(text, mode));
            assertArrayEquals(binary, ValueEditing.toBytes(text, mode));
        }
        StringBuilder json = new StringBuilder("[\n");
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; json.length() < limit; i++) {
            json.append("  {\"id\": ").append(i).append(", \"name\": \"item ").append(i).append("\", \"ok\": true},\n");
            yaml.append("- id: ").append(i).append("\n  name: \"item ").append(i).append("\"\n  tags: [a, b]\n");
        }
        json.append("  null\n]");
        assertEquals(Optional.empty(), ValueEditing.validate(json.toString(), EditMode.JSON));
        assertEquals(Optional.empty(), ValueEditing.validate(yaml.toString(), EditMode.YAML));
        assertTrue(ValueEditing.format(json.toString(), EditMode.JSON).startsWith("[\n  {\n    \"id\": 0,"));
        byte[] bytes = ValueEditing.toBytes(json.toString(), EditMode.JSON);
        assertEquals(json.toString(), ValueEditing.toText(bytes, EditMode.JSON));
    }
}
