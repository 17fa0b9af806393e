package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.etcd.watch.WatchListener;
import io.etcdexplorer.etcd.watch.WatchStatus;
import io.etcdexplorer.etcd.watch.WatchStream;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The watch behind one event panel or the live key tree: one {@link WatchStream} at a time, whose events jetcd's
 * threads only queue; the UI thread takes them in slices of at most {@code drainLimit} per turn, with one drain
 * pending at most, so a busy cluster costs one UI task per pulse, never one per event. Callbacks of a replaced or
 * stopped watch are ignored. Everything except the listener runs on the UI thread.
 */
final class EventFeed {

    /** Events handed to the panel per UI turn at most (one watch response may carry more; it is never split). */
    static final int DRAIN_LIMIT = 500;

    /** What the panel hears, on the UI thread. */
    interface Sink {
        /** New events in revision order; {@code afterReconnect} marks the first slice after a resumed watch. */
        void events(List<WatchEvent> fresh, boolean afterReconnect);

        /** The watch's state, and as one line; STOPPED and FAILED mean it ended for good. */
        void state(WatchListener.State state, String text);

        /** The watch resumed after a drop; {@code message} says from where and why, in the user's language. */
        void resumed(String message);

        /** The start revision was compacted: the watch stopped. */
        void compacted(long requestedRevision, long compactRevision);
    }

    private final BackgroundExecutor executor;
    private final Sink sink;
    private final int drainLimit;
    private final ConcurrentLinkedQueue<Batch> queue = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainPending = new AtomicBoolean();
    private WatchStream stream;
    /** The listener of the current watch; batches and callbacks of earlier watches are ignored. */
    private Listener current;
    private boolean markNext;

    EventFeed(BackgroundExecutor executor, Sink sink) {
        this(executor, sink, DRAIN_LIMIT);
    }

    EventFeed(BackgroundExecutor executor, Sink sink, int drainLimit) {
        this.executor = executor;
        this.sink = sink;
        this.drainLimit = drainLimit;
    }

    /** Replaces any running watch (whose delivered events are handed over first). */
    void start(EtcdSession session, byte[] prefix, long fromRevision) {
        stopStream();
        drainNow();
        Listener listener = new Listener();
        current = listener;
        try {
            stream = WatchStream.start(session, prefix, fromRevision, listener);
        } catch (RuntimeException failure) {
            current = null;
            throw failure;
        }
    }

    /** Stops the watch after handing over what it delivered; returns its last revision, or -1 without a watch. */
    long stop() {
        WatchStream running = stream;
        stopStream();
        drainNow();
        current = null;
        return running == null ? -1 : running.lastRevision();
    }

    boolean isRunning() {
        return current != null;
    }

    /** Forgets events queued but not yet handed over (the panel was cleared). */
    void dropQueued() {
        queue.clear();
    }

    private void stopStream() {
        WatchStream running = stream;
        stream = null;
        if (running != null) {
            running.close();
        }
    }

    private void scheduleDrain() {
        if (drainPending.compareAndSet(false, true)) {
            executor.onUi(this::drain);
        }
    }

    /** Everything queued, now (before a stop or a state change that must follow the events before it). */
    private void drainNow() {
        do {
            drainPending.set(false);
            drain();
        } while (!queue.isEmpty());
    }

    private void drain() {
        drainPending.set(false);
        List<WatchEvent> fresh = new ArrayList<>();
        for (Batch batch = queue.poll(); batch != null; batch = fresh.size() >= drainLimit ? null : queue.poll()) {
            if (batch.listener == current) {
                fresh.addAll(batch.events);
            }
        }
        if (!queue.isEmpty()) {
            scheduleDrain();
        }
        if (!fresh.isEmpty()) {
            boolean mark = markNext;
            markNext = false;
            sink.events(fresh, mark);
        }
    }

    private record Batch(Listener listener, List<WatchEvent> events) {
    }

    /** One watch's listener; jetcd threads call it. */
    private final class Listener implements WatchListener {

        @Override
        public void events(List<WatchEvent> batch) {
            queue.add(new Batch(this, batch));
            scheduleDrain();
        }

        @Override
        public void gap(long fromRevision, long toRevision, String reason) {
            // compacted() follows and explains it.
        }

        @Override
        public void compacted(long requestedRevision, long compactRevision) {
            executor.onUi(() -> {
                if (current == this) {
                    drainNow();
                    sink.compacted(requestedRevision, compactRevision);
                }
            });
        }

        @Override
        public void state(WatchStatus status) {
            executor.onUi(() -> {
                if (current != this) {
                    return;
                }
                if (status.ended() || status.resumed()) {
                    drainNow(); // events from before the drop are not the first ones after it
                }
                sink.state(status.state(), WatchStatusText.line(status));
                if (status.resumed()) {
                    markNext = true;
                    sink.resumed(WatchStatusText.detail(status));
                }
            });
        }
    }
}
