package io.etcdexplorer.timeline;

import java.util.List;

/**
 * The result of comparing the keys under {@code prefix} at revisions A and B ({@code revisionA <= revisionB}), or,
 * when {@link #across()} is set, the keys under two prefixes (or on two clusters) matched by their path relative to
 * their prefix and compared by value.
 *
 * @param changes   every added, deleted and modified key, in etcd's (unsigned byte) key order
 * @param keysAtA   how many keys the prefix held at A
 * @param keysAtB   how many keys the prefix held at B
 * @param unchanged keys present at both with the same mod revision (across: with the same value)
 * @param across    null for two revisions of one keyspace
 */
public record KeyspaceDiff(byte[] prefix, long revisionA, long revisionB, List<KeyChange> changes, long keysAtA,
                           long keysAtB, long unchanged, Across across) {

    /**
     * What two sides were compared, when they are not two revisions of one keyspace.
     *
     * @param clusterA the name of side A's cluster (a profile name)
     * @param clusterB the name of side B's cluster; the same as A's for two prefixes of one cluster
     * @param prefixB  side B's prefix; keys match when their paths after the two prefixes are equal
     */
    public record Across(String clusterA, String clusterB, byte[] prefixB) {
    }

    public KeyspaceDiff {
        changes = List.copyOf(changes);
    }

    /** Two revisions of one keyspace. */
    public KeyspaceDiff(byte[] prefix, long revisionA, long revisionB, List<KeyChange> changes, long keysAtA,
                        long keysAtB, long unchanged) {
        this(prefix, revisionA, revisionB, changes, keysAtA, keysAtB, unchanged, null);
    }

    /** Side B's prefix: {@link #prefix()} unless two prefixes were compared. */
    public byte[] prefixB() {
        return across == null ? prefix : across.prefixB();
    }

    public long count(KeyChange.Kind kind) {
        return changes.stream().filter(c -> c.kind() == kind).count();
    }

    /** Modified keys that were deleted and created again in between (counted among the modified ones too). */
    public long recreated() {
        return changes.stream().filter(KeyChange::recreated).count();
    }
}
