package io.etcdexplorer.values;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Expected hex dumps were produced with {@code hexdump -C} (util-linux). */
class ValueRendererTest {

    private static final int MIB = 1024 * 1024;

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    @Test
    void hexDumpOfAShortValuePadsTheHexColumns() {
        assertEquals("00000000  48 65 6c 6c 6f 2c 20 65  74 63 64 21 0a           |Hello, etcd!.|",
                ValueRenderer.hexDump(ascii("Hello, etcd!\n"), 1024));
    }

    @Test
    void hexDumpOfSeventeenBytesStartsASecondLine() {
        String expected = ""
                + "00000000  30 31 32 33 34 35 36 37  38 39 61 62 63 64 65 66  |0123456789abcdef|\n"
                + "00000010  00                                                |.|";
        assertEquals(expected, ValueRenderer.hexDump(ascii("0123456789abcdef\0"), 1024));
    }

    @Test
    void hexDumpShowsNonPrintableBytesAsDots() {
        byte[] value = {0x00, 0x01, 0x7f, (byte) 0x80, (byte) 0xff, ' ', '~', 'A'};
        assertEquals("00000000  00 01 7f 80 ff 20 7e 41                           |..... ~A|",
                ValueRenderer.hexDump(value, 1024));
    }

    @Test
    void hexDumpOfNineBytesKeepsTheMiddleGap() {
        assertEquals("00000000  31 32 33 34 35 36 37 38  39                       |123456789|",
                ValueRenderer.hexDump(ascii("123456789"), 1024));
    }

    @Test
    void hexDumpOfNothingIsEmpty() {
        assertEquals("", ValueRenderer.hexDump(new byte[0], 1024));
    }

    @Test
    void hexDumpLinesAllHaveTheSameWidth() {
        byte[] value = new byte[1000];
        new Random(7).nextBytes(value);
        String[] lines = ValueRenderer.hexDump(value, value.length).split("\n");
        assertEquals(63, lines.length);
        for (int i = 0; i < lines.length; i++) {
            assertEquals(String.format("%08x", i * 16), lines[i].substring(0, 8));
            assertEquals('|', lines[i].charAt(60), lines[i]);
        }
        assertEquals(78, lines[0].length());
    }

    @Test
    void hexDumpStopsAtMaxBytesAndSaysHowMuchIsLeft() {
        byte[] value = new byte[3 * MIB / 2];
        String dump = ValueRenderer.hexDump(value, MIB / 2);
        String[] lines = dump.split("\n");
        assertEquals(MIB / 2 / 16 + 1, lines.length);
        assertEquals("0007fff0  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|",
                lines[lines.length - 2]);
        assertEquals("\u2026 1,048,576 more bytes not shown (1.5 MiB in total)", lines[lines.length - 1]);
    }

    @Test
    void hexDumpWithPartialLastLineBeforeTheNotice() {
        assertEquals("00000000  61 62 63                                          |abc|\n"
                + "\u2026 2 more bytes not shown (5 B in total)", ValueRenderer.hexDump(ascii("abcde"), 3));
        assertEquals("\u2026 5 more bytes not shown (5 B in total)", ValueRenderer.hexDump(ascii("abcde"), 0));
        assertThrows(IllegalArgumentException.class, () -> ValueRenderer.hexDump(ascii("a"), -1));
    }

    @Test
    void hexDumpOfOnePointFiveMibHasOneLinePerSixteenBytes() {
        byte[] value = new byte[3 * MIB / 2];
        new Random(1).nextBytes(value);
        ValueRenderer.hexDump(value, value.length);
        String dump = ValueRenderer.hexDump(value, value.length);
        assertEquals(value.length / 16 * 79 - 1, dump.length());
    }

    @ParameterizedTest(name = "{0} bytes -> {1}")
    @CsvSource({
        "0, 0 B",
        "1, 1 B",
        "512, 512 B",
        "1023, 1023 B",
        "1024, 1.0 KiB",
        "1536, 1.5 KiB",
        "1048575, 1.0 MiB",
        "1572864, 1.5 MiB",
        "2097152, 2.0 MiB",
        "1073741824, 1.0 GiB",
        "1099511627776, 1.0 TiB",
        "9223372036854775807, 8.0 EiB"})
    void humanSize(long bytes, String expected) {
        assertEquals(expected, ValueRenderer.humanSize(bytes));
    }

    @Test
    void humanSizeRejectsNegativeSizes() {
        assertThrows(IllegalArgumentException.class, () -> ValueRenderer.humanSize(-1));
    }

    @Test
    void textReplacesMalformedUtf8() {
        byte[] value = {'o', 'k', (byte) 0xff, ' ', (byte) 0xd0, (byte) 0xba};
        assertEquals("ok\ufffd к", ValueRenderer.text(value));
        assertEquals("", ValueRenderer.text(new byte[0]));
    }

    @Test
    void base64RoundTrips() {
        byte[] value = new byte[1000];
        new Random(3).nextBytes(value);
        assertArrayEquals(value, Base64.getDecoder().decode(ValueRenderer.base64(value)));
        assertEquals("aGVsbG8=", ValueRenderer.base64(ascii("hello")));
        assertEquals("", ValueRenderer.base64(new byte[0]));
    }
}
