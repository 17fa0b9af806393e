package io.etcdexplorer.cluster;

import java.util.List;

/**
 * One lease as read: its remaining and granted TTL in seconds and its keys (relative to the profile's key prefix;
 * a key outside it is given in full).
 */
record LeaseInfo(long id, long ttl, long grantedTtl, List<byte[]> keys) {

    public LeaseInfo {
        keys = List.copyOf(keys);
    }

    /** The id as etcdctl prints and parses it: 16 hex digits. */
    public String idText() {
        return String.format(java.util.Locale.ROOT, "%016x", id);
    }
}
