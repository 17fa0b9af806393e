package io.etcdexplorer.events;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.function.LongSupplier;

/**
 * An event panel's counters: events received, shown, dropped by the buffer and waiting while paused, the rate,
 * and all of it as one line for the status label. The panel tells it what changed; UI thread only.
 */
final class EventCounters {

    private static final io.etcdexplorer.i18n.Messages TEXT = io.etcdexplorer.i18n.Messages.of(EventCounters.class);

    private final ReadOnlyLongWrapper received = new ReadOnlyLongWrapper();
    private final ReadOnlyIntegerWrapper shown = new ReadOnlyIntegerWrapper();
    private final ReadOnlyLongWrapper dropped = new ReadOnlyLongWrapper();
    private final ReadOnlyLongWrapper pending = new ReadOnlyLongWrapper();
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final EventRate rate;

    EventCounters(LongSupplier nanoClock) {
        this.rate = new EventRate(nanoClock);
    }

    ReadOnlyLongProperty receivedProperty() {
        return received.getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    ReadOnlyLongProperty droppedProperty() {
        return dropped.getReadOnlyProperty();
    }

    ReadOnlyLongProperty pendingProperty() {
        return pending.getReadOnlyProperty();
    }

    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    ReadOnlyDoubleProperty perSecondProperty() {
        return rate.perSecondProperty();
    }

    ReadOnlyObjectProperty<int[]> historyProperty() {
        return rate.historyProperty();
    }

    /** {@code count} events arrived (waiting, while {@code paused}); the list shows {@code shownNow} now. */
    void arrived(int count, boolean paused, int shownNow, long droppedNow) {
        rate.count(count);
        if (paused) {
            pending.set(pending.get() + count);
        }
        long total = received.get() + count;
        show(total, paused, shownNow, droppedNow);
        // Last, so whoever waits for the count (tests with a same-thread executor) sees the whole slice.
        received.set(total);
    }

    /** The list was filtered again from the buffer: nothing waits any more. */
    void refiltered(int shownNow, long droppedNow) {
        pending.set(0);
        show(received.get(), false, shownNow, droppedNow);
    }

    /** The panel forgot its events: every count starts again from 0. */
    void reset(boolean paused, int shownNow, long droppedNow) {
        received.set(0);
        pending.set(0);
        rate.reset();
        show(0, paused, shownNow, droppedNow);
    }

    /** A second passed: the rate falls to 0 when events stop coming. */
    void tick(boolean paused, int shownNow, long droppedNow) {
        rate.count(0);
        show(received.get(), paused, shownNow, droppedNow);
    }

    private void show(long receivedTotal, boolean paused, int shownNow, long droppedNow) {
        shown.set(shownNow);
        dropped.set(droppedNow);
        long perSecond = (long) rate.perSecondProperty().get();
        text.set(paused && pending.get() > 0
                ? TEXT.format("countersPaused", receivedTotal, shownNow, droppedNow, perSecond, pending.get())
                : TEXT.format("counters", receivedTotal, shownNow, droppedNow, perSecond));
    }
}
