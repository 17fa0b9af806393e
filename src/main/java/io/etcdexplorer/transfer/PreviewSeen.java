package io.etcdexplorer.transfer;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * What an import preview saw of the cluster: each target key's mod revision (0: the key did not exist), in the
 * file's order, so the import can write each batch only if those keys are still as the user was shown. Kept as one
 * number per entry (8 bytes a key), plus a digest of the entries read, so an import of a file edited since its
 * preview is refused rather than guarded by the wrong revisions.
 */
public final class PreviewSeen {

    private long[] modRevisions = new long[256];
    private int size;
    private final Entries entries = new Entries();
    private byte[] digest;

    void saw(byte[] key, byte[] value, long modRevision) {
        if (size == modRevisions.length) {
            modRevisions = Arrays.copyOf(modRevisions, size * 2);
        }
        modRevisions[size++] = modRevision;
        entries.add(key, value);
    }

    void seal() {
        digest = entries.digest();
    }

    /** The mod revision the preview saw for the {@code index}-th entry written, 0 if the key was absent. */
    long modRevision(int index) {
        return modRevisions[index];
    }

    int size() {
        return size;
    }

    /** True when {@code other} read the same entries, in the same order, as this preview. */
    boolean sameEntries(Entries other) {
        return MessageDigest.isEqual(digest, other.digest());
    }

    /** A running SHA-256 of the (key, value) entries of a file after the prefix rewrite. */
    static final class Entries {
        private final MessageDigest sha;
        private byte[] done;

        Entries() {
            try {
                sha = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java runtime has SHA-256", e);
            }
        }

        void add(byte[] key, byte[] value) {
            // Lengths first, so that ("ab", "c") and ("a", "bc") differ.
            sha.update(ByteBuffer.allocate(8).putInt(key.length).putInt(value.length).array());
            sha.update(key);
            sha.update(value);
        }

        byte[] digest() {
            if (done == null) {
                done = sha.digest();
            }
            return done;
        }
    }
}
