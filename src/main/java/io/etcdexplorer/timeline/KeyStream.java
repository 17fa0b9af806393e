package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.KeyLister;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyPage;

import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * One side of a comparison: the keys of a prefix at one revision, listed on a pool thread into a short queue and
 * read back one key at a time, in key order. The merge consumes keys as fast as they arrive, so a comparison holds
 * a few pages per side (plus what the lister fetched ahead) rather than two whole listings; when the merge does fall
 * behind, the short queue makes the listing wait instead of piling up pages.
 */
final class KeyStream {

    private static final Messages TEXT = Messages.of(KeyStream.class);

    static final int PAGE_KEYS = 10_000;
    private static final int QUEUED_PAGES = 4;
    private static final long POLL_MILLIS = 20;
    private static final Object END = new Object();

    private final long revision;
    private final BooleanSupplier cancelled;
    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(QUEUED_PAGES);
    private volatile boolean stopped;
    private List<KeyMeta> page = List.of();
    private int index;
    private boolean ended;
    private long count;

    KeyStream(KeyLister lister, byte[] prefix, long revision, ExecutorService pool, BooleanSupplier cancelled) {
        this.revision = revision;
        this.cancelled = cancelled;
        pool.execute(() -> {
            Object last;
            try {
                lister.listPrefix(prefix, revision, PAGE_KEYS, this::offer, this::shouldStop);
                last = END;
            } catch (RuntimeException | Error failure) {
                last = failure;
            }
            offer(last);
        });
    }

    long revision() {
        return revision;
    }

    /** The next key, without taking it; null once the listing ended. Throws the listing's failure. */
    KeyMeta peek() {
        while (index == page.size() && !ended) {
            Object next = take();
            if (next == END) {
                ended = true;
            } else if (next instanceof RuntimeException failure) {
                throw failure;
            } else if (next instanceof Error failure) {
                throw failure;
            } else {
                page = ((KeyPage) next).keys();
                index = 0;
            }
        }
        return ended ? null : page.get(index);
    }

    void advance() {
        index++;
        count++;
    }

    /** Keys taken so far: all of the prefix's keys once {@link #peek()} returned null. */
    long count() {
        return count;
    }

    /** Tells the listing to stop after its current piece; its thread then ends by itself. */
    void stop() {
        stopped = true;
    }

    private boolean shouldStop() {
        return stopped || cancelled.getAsBoolean();
    }

    private Object take() {
        try {
            while (true) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException(TEXT.get("compareCancelled"));
                }
                Object next = queue.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (next != null) {
                    return next;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException(TEXT.get("compareInterrupted"));
        }
    }

    /** Runs on the listing's thread: waits for room, giving up once the comparison no longer wants pages. */
    private void offer(Object item) {
        try {
            while (!queue.offer(item, POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (shouldStop()) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
