package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
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
    private final BackgroundExecutor executor;
    private final Supplier<EtcdSession> session;
    private final LongSupplier revision;
    private final LongSupplier nanoClock;
    private final Latest sizes = new Latest();
    private KeyNode listed;
    private long lastBuilt = Long.MIN_VALUE / 2;
    private boolean late;

    ChildRows(BackgroundExecutor executor, Supplier<EtcdSession> session, LongSupplier revision,
              LongSupplier nanoClock) {
        this.executor = executor;
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
        long ticket = sizes.next();
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
        executor.submit(() -> current.valueSizes(keyed.stream().map(r -> r.node().path()).toList(), at), found -> {
            if (sizes.isCurrent(ticket)) {
                for (int i = 0; i < found.length; i++) {
                    keyed.get(i).setValueSize(found[i]);
                }
            }
        }, failure -> { /* sizes are a nicety: the rows stay usable without them */ });
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
