package io.etcdexplorer.etcd.ops;

import java.util.Objects;

/**
 * A range read, field for field etcdctl's {@code get} flags. Keys are relative to the session's namespace. An
 * empty key with {@code prefix} reads every key.
 *
 * @param revision 0 for the latest revision
 * @param limit    0 for no limit
 */
public record GetRequest(byte[] key, boolean prefix, long revision, boolean keysOnly, boolean countOnly,
                         SortTarget sortTarget, SortOrder sortOrder, long limit) {

    public GetRequest {
        Objects.requireNonNull(key, "key");
        sortTarget = sortTarget == null ? SortTarget.KEY : sortTarget;
        sortOrder = sortOrder == null ? SortOrder.NONE : sortOrder;
        if (revision < 0 || limit < 0) {
            throw new IllegalArgumentException("revision and limit must not be negative");
        }
    }

    /** One key at the latest revision. */
    public static GetRequest of(byte[] key) {
        return new GetRequest(key, false, 0, false, false, SortTarget.KEY, SortOrder.NONE, 0);
    }

    /** Every key starting with {@code prefix}, in key order. */
    public static GetRequest prefix(byte[] prefix) {
        return new GetRequest(prefix, true, 0, false, false, SortTarget.KEY, SortOrder.NONE, 0);
    }

    public GetRequest atRevision(long rev) {
        return new GetRequest(key, prefix, rev, keysOnly, countOnly, sortTarget, sortOrder, limit);
    }

    public GetRequest withKeysOnly() {
        return new GetRequest(key, prefix, revision, true, countOnly, sortTarget, sortOrder, limit);
    }

    public GetRequest withCountOnly() {
        return new GetRequest(key, prefix, revision, keysOnly, true, sortTarget, sortOrder, limit);
    }

    public GetRequest sorted(SortTarget target, SortOrder order) {
        return new GetRequest(key, prefix, revision, keysOnly, countOnly, target, order, limit);
    }

    public GetRequest withLimit(long max) {
        return new GetRequest(key, prefix, revision, keysOnly, countOnly, sortTarget, sortOrder, max);
    }
}
