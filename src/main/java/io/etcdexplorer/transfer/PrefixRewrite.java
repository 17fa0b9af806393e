package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;

import java.nio.charset.StandardCharsets;

/**
 * Imports keys under another prefix: a key starting with {@code from} gets {@code to} in its place. Keys outside
 * {@code from} are skipped, since they would otherwise land somewhere the user did not choose.
 * {@code from = ""} with {@code to = "/copy"} moves everything under {@code /copy}.
 */
public record PrefixRewrite(byte[] from, byte[] to) {

    private static final Messages TEXT = Messages.of(PrefixRewrite.class);

    public static PrefixRewrite none() {
        return new PrefixRewrite(new byte[0], new byte[0]);
    }

    public static PrefixRewrite of(String from, String to) {
        return new PrefixRewrite(from.getBytes(StandardCharsets.UTF_8), to.getBytes(StandardCharsets.UTF_8));
    }

    public PrefixRewrite {
        from = from.clone();
        to = to.clone();
    }

    public boolean isIdentity() {
        return java.util.Arrays.equals(from, to);
    }

    /** The target key, or null when {@code key} is outside {@code from} and so is not imported. */
    public byte[] apply(byte[] key) {
        if (!KeyRanges.startsWith(key, from)) {
            return null;
        }
        if (isIdentity()) {
            return key;
        }
        byte[] result = new byte[to.length + key.length - from.length];
        System.arraycopy(to, 0, result, 0, to.length);
        System.arraycopy(key, from.length, result, to.length, key.length - from.length);
        return result;
    }

    /** "/a/ → /b/" for the preview. */
    public String describe() {
        return isIdentity() ? TEXT.get("rewrite.same")
                : TEXT.format("rewrite.replaced", KeyText.display(from), KeyText.display(to));
    }
}
