package io.etcdexplorer.etcd.ops;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;

/** Quotes arguments for a POSIX shell (bash, zsh), so a copied command does exactly what it says. */
public final class ShellQuote {

    private ShellQuote() {
    }

    /** A word the shell passes through unchanged: bare when safe, else in single quotes. */
    public static String quote(String text) {
        if (!text.isEmpty() && text.matches("[A-Za-z0-9_@%+=:,./-]+")) {
            return text;
        }
        return "'" + text.replace("'", "'\\''") + "'";
    }

    /**
     * Bytes as one shell word. Printable UTF-8 is single-quoted; anything else uses bash's {@code $'...'}
     * with {@code \xNN} escapes, the only portable way to pass arbitrary bytes such as non-UTF-8 keys.
     */
    public static String quote(byte[] bytes) {
        String text = utf8(bytes);
        if (text != null && text.codePoints().noneMatch(c -> Character.isISOControl(c))) {
            return quote(text);
        }
        StringBuilder out = new StringBuilder("$'");
        for (byte b : bytes) {
            int v = b & 0xff;
            if (v >= 0x20 && v < 0x7f && v != '\'' && v != '\\') {
                out.append((char) v);
            } else {
                out.append(String.format("\\x%02x", v));
            }
        }
        return out.append('\'').toString();
    }

    private static String utf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
