package io.etcdexplorer.values;

import io.etcdexplorer.i18n.Messages;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * Reversible text form of etcd keys, which are arbitrary bytes.
 *
 * <p>Well-formed, visible UTF-8 is shown as is; everything else is escaped: {@code \n}, {@code \r}, {@code \t},
 * {@code \\} for a backslash and {@code \xNN} (lowercase hex) for any other byte. {@link #parse} is the exact
 * inverse, so a key shown in the tree can be copied, edited and written back byte for byte.
 *
 * <p>Called for every key of trees with a million keys, so plain ASCII takes a single scan and one copy.
 */
public final class KeyText {

    private static final Messages TEXT = Messages.of(KeyText.class);

    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final int ZWNJ = 0x200c;
    private static final int ZWJ = 0x200d;
    private static final int TAG_FIRST = 0xe0020;
    private static final int TAG_LAST = 0xe007f;

    private KeyText() {
    }

    /** The display form of a whole key. */
    public static String display(byte[] key) {
        return display(key, 0, key.length);
    }

    /** The display form of {@code bytes[from, to)}, e.g. one path segment of a key. */
    public static String display(byte[] bytes, int from, int to) {
        Objects.checkFromToIndex(from, to, bytes.length);
        int firstNonAscii = asciiPrefixEnd(bytes, from, to);
        if (firstNonAscii == to) {
            return new String(bytes, from, to - from, StandardCharsets.ISO_8859_1);
        }
        int firstEscape = firstEscape(bytes, firstNonAscii, to);
        if (firstEscape == to) {
            return new String(bytes, from, to - from, StandardCharsets.UTF_8);
        }
        StringBuilder out = new StringBuilder(to - from + 16);
        out.append(new String(bytes, from, firstEscape - from, StandardCharsets.UTF_8));
        appendEscaped(bytes, firstEscape, to, out);
        return out.toString();
    }

    /** True when the key needs no escaping, i.e. {@code display(key)} equals {@code new String(key, UTF_8)}. */
    public static boolean isPlain(byte[] key) {
        return firstEscape(key, asciiPrefixEnd(key, 0, key.length), key.length) == key.length;
    }

    /**
     * Turns a display form back into key bytes. Unescaped characters are encoded as UTF-8; escapes are
     * {@code \xNN} (either case), {@code \\}, {@code \n}, {@code \r} and {@code \t}.
     *
     * @throws IllegalArgumentException for a malformed escape or an unpaired surrogate, naming its position
     */
    public static byte[] parse(String escaped) {
        int n = escaped.length();
        // A char never takes more than 3 UTF-8 bytes (a surrogate pair: 2 chars, 4 bytes), an escape at most 1.
        byte[] out = new byte[n * 3];
        int pos = 0;
        int i = 0;
        while (i < n) {
            char c = escaped.charAt(i);
            if (c == '\\') {
                pos = unescape(escaped, i, out, pos);
                i += escaped.charAt(i + 1) == 'x' ? 4 : 2;
            } else if (c < 0x80) {
                out[pos++] = (byte) c;
                i++;
            } else {
                int cp = codePointAt(escaped, i);
                pos = Utf8.encode(cp, out, pos);
                i += Character.charCount(cp);
            }
        }
        return Arrays.copyOf(out, pos);
    }

    private static int asciiPrefixEnd(byte[] bytes, int from, int to) {
        int i = from;
        while (i < to && isPlainAscii(bytes[i])) {
            i++;
        }
        return i;
    }

    private static boolean isPlainAscii(byte b) {
        return b >= 0x20 && b < 0x7f && b != '\\';
    }

    /** Index of the first byte that has to be escaped, or {@code to} when there is none. */
    private static int firstEscape(byte[] bytes, int from, int to) {
        int i = from;
        while (i < to) {
            byte b = bytes[i];
            if (isPlainAscii(b)) {
                i++;
                continue;
            }
            if (b >= 0) {
                return i;
            }
            int cp = Utf8.decode(bytes, i, to);
            if (cp == Utf8.INVALID || !isVisible(cp)) {
                return i;
            }
            i += Utf8.length(cp);
        }
        return to;
    }

    private static void appendEscaped(byte[] bytes, int from, int to, StringBuilder out) {
        int i = from;
        while (i < to) {
            byte b = bytes[i];
            if (isPlainAscii(b)) {
                out.append((char) b);
                i++;
            } else if (b >= 0) {
                appendAsciiEscape(b, out);
                i++;
            } else {
                i = appendMultiByte(bytes, i, to, out);
            }
        }
    }

    private static void appendAsciiEscape(byte b, StringBuilder out) {
        switch (b) {
            case '\\' -> out.append("\\\\");
            case '\n' -> out.append("\\n");
            case '\r' -> out.append("\\r");
            case '\t' -> out.append("\\t");
            default -> appendHex(b, out);
        }
    }

    private static int appendMultiByte(byte[] bytes, int i, int to, StringBuilder out) {
        int cp = Utf8.decode(bytes, i, to);
        if (cp == Utf8.INVALID) {
            // Escape only the lead byte: the decoder resynchronises on the next one, keeping valid text readable.
            appendHex(bytes[i], out);
            return i + 1;
        }
        int len = Utf8.length(cp);
        if (isVisible(cp)) {
            out.appendCodePoint(cp);
        } else {
            for (int k = 0; k < len; k++) {
                appendHex(bytes[i + k], out);
            }
        }
        return i + len;
    }

    private static void appendHex(byte b, StringBuilder out) {
        out.append('\\').append('x').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
    }

    /**
     * Whether a non-ASCII code point may be shown literally. Controls, line separators and invisible format
     * characters (bidi overrides, zero-width space, BOM) are escaped because they hide or disguise the real key;
     * joiners and emoji tag characters are kept since emoji and some scripts need them.
     */
    private static boolean isVisible(int cp) {
        switch (Character.getType(cp)) {
            case Character.CONTROL, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR:
                return false;
            case Character.FORMAT:
                return cp == ZWNJ || cp == ZWJ || (cp >= TAG_FIRST && cp <= TAG_LAST);
            default:
                return true;
        }
    }

    private static int unescape(String s, int i, byte[] out, int pos) {
        if (i + 1 >= s.length()) {
            throw malformed(i, TEXT.get("key.trailingBackslash"));
        }
        char kind = s.charAt(i + 1);
        switch (kind) {
            case '\\' -> out[pos] = '\\';
            case 'n' -> out[pos] = '\n';
            case 'r' -> out[pos] = '\r';
            case 't' -> out[pos] = '\t';
            case 'x' -> out[pos] = hexByte(s, i);
            default -> throw malformed(i, TEXT.format("key.unknownEscape", "\\" + kind));
        }
        return pos + 1;
    }

    private static byte hexByte(String s, int i) {
        int hi = i + 2 < s.length() ? Character.digit(s.charAt(i + 2), 16) : -1;
        int lo = i + 3 < s.length() ? Character.digit(s.charAt(i + 3), 16) : -1;
        // Character.digit also accepts non-ASCII digits; only 0-9, a-f and A-F are allowed here.
        if (hi < 0 || lo < 0 || s.charAt(i + 2) > 'f' || s.charAt(i + 3) > 'f') {
            throw malformed(i, TEXT.get("key.badHex"));
        }
        return (byte) ((hi << 4) | lo);
    }

    private static int codePointAt(String s, int i) {
        int cp = s.codePointAt(i);
        if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
            throw new IllegalArgumentException(TEXT.format("key.unpairedSurrogate", String.valueOf(i)));
        }
        return cp;
    }

    private static IllegalArgumentException malformed(int i, String detail) {
        return new IllegalArgumentException(TEXT.format("key.malformed", String.valueOf(i), detail));
    }
}
