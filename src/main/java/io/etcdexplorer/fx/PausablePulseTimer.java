package io.etcdexplorer.fx;

import com.sun.glass.ui.Timer;

import java.util.concurrent.locks.LockSupport;

/**
 * JavaFX's pulse timer as on Windows and macOS: a thread of its own that JavaFX can pause. JavaFX asks its timer to
 * pause once nothing has animated or changed for 250 ms and to resume when something does, but on Linux the GTK
 * timer ignores the request ({@code GtkTimer._pause} is empty in JavaFX 21) and wakes the UI thread 60 times a
 * second for ever: about 200-250 ms of CPU a minute in a window that shows nothing new (bench/README.md, "Start-up
 * and idle"). This one sleeps while paused. What it runs is JavaFX's own timer task, which only posts a pulse to the
 * UI thread when one is due, the same task the Windows timer runs from its own thread. {@link PulseTimers} installs
 * it.
 */
final class PausablePulseTimer extends Timer {

    private final Object lock = new Object();
    private Thread thread;
    private boolean paused;

    PausablePulseTimer(Runnable pulseTask) {
        super(pulseTask);
    }

    @Override
    protected long _start(Runnable task, int period) {
        long periodNanos = period * 1_000_000L;
        Thread ticking = new Thread(() -> tick(task, periodNanos), "etcd-explorer-pulse-timer");
        ticking.setDaemon(true);
        ticking.setPriority(Thread.MAX_PRIORITY); // a late pulse is a dropped frame, as for JavaFX's own timers
        synchronized (lock) {
            thread = ticking;
        }
        ticking.start();
        return 1; // Timer wants a non-zero handle; there is only one timer
    }

    @Override
    protected long _start(Runnable task) {
        throw new UnsupportedOperationException("no vsync timer: JavaFX uses one only where the platform has it");
    }

    @Override
    protected void _stop(long handle) {
        Thread stopping;
        synchronized (lock) {
            stopping = thread;
            thread = null;
            lock.notifyAll();
        }
        if (stopping != null) {
            stopping.interrupt();
        }
    }

    @Override
    protected void _pause(long handle) {
        synchronized (lock) {
            paused = true;
        }
    }

    @Override
    protected void _resume(long handle) {
        synchronized (lock) {
            paused = false;
            lock.notifyAll();
        }
    }

    private void tick(Runnable task, long periodNanos) {
        long next = System.nanoTime() + periodNanos;
        while (true) {
            synchronized (lock) {
                if (thread != Thread.currentThread()) {
                    return;
                }
                if (paused) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        continue; // stopped (checked above) or woken
                    }
                    next = System.nanoTime(); // a resumed animation gets its first frame at once
                    continue;
                }
            }
            long wait = next - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
                continue; // re-check pause and stop after each sleep
            }
            next = Math.max(next + periodNanos, System.nanoTime());
            task.run();
        }
    }
}
