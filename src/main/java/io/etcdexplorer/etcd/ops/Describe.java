package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;

import java.util.Locale;

/** Small text helpers shared by the results' one-line summaries and the etcdctl commands. */
final class Describe {

    /** The package's texts: the results' summaries and the operations' problems. */
    static final Messages TEXT = Messages.of(Describe.class);

    private Describe() {
    }

    /** A lease id the way etcdctl prints and parses it: 16 lowercase hex digits. */
    static String leaseHex(long id) {
        return String.format(Locale.ROOT, "%016x", id);
    }

    static String key(byte[] key) {
        return KeyText.display(key);
    }
}
