package io.etcdexplorer.etcd.watch;

import io.etcd.jetcd.Watch;
import io.etcd.jetcd.watch.WatchResponse;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchStatus.Kind;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A watch on a prefix that survives disconnections: on any failure it reconnects with backoff and resumes right
 * after the last revision it delivered, so nothing is lost or repeated. jetcd 0.8.5 does not do this reliably itself:
 * it gives up on some errors (e.g. a response over the inbound limit) and resumes from its own idea of the revision,
 * so each attempt's jetcd watcher is closed on its first error and this class opens the next one.
 *
 * <p>Locking: {@code lock} guards the state and serialises listener calls. jetcd calls {@code onError} while holding
 * its own watch lock and takes that lock in {@code watch()} and {@code close()}, so no jetcd method is ever called
 * while holding {@code lock}; otherwise the two locks could be taken in opposite orders and deadlock.
 */
public final class WatchStream implements AutoCloseable {

    private static final long FIRST_BACKOFF_MS = 100;
    private static final long MAX_BACKOFF_MS = 5_000;

    private final WatchRequests requests;
    private final WatchListener listener;
    private final String target;
    private final RawWatchEvents converter;
    private final ScheduledExecutorService retries;
    private final Object lock = new Object();

    /** The last revision whose events were all delivered; -1 while unknown (started "from now", not yet created). */
    private long lastRevision;
    private final long fromRevision;
    private Attempt current;
    private boolean stopped;
    private long backoffMs = FIRST_BACKOFF_MS;
    /** What started the current outage; later retries usually just say "connection refused". */
    private String outageReason;

    private WatchStream(EtcdSession session, byte[] prefix, long fromRevision, WatchListener listener) {
        this.requests = new WatchRequests(session, prefix);
        this.fromRevision = fromRevision;
        this.listener = listener;
        this.target = session.settings().endpointsLabel();
        this.converter = new RawWatchEvents(session.settings().namespace());
        this.lastRevision = fromRevision > 0 ? fromRevision - 1 : -1;
        this.retries = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "watch-retry");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Starts watching keys under {@code prefix} (empty = the whole keyspace) from {@code fromRevision}, or from now
     * when it is 0. Returns at once; the listener hears CONNECTING, then WATCHING once etcd accepted the watch.
     */
    public static WatchStream start(EtcdSession session, byte[] prefix, long fromRevision, WatchListener listener) {
        if (fromRevision < 0) {
            throw new IllegalArgumentException("fromRevision must be 0 (now) or positive: " + fromRevision);
        }
        WatchStream stream = new WatchStream(session, prefix, fromRevision, listener);
        synchronized (stream.lock) {
            listener.state(WatchStatus.of(Kind.STARTING, fromRevision > 0 ? fromRevision : -1, stream.target));
        }
        // Off the caller's (UI) thread: a watch from now first asks etcd for its current revision.
        stream.retries.execute(() -> stream.open(null));
        return stream;
    }

    /** The last revision delivered (or confirmed empty); -1 before the watch was created when started from now. */
    public long lastRevision() {
        synchronized (lock) {
            return lastRevision;
        }
    }

    /** Stops for good: no reconnect, no further events; the listener hears STOPPED (unless it already stopped). */
    @Override
    public void close() {
        Attempt attempt;
        synchronized (lock) {
            if (stopped) {
                return;
            }
            stopped = true;
            attempt = current;
            current = null;
            listener.state(WatchStatus.of(Kind.CLOSED, lastRevision, target));
        }
        retries.shutdownNow();
        if (attempt != null) {
            attempt.closeWatcher();
        }
    }

