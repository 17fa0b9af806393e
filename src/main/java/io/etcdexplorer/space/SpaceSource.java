package io.etcdexplorer.space;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Where the space view's figures come from: one connected cluster. Reads run on a background thread, in bounded pages,
 * keep only sizes (never values) and look at {@code stopped} between pages.
 */
public interface SpaceSource {

    /** Default byte cap of a size breakdown: values read past it are not counted and the report is incomplete. */
    long DEFAULT_BYTE_CAP = 4L << 30;

    /**
     * Sizes under {@code prefix} (empty: the whole keyspace) at the latest revision, cut by {@code grouping}, reading
     * at most {@code byteCap} bytes of keys and values.
     */
    SpaceReport sizes(byte[] prefix, SpaceGrouping grouping, long byteCap, BooleanSupplier stopped,
                      Consumer<ScanProgress> progress);

    /**
     * Changes under {@code prefix} after {@code fromRevision} up to {@code toRevision} (inclusive), from the history
     * etcd still keeps; a compacted {@code fromRevision} fails with a message naming the oldest revision kept.
     */
    SpaceReport churn(byte[] prefix, SpaceGrouping grouping, long fromRevision, long toRevision,
                      BooleanSupplier stopped, Consumer<ScanProgress> progress);

    /** Each member's database size, size in use and quota. */
    List<MemberSpace> members();
}
