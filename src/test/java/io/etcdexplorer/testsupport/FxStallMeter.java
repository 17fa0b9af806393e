package io.etcdexplorer.testsupport;

import javafx.application.Platform;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.testfx.util.WaitForAsyncUtils;

/**
 * Measures how responsive the FX thread stays: a thread of its own posts a {@code Platform.runLater} every
 * 10 ms and records the longest it waited to run, which is the longest the window would have stood still.
 */
public final class FxStallMeter implements AutoCloseable {

    private final AtomicLong worstNanos = new AtomicLong();
    private final Thread prober;
    private volatile boolean running = true;

    private FxStallMeter() {
        prober = new Thread(this::probe, "fx-stall-meter");
        prober.setDaemon(true);
        prober.start();
    }

    /** Starts measuring; the toolkit must be running. */
    public static FxStallMeter start() {
        return new FxStallMeter();
    }

    /** The longest wait so far, in milliseconds. */
    public long worstMillis() {
        return TimeUnit.NANOSECONDS.toMillis(worstNanos.get());
    }

    /** Runs the work on the FX thread and returns its result together with how long it held the thread. */
    public static <T> Timed<T> onFx(Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            long start = System.nanoTime();
            T result = work.call();
            return new Timed<>(result, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
        }).get(60, TimeUnit.SECONDS);
    }

    /** A result and the milliseconds its work took. */
    public record Timed<T>(T value, long millis) {
    }

    private void probe() {
        while (running) {
            long start = System.nanoTime();
            CountDownLatch ran = new CountDownLatch(1);
            Platform.runLater(ran::countDown);
            try {
                ran.await(60, TimeUnit.SECONDS);
                worstNanos.accumulateAndGet(System.nanoTime() - start, Math::max);
                Thread.sleep(10);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        prober.join(5_000);
    }
}
