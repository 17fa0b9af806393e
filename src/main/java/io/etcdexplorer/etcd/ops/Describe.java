package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.values.KeyText;

import java.util.Locale;

/** Small text helpers shared by the results' one-line summaries and the etcdctl commands. */
final class Describe {

    private Describe() {
    }

    /** A lease id the way etcdctl prints and parses it: 16 lowercase hex digits. */
    static String leaseHex(long id) {
        return String.format(Locale.ROOT, "%016x", id);
    }

    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    static String key(byte[] key) {
        return KeyText.display(key);
    }

    /** A size for a log line: exact bytes below 1 KiB, else one decimal in KiB or MiB. */
    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0);
        }
        return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024));
    }
}
