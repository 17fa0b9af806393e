package io.etcdexplorer.values;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class KeyTextTest {

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] hex(String hex) {
        return HexFormat.of().parseHex(hex);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "/registry/pods/default/nginx", "ключ/значение", "名前/設定", "🔑/🗝️",
        "👨‍👩‍👧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "café ☕", "a b~!@#$%^&*()"})
    void showsPrintableUtf8AsIs(String key) {
        assertEquals(key, KeyText.display(utf8(key)));
        assertTrue(KeyText.isPlain(utf8(key)));
        assertArrayEquals(utf8(key), KeyText.parse(key));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "5c            | \\\\",
        "0a0d09        | \\n\\r\\t",
        "00011b7f      | \\x00\\x01\\x1b\\x7f",
        "61ff62        | a\\xffb",
        // Overlong forms of '/' (2, 3 and 4 bytes) and of NUL.
        "c0af          | \\xc0\\xaf",
        "e080af        | \\xe0\\x80\\xaf",
        "f08080af      | \\xf0\\x80\\x80\\xaf",
        "c080          | \\xc0\\x80",
        // Surrogates encoded one by one (CESU-8): a lone high, a lone low, and a pair for U+1F600.
        "eda080        | \\xed\\xa0\\x80",
        "edb080        | \\xed\\xb0\\x80",
        "eda0bdedb880  | \\xed\\xa0\\xbd\\xed\\xb8\\x80",
        // Truncated sequences: at the end, and followed by ASCII.
        "e282          | \\xe2\\x82",
        "f09f94        | \\xf0\\x9f\\x94",
        "e28261        | \\xe2\\x82a",
        "c3            | \\xc3",
        // Beyond U+10FFFF, and bytes that never occur in UTF-8.
        "f4908080      | \\xf4\\x90\\x80\\x80",
        "f5c1fe        | \\xf5\\xc1\\xfe",
        // Valid but invisible: C1 control NEL, bidi override, zero-width space, BOM, line separator.
        "c285          | \\xc2\\x85",
        "e280ae        | \\xe2\\x80\\xae",
        "e2808b        | \\xe2\\x80\\x8b",
        "efbbbf        | \\xef\\xbb\\xbf",
        "e280a8        | \\xe2\\x80\\xa8",
        // Valid text around an invalid byte stays readable.
        "d0baff d0bb   | к\\xffл",
        "2f e282ac 2f  | /€/"})
    void escapesWhatIsNotPrintableUtf8(String hexBytes, String expected) {
        byte[] key = hex(hexBytes.replace(" ", ""));
        assertEquals(expected, KeyText.display(key));
        assertEquals(expected.equals(new String(key, StandardCharsets.UTF_8)), KeyText.isPlain(key));
        assertArrayEquals(key, KeyText.parse(expected));
    }

    @Test
    void displaysASliceOfAKey() {
        byte[] key = utf8("/app/\nconfig/ключ");
        assertEquals("\\nconfig", KeyText.display(key, 5, 12));
        assertEquals("ключ", KeyText.display(key, 13, key.length));
        assertEquals("", KeyText.display(key, 3, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> KeyText.display(key, 5, key.length + 1));
    }

    @Test
    void doesNotReadPastTheSliceEndWhenDecoding() {
        byte[] euro = hex("e282ac");
        assertEquals("\\xe2\\x82", KeyText.display(euro, 0, 2));
    }

    @Test
    void isPlainIsFalseWhenAnyEscapeIsNeeded() {
        assertFalse(KeyText.isPlain(utf8("a\\b")));
        assertFalse(KeyText.isPlain(utf8("line\n")));
        assertFalse(KeyText.isPlain(hex("ff")));
        assertTrue(KeyText.isPlain(new byte[0]));
    }

    @Test
    void parseAcceptsUppercaseHexAndRawCharacters() {
        assertArrayEquals(new byte[] {'J', (byte) 0xab}, KeyText.parse("\\x4A\\xAB"));
        assertArrayEquals(utf8("a\tb"), KeyText.parse("a\tb"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "abc\\        | 3",
        "\\q          | 0",
        "ab\\x4       | 2",
        "\\xg0        | 0",
        "x\\x١٢       | 1",
        "\\u0041      | 0"})
    void parseRejectsMalformedEscapesNamingThePosition(String escaped, int position) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KeyText.parse(escaped));
        assertTrue(e.getMessage().contains("position " + position), e.getMessage());
    }

    @Test
    void parseRejectsUnpairedSurrogates() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KeyText.parse("ab\ud800c"));
        assertTrue(e.getMessage().contains("position 2"), e.getMessage());
    }

    @Test
    void roundTripsRandomBytes() {
        Random random = new Random(20240611);
        for (int n = 0; n < 50_000; n++) {
            byte[] key = randomKey(random);
            String shown = KeyText.display(key);
            assertArrayEquals(key, KeyText.parse(shown), () -> "round trip of " + HexFormat.of().formatHex(key));
            assertTrue(shown.chars().noneMatch(Character::isISOControl), shown);
            assertEquals(shown.equals(new String(key, StandardCharsets.UTF_8)), KeyText.isPlain(key));
        }
    }

    /** Mostly bytes that stress the decoder: ASCII, backslashes, lead and continuation bytes, valid sequences. */
    private static byte[] randomKey(Random random) {
        byte[] key = new byte[random.nextInt(24)];
        int i = 0;
        while (i < key.length) {
            int choice = random.nextInt(6);
            if (choice == 0) {
                // A valid code point, cut short when it does not fit: truncation is part of the test.
                byte[] encoded = Character.toString(randomCodePoint(random)).getBytes(StandardCharsets.UTF_8);
                int length = Math.min(encoded.length, key.length - i);
                System.arraycopy(encoded, 0, key, i, length);
                i += length;
            } else if (choice == 1) {
                key[i++] = (byte) (0x80 + random.nextInt(0x80));
            } else if (choice == 2) {
                key[i++] = (byte) "\\\n\r\t\0\u007f".charAt(random.nextInt(6));
            } else {
                key[i++] = (byte) random.nextInt(256);
            }
        }
        return key;
    }

    private static int randomCodePoint(Random random) {
        int cp = random.nextBoolean() ? 0x80 + random.nextInt(0xff80) : 0x10000 + random.nextInt(0x100000);
        return cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE ? 0x4e00 : cp;
    }
}
