package io.etcdexplorer.timeline;

import java.util.List;

/**
 * The result of comparing the keys under {@code prefix} at revisions A and B ({@code revisionA <= revisionB}).
 *
 * @param changes   every added, deleted and modified key, in etcd's (unsigned byte) key order
 * @param keysAtA   how many keys the prefix held at A
 * @param keysAtB   how many keys the prefix held at B
 * @param unchanged keys present at both with the same mod revision
 */
public record KeyspaceDiff(byte[] prefix, long revisionA, long revisionB, List<KeyChange> changes, long keysAtA,
                           long keysAtB, long unchanged) {

    public KeyspaceDiff {
        changes = List.copyOf(changes);
    }

    public long count(KeyChange.Kind kind) {
        return changes.stream().filter(c -> c.kind() == kind).count();
    }

    /** Modified keys that were deleted and created again in between (counted among the modified ones too). */
    public long recreated() {
        return changes.stream().filter(KeyChange::recreated).count();
    }
}
