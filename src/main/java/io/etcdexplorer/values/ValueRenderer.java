package io.etcdexplorer.values;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;

/** Text forms of a value for the value viewer. Pure functions, safe to call from any thread. */
public final class ValueRenderer {

    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final int BYTES_PER_LINE = 16;
    /** Offset (8) + 2 spaces + 16 "xx " + the extra middle space + 1 space before the ASCII column. */
    private static final int ASCII_COLUMN = 8 + 2 + BYTES_PER_LINE * 3 + 1 + 1;
    /** A whole line: ASCII column start, "|", 16 characters, "|" and the newline. */
    private static final int FULL_LINE = ASCII_COLUMN + BYTES_PER_LINE + 3;
    private static final String[] UNITS = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    private static final int KIB = 1024;

    private ValueRenderer() {
    }

    /** The value decoded as UTF-8, each malformed sequence replaced with U+FFFD. */
    public static String text(byte[] value) {
        return new String(value, StandardCharsets.UTF_8);
    }

    /**
     * The value re-indented with two spaces. Key order, duplicate keys and number text are kept exactly.
     *
     * @throws InvalidValueException when the value is not one JSON value; the message names line and column
     */
    public static String prettyJson(byte[] value) throws InvalidValueException {
        return JsonPretty.format(value);
    }

    /**
     * A {@code hexdump -C} style dump, 16 bytes a line, lines separated by {@code \n}:
     * <pre>00000000  48 65 6c 6c 6f 2c 20 65  74 63 64 21 0a           |Hello, etcd!.|</pre>
     * When the value is longer than {@code maxBytes} only that many bytes are dumped, followed by a line saying
     * how many were left out.
     */
    public static String hexDump(byte[] value, int maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("maxBytes must not be negative: " + maxBytes);
        }
        int length = Math.min(value.length, maxBytes);
        // Latin-1 bytes rather than chars: the dump is ASCII and becomes a compact String in a single copy.
        byte[] dump = new byte[dumpLength(length)];
        int pos = 0;
        for (int offset = 0; offset < length; offset += BYTES_PER_LINE) {
            pos = writeLine(value, offset, Math.min(BYTES_PER_LINE, length - offset), dump, pos);
        }
        // Every line was written with its newline; the last one is dropped so the text ends with content.
        String lines = new String(dump, 0, Math.max(0, pos - 1), StandardCharsets.ISO_8859_1);
        if (value.length <= length) {
            return lines;
        }
        String notice = String.format(Locale.ROOT, "\u2026 %,d more bytes not shown (%s in total)",
                value.length - length, humanSize(value.length));
        return lines.isEmpty() ? notice : lines + "\n" + notice;
    }

    private static int dumpLength(int length) {
        int fullLines = length / BYTES_PER_LINE;
        int rest = length % BYTES_PER_LINE;
        return fullLines * FULL_LINE + (rest == 0 ? 0 : ASCII_COLUMN + rest + 3);
    }

    private static int writeLine(byte[] value, int offset, int count, byte[] out, int pos) {
        for (int shift = 28; shift >= 0; shift -= 4) {
            out[pos++] = HEX[(offset >>> shift) & 0xf];
        }
        out[pos++] = ' ';
        for (int i = 0; i < BYTES_PER_LINE; i++) {
            out[pos++] = ' ';
            if (i == BYTES_PER_LINE / 2) {
                out[pos++] = ' ';
            }
            if (i < count) {
                int b = value[offset + i] & 0xff;
                out[pos++] = HEX[b >>> 4];
                out[pos++] = HEX[b & 0xf];
            } else {
                out[pos++] = ' ';
                out[pos++] = ' ';
            }
        }
        out[pos++] = ' ';
        out[pos++] = ' ';
        out[pos++] = '|';
        for (int i = 0; i < count; i++) {
            int b = value[offset + i];
            out[pos++] = b >= 0x20 && b < 0x7f ? (byte) b : (byte) '.';
        }
        out[pos++] = '|';
        out[pos++] = '\n';
        return pos;
    }

    /** Standard Base64 (RFC 4648) without line breaks, as etcdctl and the etcd JSON gateway print values. */
    public static String base64(byte[] value) {
        return Base64.getEncoder().encodeToString(value);
    }

    /** A size in binary units with one decimal: "0 B", "512 B", "1.5 KiB", "2.0 MiB", "1.0 GiB". */
    public static String humanSize(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("size must not be negative: " + bytes);
        }
        if (bytes < KIB) {
            return bytes + " B";
        }
        double size = bytes;
        int unit = -1;
        while (size >= KIB && unit < UNITS.length - 1) {
            size /= KIB;
            unit++;
        }
        long tenths = Math.round(size * 10);
        // 1023.96 KiB would print as "1024.0 KiB"; show it as "1.0 MiB" instead.
        if (tenths >= KIB * 10 && unit < UNITS.length - 1) {
            size /= KIB;
            unit++;
            tenths = Math.round(size * 10);
        }
        return tenths / 10 + "." + tenths % 10 + " " + UNITS[unit];
    }
}

