package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * The History tab's second step: once the current life is shown, the key's earlier lives are read in the background
 * (a watch over the keyspace's whole history, which can take seconds on a big cluster), with a line saying so, a
 * progress bar and Cancel; after a cancel or a failure, "Load earlier lives…" reads them again. Part of
 * {@link HistoryViewModel}, which hands it each current life and takes the whole history back. UI thread only.
 */
final class EarlierLives {

    private static final Messages TEXT = Messages.of(EarlierLives.class);

    private final ReadOnlyStringWrapper line = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper reading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(-1);
    private final ReadOnlyBooleanWrapper canLoad = new ReadOnlyBooleanWrapper();

    private final Tasks tasks;
    private final Consumer<KeyHistory> onRead;
    private final Latest reads = new Latest();
    /** What {@link #load()} reads: the current life still waiting for its earlier lives, and where from. */
    private KeyHistory waiting;
    private EtcdSession session;
    private HistoryReader reader;
    /** Counts starts and stops, so that progress sent by a read that was dropped meanwhile is ignored. */
    private long generation;

    /** {@code onRead} receives the whole history (earlier lives in front of the current one). */
    EarlierLives(Tasks tasks, Consumer<KeyHistory> onRead) {
        this.tasks = tasks;
        this.onRead = onRead;
    }

    /** What the line under the summary says about earlier lives; empty when there is nothing to say. */
    ReadOnlyStringProperty lineProperty() {
        return line.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty readingProperty() {
        return reading.getReadOnlyProperty();
    }

    /** From 0 to 1 as the watch gets past the window's revisions; -1 until etcd sends the first of them. */
    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** True when earlier lives are known to be unread and no read runs: after a cancel or a failure. */
    ReadOnlyBooleanProperty canLoadProperty() {
        return canLoad.getReadOnlyProperty();
    }

    /** {@code current} was just shown: reads its earlier lives now, when it has any to read. */
    void readAfter(KeyHistory current, EtcdSession open, HistoryReader with) {
        forget();
        if (!current.earlierPending() || !current.complete()) {
            return;
        }
        waiting = current;
        session = open;
        reader = with;
        load();
    }

    /** Reads the earlier lives of the key shown (again, after a cancel or a failure). */
    void load() {
        KeyHistory current = waiting;
        if (current == null) {
            return;
        }
        long ticket = ++generation;
        long from = current.oldestAvailable();
        long upTo = current.earlierUpTo();
        line.set(TEXT.format(current.lives().isEmpty() ? "earlier.readingGone" : "earlier.reading",
                String.valueOf(from), String.valueOf(upTo)));
        progress.set(-1);
        canLoad.set(false);
        HistoryReader read = reader;
        EtcdSession open = session;
        LongConsumer reached = progressTo(ticket, from, upTo);
        tasks.runStoppable(stopped -> read.readEarlierLives(current, stopped::getAsBoolean, reached))
                .latestIn(reads).busy(reading).onSuccess(all -> {
                    forget();
                    onRead.accept(all);
                }).onFailure(failure -> {
                    line.set(TEXT.format("earlier.failed",
                            EtcdErrors.translate(failure, open.settings().endpointsLabel()).describe()));
                    canLoad.set(true);
                }).start();
    }

    /** Stops reading earlier lives; the current life stays, and "Load earlier lives…" can read them later. */
    void cancel() {
        if (!reading.get()) {
            return;
        }
        generation++;
        reads.invalidate();
        line.set(TEXT.format("earlier.cancelled", String.valueOf(waiting.earlierUpTo() + 1)));
        progress.set(-1);
        canLoad.set(true);
    }

    /** Another key, another read of this one, or no key: drops the read under way and says nothing more. */
    void forget() {
        generation++;
        reads.invalidate();
        waiting = null;
        session = null;
        reader = null;
        line.set("");
        progress.set(-1);
        canLoad.set(false);
    }

    /** Hands progress to the UI thread once per percent at most, not once per event. */
    private LongConsumer progressTo(long ticket, long from, long upTo) {
        int[] posted = {-1}; // read and written on the reading thread only
        return revision -> {
            int percent = (int) Math.min(100, Math.max(0, 100 * (revision - from) / Math.max(1, upTo - from)));
            if (percent > posted[0]) {
                posted[0] = percent;
                tasks.onUi(() -> {
                    if (generation == ticket) {
                        progress.set(percent / 100.0);
                    }
                });
            }
        };
    }
}
