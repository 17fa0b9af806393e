package io.etcdexplorer.values;

import io.etcdexplorer.i18n.Messages;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

/**
 * The hex and Base64 forms of the editor. Encoding writes Latin-1 bytes that become a compact String in one copy;
 * decoding is one pass over the characters that reports the first problem with its position, because people edit
 * these forms by hand and a bare "illegal character" would not tell them where to look.
 */
final class BinaryText {

    private static final Messages TEXT = Messages.of(BinaryText.class);

    private static final byte[] HEX_DIGITS = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final int BYTES_PER_LINE = 16;
    /** The MIME line length: what {@code base64} and most mail and PEM tools print. */
    private static final int BASE64_LINE = 76;
    private static final Base64.Encoder BASE64 = Base64.getMimeEncoder(BASE64_LINE, new byte[]{'\n'});
    private static final String BASE64_ALPHABET =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    /** Value of each ASCII character in the standard alphabet, -1 for the rest. */
    private static final byte[] BASE64_VALUES = new byte[128];

    static {
        Arrays.fill(BASE64_VALUES, (byte) -1);
        for (int i = 0; i < BASE64_ALPHABET.length(); i++) {
            BASE64_VALUES[BASE64_ALPHABET.charAt(i)] = (byte) i;
        }
    }

    private BinaryText() {
    }

    /** "00 01 ff", 16 bytes a line, no trailing space or newline. */
    static String toHex(byte[] value) {
        if (value.length == 0) {
            return "";
        }
        byte[] out = new byte[value.length * 3 - 1];
        int pos = 0;
        for (int i = 0; i < value.length; i++) {
            if (i > 0) {
                out[pos++] = (byte) (i % BYTES_PER_LINE == 0 ? '\n' : ' ');
            }
            int b = value[i] & 0xff;
            out[pos++] = HEX_DIGITS[b >>> 4];
            out[pos++] = HEX_DIGITS[b & 0xf];
        }
        return new String(out, StandardCharsets.ISO_8859_1);
    }

    /**
     * Hex digits in either case with any whitespace between them, even inside a byte: the layout is the
     * editor's, only the digits matter. No "0x" prefixes, so that every character is either a digit or space.
     *
     * @throws TextProblems.Failure at the first other character, or at the last digit when their number is odd
     */
    static byte[] fromHex(String text) {
        int n = text.length();
        byte[] out = new byte[n / 2];
        int count = 0;
        int high = -1;
        int pendingAt = -1;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            int v = hexValue(c);
            if (v >= 0) {
                if (high < 0) {
                    high = v;
                    pendingAt = i;
                } else {
                    out[count++] = (byte) (high << 4 | v);
                    high = -1;
                }
            } else if (!isSpace(c)) {
                throw failure(text, i, TEXT.format("bin.notHex", TextProblems.describeChar(text, i)));
            }
        }
        if (high >= 0) {
            throw failure(text, pendingAt, TEXT.get("bin.oddHex"));
        }
        return count == out.length ? out : Arrays.copyOf(out, count);
    }

    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    /** Standard Base64 with padding, lines of 76 characters separated by {@code \n}, no final newline. */
    static String toBase64(byte[] value) {
        return new String(BASE64.encode(value), StandardCharsets.ISO_8859_1);
    }

    /**
     * Standard alphabet, whitespace anywhere, padding optional (missing or partial padding is accepted since
     * the length already says how many bytes the last group holds). Unused low bits of the last group are
     * ignored like most decoders do; {@link #toBase64} always writes them as zero, so round trips are exact.
     *
     * @throws TextProblems.Failure at the first character that is not allowed where it is
     */
    static byte[] fromBase64(String text) {
        int n = text.length();
        byte[] out = new byte[n / 4 * 3 + 3];
        int count = 0;
        int acc = 0;
        int digits = 0;
        int padding = 0;
        int lastDigit = -1;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            int v = c < BASE64_VALUES.length ? BASE64_VALUES[c] : -1;
            if (v >= 0) {
                if (padding > 0) {
                    throw failure(text, i, TEXT.format("bin.afterPadding", TextProblems.describeChar(text, i)));
                }
                acc = acc << 6 | v;
                lastDigit = i;
                if ((++digits & 3) == 0) {
                    out[count++] = (byte) (acc >> 16);
                    out[count++] = (byte) (acc >> 8);
                    out[count++] = (byte) acc;
                    acc = 0;
                }
            } else if (c == '=') {
                padding++;
                int rest = digits & 3;
                if (rest == 0 || (rest == 2 && padding > 2) || (rest == 3 && padding > 1)) {
                    throw failure(text, i, TEXT.get("bin.tooMuchPadding"));
                }
            } else if (!isSpace(c)) {
                throw failure(text, i, TEXT.format(c == '-' || c == '_' ? "bin.urlSafeBase64" : "bin.notBase64",
                        TextProblems.describeChar(text, i)));
            }
        }
        switch (digits & 3) {
            case 1:
                throw failure(text, lastDigit, TEXT.get("bin.singleChar"));
            case 2:
                out[count++] = (byte) (acc >> 4);
                break;
            case 3:
                out[count++] = (byte) (acc >> 10);
                out[count++] = (byte) (acc >> 2);
                break;
            default:
                break;
        }
        return count == out.length ? out : Arrays.copyOf(out, count);
    }

    /** The common separators first; anything else Java calls whitespace (form feed, U+2028) is rare. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || Character.isWhitespace(c);
    }

    private static TextProblems.Failure failure(String text, int offset, String message) {
        return new TextProblems.Failure(TextProblems.at(text, offset, message));
    }
}