    /**
     * Opens one jetcd watch; {@code resumeReason} is null for the first attempt. Never called holding the lock.
     * A watch "from now" is pinned to etcd's current revision first, so that if the stream fails before etcd
     * confirmed it, the retry still resumes from that revision and the events of the outage are not lost.
     */
    private void open(String resumeReason) {
        boolean fromNow;
        synchronized (lock) {
            if (stopped) {
                return;
            }
            fromNow = lastRevision < 0;
        }
        long now = -1;
        Throwable pinFailure = null;
        if (fromNow) {
            try {
                now = requests.currentRevision();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (ExecutionException | TimeoutException | RuntimeException e) {
                pinFailure = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            }
        }
        Attempt attempt;
        synchronized (lock) {
            if (stopped) {
                return;
            }
            if (now >= 0 && lastRevision < 0) {
                lastRevision = now;
            }
            attempt = new Attempt(lastRevision >= 0 ? lastRevision + 1 : 0, resumeReason);
            current = attempt;
        }
        if (pinFailure != null) {
            attempt.onError(pinFailure);
            return;
        }
        try {
            attempt.attach(requests.watch(attempt.startRevision, attempt));
        } catch (RuntimeException e) {
            // A closed client throws here rather than calling onError.
            attempt.onError(e);
        }
    }

    private void handle(Attempt attempt, WatchResponse response) {
        if (response.isCreatedNotify()) {
            if (attempt.startRevision == 0) {
                // Started from now: the watch delivers revisions after the one in the created response's header.
                lastRevision = Math.max(lastRevision, response.getHeader().getRevision());
            }
            listener.state(attempt.resumeReason == null
                    ? WatchStatus.of(Kind.WATCHING, fromRevision > 0 ? fromRevision : lastRevision + 1, target)
                    : WatchStatus.because(Kind.RESUMED, attempt.startRevision, attempt.resumeReason, target));
            outageReason = null;
            return;
        }
        List<WatchEvent> batch = converter.convert(response);
        long newest = lastRevision;
        // A resumed watch never repeats a revision, but an old attempt's late event could: drop it.
        batch.removeIf(event -> event.revision() <= lastRevision);
        for (WatchEvent event : batch) {
            newest = Math.max(newest, event.revision());
        }
        if (!batch.isEmpty()) {
            lastRevision = newest;
            backoffMs = FIRST_BACKOFF_MS;
            listener.events(batch);
        }
    }

    /** Called with the lock held, once per attempt, for its first error or unrequested completion. */
    private void failed(Attempt attempt, Throwable failure) {
        long compactRevision = WatchFailures.compactRevision(failure);
        if (compactRevision >= 0) {
            stopped = true;
            current = null;
            if (compactRevision > attempt.startRevision) {
                listener.gap(attempt.startRevision, compactRevision - 1, "compacted");
            }
            listener.compacted(attempt.startRevision, compactRevision);
            listener.state(new WatchStatus(Kind.COMPACTED, attempt.startRevision, compactRevision, 0, "", target));
            retries.shutdown();
            return;
        }
        // Empty when etcd ended the stream without an error: the UI words that case itself.
        String reason = failure == null ? "" : EtcdErrors.translate(failure, target).getMessage();
        if (WatchFailures.isTooLarge(failure)) {
            // Retrying would ask for the same oversized answer forever.
            stopped = true;
            current = null;
            listener.state(WatchStatus.because(Kind.TOO_LARGE, attempt.startRevision, reason, target));
            retries.shutdown();
            return;
        }
        if (WatchFailures.isClientClosed(failure)) {
            stopped = true;
            current = null;
            listener.state(WatchStatus.because(Kind.CONNECTION_CLOSED, lastRevision, reason, target));
            retries.shutdown();
            return;
        }
        if (outageReason == null) {
            outageReason = reason;
        }
        String resumeReason = outageReason;
        long delay = backoffMs;
        backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
        listener.state(new WatchStatus(Kind.RETRYING, lastRevision >= 0 ? lastRevision + 1 : -1, -1, delay, reason,
                target));
        retries.schedule(() -> open(resumeReason), delay, TimeUnit.MILLISECONDS);
    }

    /** One jetcd watch. After its first error or completion it is dead: later callbacks from it are ignored. */
    private final class Attempt implements Watch.Listener {
        final long startRevision;
        final String resumeReason;
        private Watch.Watcher watcher;
        private boolean dead;

        Attempt(long startRevision, String resumeReason) {
            this.startRevision = startRevision;
            this.resumeReason = resumeReason;
        }

        void attach(Watch.Watcher created) {
            synchronized (lock) {
                if (!dead && !stopped) {
                    watcher = created;
                    return;
                }
            }
            created.close();
        }

        @Override
        public void onNext(WatchResponse response) {
            synchronized (lock) {
                if (!dead && !stopped && current == this) {
                    handle(this, response);
                }
            }
        }

        @Override
        public void onError(Throwable failure) {
            end(failure);
        }

        @Override
        public void onCompleted() {
            end(null);
        }

        private void end(Throwable failure) {
            synchronized (lock) {
                if (dead || stopped || current != this) {
                    return;
                }
                dead = true;
                failed(this, failure);
            }
            // Closing stops jetcd from resuming this watch on its own, which would race with our next attempt.
            closeWatcher();
        }

        void closeWatcher() {
            Watch.Watcher toClose;
            synchronized (lock) {
                dead = true;
                toClose = watcher;
                watcher = null;
            }
            if (toClose != null) {
                toClose.close();
            }
        }
    }
}
