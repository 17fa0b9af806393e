package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdSession;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The table's rows: the children of the listed node, with the value sizes of the first keys read in the background.
 * Rows carry the metadata they were made with, so a change below the listed node rebuilds them; a watch storm would
 * rebuild them (and re-read their sizes) on every drain, so changes from the live watch rebuild them at most every
 * {@link #LIVE_INTERVAL_NANOS}, and {@link #flushLate()} applies the last deferred one. Confined to the UI thread.
 */
final class ChildRows {

    /** Value sizes cost a read of each value: only the first rows of a huge node get them. */
    static final int MAX_SIZED_ROWS = 2_000;
    /** The fastest live changes rebuild the rows; a user still sees a change within about a second. */
    static final long LIVE_INTERVAL_NANOS = 400_000_000L;

    private final ObservableList<KeyRow> rows = FXCollections.observableArrayList();
    private final Tasks tasks;
    private final Supplier<EtcdSession> session;
    private final LongSupplier revision;
    private final LongSupplier nanoClock;
    private final Latest sizes = new Latest();
    private KeyNode listed;
    private long lastBuilt = Long.MIN_VALUE / 2;
    private boolean late;

    ChildRows(BackgroundExecutor executor, Supplier<EtcdSession> session, LongSupplier revision,
              LongSupplier nanoClock) {
        this.tasks = new Tasks(executor);
        this.session = session;
        this.revision = revision;
        this.nanoClock = nanoClock;
    }

    ObservableList<KeyRow> rows() {
        return rows;
    }

    KeyNode listed() {
        return listed;
    }

    /** Lists {@code node}'s children (null: none). */
    void show(KeyNode node) {
        listed = node;
        rebuild();
    }

    /** The same node's rows again, now: a write of this window, or the node's children changed. */
    void rebuild() {
        late = false;
        lastBuilt = nanoClock.getAsLong();
        sizes.invalidate(); // the sizes of rows rebuilt now would land on rows no longer shown
        if (listed == null) {
            rows.clear();
            return;
        }
        List<KeyRow> fresh = listed.children().stream().map(KeyRow::new).toList();
        rows.setAll(fresh);
        List<KeyRow> keyed = fresh.stream().filter(KeyRow::isKey).limit(MAX_SIZED_ROWS).toList();
        EtcdSession current = session.get();
        if (keyed.isEmpty() || current == null) {
            return;
        }
        long at = revision.getAsLong();
        tasks.run(() -> current.valueSizes(keyed.stream().map(r -> r.node().path()).toList(), at)).latestIn(sizes)
                .onSuccess(found -> {
                    for (int i = 0; i < found.length; i++) {
                        keyed.get(i).setValueSize(found[i]);
                    }
                }).onFailure(failure -> { /* sizes are a nicety: the rows stay usable without them */ }).start();
    }

    /** True when one of {@code keys} lies under the listed node, so its rows are out of date. */
    boolean isListingAny(java.util.stream.Stream<byte[]> keys) {
        if (listed == null) {
            return false;
        }
        if (listed.isRoot()) {
            return true; // the root lists keys with and without a leading slash
        }
        byte[] prefix = listed.childPrefix();
        return keys.anyMatch(k -> k.length >= prefix.length
                && java.util.Arrays.equals(k, 0, prefix.length, prefix, 0, prefix.length));
    }

    /** A live change below the listed node: rebuilds now, or later when the last rebuild was very recent. */
    void liveChange() {
        if (nanoClock.getAsLong() - lastBuilt >= LIVE_INTERVAL_NANOS) {
            rebuild();
        } else {
            late = true;
        }
    }

    /** Applies a deferred live change once its interval has passed; called by a timer about twice a second. */
    void flushLate() {
        if (late && nanoClock.getAsLong() - lastBuilt >= LIVE_INTERVAL_NANOS) {
            rebuild();
        }
    }

    /** True while a live change waits for {@link #flushLate()}. */
    boolean isLate() {
        return late;
    }

    void clear() {
        listed = null;
        late = false;
        sizes.invalidate();
        rows.clear();
    }
}
