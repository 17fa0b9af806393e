package io.etcdexplorer.playground.seed;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Small byte helpers shared by the sample builders. */
final class Bytes {

    private Bytes() {
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] concat(byte[] first, byte[] second) {
        byte[] out = new byte[first.length + second.length];
        System.arraycopy(first, 0, out, 0, first.length);
        System.arraycopy(second, 0, out, first.length, second.length);
        return out;
    }

    /** SHA-256 of a text: the source of every "random looking" identifier, so the seed stays deterministic. */
    static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(utf8(text));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    static String sha256Hex(String text) {
        return HexFormat.of().formatHex(sha256(text));
    }

    /** Decodes valid UTF-8 runs and escapes each invalid byte as {@code \xNN}. */
    static String printable(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            return decoder.decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return escapeInvalid(bytes);
        }
    }

    private static String escapeInvalid(byte[] bytes) {
        StringBuilder out = new StringBuilder();
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer chars = CharBuffer.allocate(bytes.length + 1);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        while (in.hasRemaining()) {
            var result = decoder.decode(in, chars, true);
            chars.flip();
            out.append(chars);
            chars.clear();
            if (result.isMalformed() || result.isUnmappable()) {
                for (int i = 0; i < result.length(); i++) {
                    out.append(String.format("\\x%02x", in.get() & 0xff));
                }
            }
        }
        return out.toString();
    }
}
