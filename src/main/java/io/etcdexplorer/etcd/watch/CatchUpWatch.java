package io.etcdexplorer.etcd.watch;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Watch;
import io.etcd.jetcd.common.exception.CompactedException;
import io.etcd.jetcd.options.WatchOption;
import io.etcd.jetcd.watch.WatchResponse;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Messages;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * One watch over past revisions that stops once it has delivered every event up to a target revision. etcd sends
 * nothing that says "caught up" (progress requests on etcd before 3.4.25 are answered ahead of the catch-up events,
 * measured on 3.4.23), so the end is inferred from what etcd does send, in this order:
 * <ol>
 *     <li>an event after the target: events arrive in revision order, so everything up to the target came;</li>
 *     <li>the event the caller expects last (e.g. the key's mod revision at the target);</li>
 *     <li>a response whose header revision reaches the target with fewer than {@value #BATCH_MAX_REVISIONS}
 *     revisions: etcd answers a catching-up watcher with everything up to its current revision (the header) in one
 *     response unless it cuts the response at that many revisions;</li>
 *     <li>otherwise (a watch that gets no events at all, or whose last response was cut at exactly that many
 *     revisions) a <em>fence</em>: a small watch on the whole keyspace from a recent revision, opened after ours.
 *     etcd serves both in the same catch-up round, so once the fence answers, our events (if any) were queued
 *     too; a short grace covers their transfer. Without an answer (a namespace or a role that hides the fence's
 *     event) the fence gives up after {@value #FENCE_TIMEOUT_MS} ms and only the grace is waited.</li>
 * </ol>
 * Not thread-safe: {@link #run} blocks the calling thread; jetcd's callbacks only enqueue signals for it. The key
 * history, the timeline's change revisions and their fallbacks are built on it.
 */
public final class CatchUpWatch {

    /** The etcd package's texts: a watch that ends early reaches the user through the timeline and space. */
    private static final Messages TEXT = Messages.of(EtcdSession.class);

    /** etcd (mvcc watchBatchMaxRevs) sends a catching-up watcher at most this many revisions per response. */
    static final int BATCH_MAX_REVISIONS = 1000;
    private static final long POLL_MS = 20;
    static final long GRACE_MS = 300;
    static final long FENCE_TIMEOUT_MS = 2_000;
    private static final long CREATE_TIMEOUT_MS = 15_000;
    /** The key of one zero byte: as key and range end it spans the whole keyspace. */
    static final ByteSequence ZERO = ByteSequence.from(new byte[]{0});

    /** How a run ended; see {@link Outcome}. */
    public enum Kind { DONE, STOPPED, CANCELLED, COMPACTED, FAILED }

    /**
     * How a run ended: {@code lastRevision} is the newest revision delivered (from - 1 when none),
     * {@code compactRevision} the oldest revision etcd still has when COMPACTED, {@code failure} the cause when FAILED.
     */
    public record Outcome(Kind kind, long lastRevision, long compactRevision, Throwable failure) {
    }

    /** Receives events in revision order; returns false to stop the watch (outcome STOPPED). */
    public interface Sink {
        boolean accept(Change event);
    }

    /**
     * One event as etcd sent it, read field by field: a catch-up over a whole keyspace may deliver many events of
     * which the caller needs only the revision, so nothing is copied until asked for. Valid only inside
     * {@link Sink#accept}. For a DELETE the value is empty and the other numbers 0, as etcd sends them.
     */
    public interface Change {
        /** The event's mod revision (several events of one transaction share it). */
        long revision();

        /** PUT or DELETE; null for an event type this etcd client does not know. */
        WatchEvent.Type type();

        long createRevision();

        long version();

        long lease();

        /** A copy of the value bytes. */
        byte[] value();

        /** The key (relative to the session's namespace), a copy. */
        byte[] key();

        /** The value's length, without copying it; 0 for a DELETE. */
        int valueSize();
    }

    /** What to watch: an exact key, every key under a prefix, or the whole keyspace; optionally deletions only. */
    public record Range(byte[] key, boolean prefix, boolean deletesOnly) {
        ByteSequence watchKey() {
            return key.length == 0 ? ZERO : ByteSequence.from(key);
        }

        WatchOption.Builder options() {
            WatchOption.Builder option = WatchOption.builder().withNoPut(deletesOnly);
            if (key.length == 0) {
                return option.withRange(ZERO);
            }
            return prefix ? option.isPrefix(true) : option;
        }
    }

    private record Signal(int source, WatchResponse response, Throwable error, boolean ended) {
    }

    private final EtcdSession session;
    private final Range range;
    private final long from;
    private final long target;
    private final long expectedLast;
    private final long fenceFrom;
    private final Sink sink;
    private final BlockingQueue<Signal> signals = new LinkedBlockingQueue<>();

    /**
     * @param from         first revision to deliver
     * @param target       last revision to deliver; later events end the run
     * @param expectedLast the revision of the last event up to the target when known (0: unknown)
     * @param fenceFrom    a revision with a write in the whole keyspace, recent, at least {@code target}
     */
    public CatchUpWatch(EtcdSession session, Range range, long from, long target, long expectedLast, long fenceFrom,
                        Sink sink) {
        this.session = session;
        this.range = range;
        this.from = from;
        this.target = target;
        this.expectedLast = expectedLast;
        this.fenceFrom = fenceFrom;
        this.sink = sink;
    }

    /** Watches until the outcome is known; {@code cancelled} is polled every few milliseconds. */
    public Outcome run(BooleanSupplier cancelled) {
        if (from > target || (expectedLast != 0 && expectedLast < from)) {
            return new Outcome(Kind.DONE, from - 1, 0, null); // nothing can change in [from, target]
        }
        Watch watch = session.client().getWatchClient();
        Watch.Watcher main = null;
        Watch.Watcher fence = null;
        long last = from - 1;
        try {
            main = watch.watch(range.watchKey(),
                    range.options().withRevision(from).withCreateNotify(true).build(), listener(0));
            long start = System.nanoTime();
            boolean created = false;
            int fenceId = 0;
            long fenceArmedAt = 0;
            long graceFrom = 0;
            while (true) {
                if (cancelled.getAsBoolean()) {
                    return new Outcome(Kind.CANCELLED, last, 0, null);
                }
                Signal signal = signals.poll(POLL_MS, TimeUnit.MILLISECONDS);
                long now = System.nanoTime();
                if (signal == null) {
                    if (graceFrom != 0 && millis(now - graceFrom) >= GRACE_MS) {
                        return new Outcome(Kind.DONE, last, 0, null);
                    }
                    if (fenceArmedAt != 0 && graceFrom == 0 && millis(now - fenceArmedAt) >= FENCE_TIMEOUT_MS) {
                        graceFrom = now;
                    }
                    if (!created && millis(now - start) >= CREATE_TIMEOUT_MS) {
                        return new Outcome(Kind.FAILED, last, 0,
                                new TimeoutException("etcd did not accept the watch in time"));
                    }
                    continue;
                }
                if (signal.source != 0) {
                    if (signal.source == fenceId && graceFrom == 0) {
                        graceFrom = now; // the fence answered, or failed: either way only the grace is left
                    }
                    continue;
                }
                if (signal.error != null || signal.ended) {
                    return failed(signal, last);
                }
                WatchResponse response = signal.response;
                if (response.isCreatedNotify()) {
                    created = true;
                } else if (!response.getEvents().isEmpty()) {
                    created = true;
                    long before = last;
                    int revisions = 0;
                    long previous = -1;
                    for (io.etcd.jetcd.watch.WatchEvent event : response.getEvents()) {
                        long revision = event.getKeyValue().getModRevision();
                        if (revision > target) {
                            return new Outcome(Kind.DONE, last, 0, null);
                        }
                        if (revision != previous) {
                            revisions++;
                            previous = revision;
                        }
                        if (revision <= before) {
                            continue; // delivered by an earlier response: never twice
                        }
                        last = revision;
                        if (!sink.accept(new JetcdChange(event))) {
                            return new Outcome(Kind.STOPPED, last, 0, null);
                        }
                    }
                    if (expectedLast != 0 && last >= expectedLast) {
                        return new Outcome(Kind.DONE, last, 0, null);
                    }
                    if (response.getHeader().getRevision() >= target && revisions < BATCH_MAX_REVISIONS) {
                        return new Outcome(Kind.DONE, last, 0, null);
                    }
                } else {
                    continue; // a progress notification proves nothing on etcd 3.4 (see the class comment)
                }
                if (expectedLast == 0) {
                    // Not decided by etcd's answer: (re)open the fence so its answer comes from a later round.
                    close(fence);
                    fenceId++;
                    fence = watch.watch(ZERO, WatchOption.builder().withRange(ZERO).withRevision(fenceFrom).build(),
                            listener(fenceId));
                    fenceArmedAt = now;
                    graceFrom = 0;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(Kind.CANCELLED, last, 0, null);
        } catch (RuntimeException e) {
            // A closed client throws from watch() instead of calling onError.
            return new Outcome(Kind.FAILED, last, 0, e);
        } finally {
            close(main);
            close(fence);
        }
    }

    private Outcome failed(Signal signal, long last) {
        for (Throwable c = signal.error; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof CompactedException compacted) {
                return new Outcome(Kind.COMPACTED, last, compacted.getCompactedRevision(), c);
            }
        }
        Throwable failure = signal.error != null ? signal.error
                : new EtcdAccessException(TEXT.get("watchEnded"), TEXT.get("watchEnded.fix"), null);
        return new Outcome(Kind.FAILED, last, 0, failure);
    }

    private Watch.Listener listener(int source) {
        return new Watch.Listener() {
            @Override
            public void onNext(WatchResponse response) {
                signals.add(new Signal(source, response, null, false));
            }

            @Override
            public void onError(Throwable failure) {
                signals.add(new Signal(source, null, failure, false));
            }

            @Override
            public void onCompleted() {
                signals.add(new Signal(source, null, null, true));
            }
        };
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    private static void close(Watch.Watcher watcher) {
        if (watcher != null) {
            watcher.close();
        }
    }
}
