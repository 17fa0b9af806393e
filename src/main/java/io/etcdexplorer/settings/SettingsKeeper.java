package io.etcdexplorer.settings;

import io.etcdexplorer.concurrent.BackgroundExecutor;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The settings of this run, changed on the FX thread and written in the background. A generation number keeps an
 * older snapshot from overwriting a newer one when two writes overlap.
 */
public final class SettingsKeeper {

    private static final Logger LOG = LoggerFactory.getLogger(SettingsKeeper.class);

    private final SettingsStore store;
    private final BackgroundExecutor executor;
    private final Object writeLock = new Object();
    private AppSettings current;
    private long requested;
    private long written;

    public SettingsKeeper(SettingsStore store, BackgroundExecutor executor, AppSettings loaded) {
        this.store = store;
        this.executor = executor;
        this.current = loaded;
    }

    public AppSettings current() {
        return current;
    }

    /** Changes the settings and writes them in the background. */
    public void update(UnaryOperator<AppSettings> change) {
        write(change);
    }

    /**
     * For the window closing: writes in the background but waits (at most {@code patience}) for it, because the
     * executor's threads are stopped right after and would cut the write off.
     */
    public void updateAndWait(UnaryOperator<AppSettings> change, Duration patience) {
        CountDownLatch done = write(change);
        try {
            done.await(patience.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private CountDownLatch write(UnaryOperator<AppSettings> change) {
        current = change.apply(current);
        AppSettings snapshot = current;
        long generation = ++requested;
        CountDownLatch done = new CountDownLatch(1);
        Runnable save = () -> {
            try {
                synchronized (writeLock) {
                    if (generation > written) {
                        store.save(snapshot);
                        written = generation;
                    }
                }
            } catch (IOException e) {
                // Losing a window size or theme choice is not worth interrupting anyone for: the log only.
                LOG.warn("Could not save the settings: {}", e.getMessage(), e);
            } finally {
                done.countDown();
            }
        };
        try {
            executor.runQuietly(save);
        } catch (java.util.concurrent.RejectedExecutionException stopped) {
            save.run(); // the threads are already stopped (the app is closing): write here rather than lose it
        }
        return done;
    }
}
