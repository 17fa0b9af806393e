package io.etcdexplorer.values;

/**
 * Strict UTF-8 decoding of one code point at a time, shared by {@link KeyText} and {@link ValueInspector}.
 *
 * <p>The JDK decoders either replace bad input silently or throw for the whole array; both callers need to know
 * exactly which bytes are well formed so that they can escape only those that are not.
 */
final class Utf8 {

    /** Returned by {@link #decode} when the bytes at the position are not a well-formed sequence. */
    static final int INVALID = -1;

    private Utf8() {
    }

    /**
     * Decodes the code point starting at {@code i}, reading no further than {@code to} (exclusive).
     * Rejects what Unicode calls ill-formed: overlong forms, encoded surrogates (CESU-8), values above U+10FFFF
     * and truncated sequences, so every accepted code point has exactly one byte form and re-encoding it gives
     * back the same bytes.
     *
     * @return the code point, or {@link #INVALID}
     */
    static int decode(byte[] bytes, int i, int to) {
        int b0 = bytes[i] & 0xff;
        if (b0 < 0x80) {
            return b0;
        }
        if (b0 < 0xc2) {
            // Stray continuation byte, or C0/C1 which could only start an overlong 2-byte form.
            return INVALID;
        }
        if (b0 < 0xe0) {
            return decodeTail(bytes, i, to, 1, b0 & 0x1f, 0x80);
        }
        if (b0 < 0xf0) {
            int cp = decodeTail(bytes, i, to, 2, b0 & 0x0f, 0x800);
            return cp >= 0xd800 && cp <= 0xdfff ? INVALID : cp;
        }
        if (b0 < 0xf5) {
            int cp = decodeTail(bytes, i, to, 3, b0 & 0x07, 0x10000);
            return cp > 0x10ffff ? INVALID : cp;
        }
        return INVALID;
    }

    private static int decodeTail(byte[] bytes, int i, int to, int tail, int lead, int min) {
        if (i + tail >= to) {
            return INVALID;
        }
        int cp = lead;
        for (int k = 1; k <= tail; k++) {
            int b = bytes[i + k] & 0xff;
            if ((b & 0xc0) != 0x80) {
                return INVALID;
            }
            cp = (cp << 6) | (b & 0x3f);
        }
        return cp < min ? INVALID : cp;
    }

    /** Number of bytes the (valid) code point occupies in UTF-8. */
    static int length(int cp) {
        if (cp < 0x80) {
            return 1;
        }
        if (cp < 0x800) {
            return 2;
        }
        return cp < 0x10000 ? 3 : 4;
    }

    /** Writes the UTF-8 form of {@code cp} at {@code pos} and returns the position after it. */
    static int encode(int cp, byte[] out, int pos) {
        if (cp < 0x80) {
            out[pos++] = (byte) cp;
        } else if (cp < 0x800) {
            out[pos++] = (byte) (0xc0 | (cp >> 6));
            out[pos++] = (byte) (0x80 | (cp & 0x3f));
        } else if (cp < 0x10000) {
            out[pos++] = (byte) (0xe0 | (cp >> 12));
            out[pos++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
            out[pos++] = (byte) (0x80 | (cp & 0x3f));
        } else {
            out[pos++] = (byte) (0xf0 | (cp >> 18));
            out[pos++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
            out[pos++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
            out[pos++] = (byte) (0x80 | (cp & 0x3f));
        }
        return pos;
    }
}
