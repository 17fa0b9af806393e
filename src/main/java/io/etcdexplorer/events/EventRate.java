package io.etcdexplorer.events;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.util.function.LongSupplier;

/**
 * Events per second: the last whole second's count and a {@value #HISTORY_SECONDS}-second history for the
 * sparkline. Whole seconds of the given clock, so a test can step time. UI thread only.
 */
final class EventRate {

    static final int HISTORY_SECONDS = 60;
    private static final long SECOND_NANOS = 1_000_000_000L;

    private final ReadOnlyDoubleWrapper perSecond = new ReadOnlyDoubleWrapper();
    private final ReadOnlyObjectWrapper<int[]> history = new ReadOnlyObjectWrapper<>(new int[HISTORY_SECONDS]);
    private final LongSupplier nanoClock;
    private long second = -1;
    private long countThisSecond;

    EventRate(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    ReadOnlyDoubleProperty perSecondProperty() {
        return perSecond.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<int[]> historyProperty() {
        return history.getReadOnlyProperty();
    }

    /** Counts {@code count} events now (0 just moves the clock on, so the rate falls when events stop). */
    void count(int count) {
        long now = nanoClock.getAsLong() / SECOND_NANOS;
        if (second != now) {
            perSecond.set(now == second + 1 ? countThisSecond : 0);
            record(second < 0 ? 0 : countThisSecond, now - second);
            second = now;
            countThisSecond = 0;
        }
        countThisSecond += count;
    }

    void reset() {
        countThisSecond = 0;
        perSecond.set(0);
        history.set(new int[HISTORY_SECONDS]);
    }

    /** The second that just ended had {@code count} events, and the {@code elapsed - 1} after it none. */
    private void record(long count, long elapsed) {
        int[] old = history.get();
        int n = old.length;
        int shift = (int) Math.min(Math.max(elapsed, 1), n);
        int[] next = new int[n];
        if (elapsed <= n) { // else even the second that ended is older than the history
            System.arraycopy(old, shift, next, 0, n - shift);
            next[n - shift] = (int) Math.min(count, Integer.MAX_VALUE);
        }
        history.set(next);
    }
}
