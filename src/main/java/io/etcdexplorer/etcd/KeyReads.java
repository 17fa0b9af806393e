package io.etcdexplorer.etcd;

import java.util.Optional;

/**
 * Reads of keys and values, answered in the project's records: what most view models need of a connection.
 * {@link EtcdSession} implements it against etcd; a view-model test implements it with a map, so the paths a real
 * etcd cannot easily produce (a late answer, a failure) are tested without one. Every method blocks: call it off the
 * UI thread.
 */
public interface KeyReads extends ConnectionInfo {

    /** The key now; empty when it does not exist. */
    default Optional<KeyValueData> get(byte[] key) {
        return get(key, 0);
    }

    /** The key as it was at {@code revision} (0: now); empty when it did not exist then. */
    Optional<KeyValueData> get(byte[] key, long revision);

    /**
     * At most {@code limit} keys of {@code [from, end)} now, in key order, with their values or (for a scan of keys
     * alone) without. An empty {@code from} starts at the first key; an {@code end} of "\0" means no upper bound.
     */
    ValuePage range(byte[] from, byte[] end, int limit, boolean withValues);
}
