package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.KV;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.kv.GetResponse;
import io.etcd.jetcd.options.GetOption;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Lists the whole keyspace (keys and revisions, no values) fast. On etcd 3.4 every range request first walks every
 * key between its start and its range end, whatever its limit (etcd-io/etcd#11057), so plain paging is quadratic.
 * Here every request after the first has a bounded range: a request that finds more keys than its limit splits the
 * rest of its range along its last key into disjoint pieces (one per byte position, the outermost cut per byte), so
 * each key is walked a few times at most. Pieces run in parallel at the revision of the first response, a consistent
 * snapshot; pages still reach the consumer in key order. The first request is small so the first keys show at once.
 * The same applies to a bounded range or a prefix, and at a past revision: its pieces are then cut inside the range,
 * and every piece reads that revision. A compacted revision fails with {@link CompactedRevisionException}; etcd's
 * range error does not say how far it compacted, so finding the oldest revision kept is left to the caller.
 */
public final class KeyLister {

    static final int FIRST_LIMIT = 1_000;
    static final int PIECE_LIMIT = 50_000;
    /** A piece with at most this many limits of keys left is fetched whole: one response of a few tens of MB. */
    static final int WHOLE_REST = 8;
    static final int PARALLEL = 2;
    private static final ByteSequence ALL = ByteSequence.from(new byte[]{0});
    private static final long POLL_MILLIS = 20;

    private final EtcdSession session;
    private final KV kv;
    private final int pieceLimit;

    public KeyLister(EtcdSession session) {
        this(session, PIECE_LIMIT);
    }

    KeyLister(EtcdSession session, int pieceLimit) {
        this.session = session;
        this.kv = session.client().getKVClient();
        this.pieceLimit = pieceLimit;
    }

    /**
     * Streams every key into {@code sink} in key order, in pages of at most {@code pageSize} keys; stops between
     * pages once {@code cancelled} says so, leaving the consumer with a gap-free prefix of the keyspace.
     *
     * @return the revision listed: that of the first response
     */
    public long listAll(int pageSize, Consumer<KeyPage> sink, BooleanSupplier cancelled) {
        return listAll(pageSize, sink, cancelled, 0);
    }

    /** {@link #listAll(int, Consumer, BooleanSupplier)} as the keyspace was at {@code revision} (0: the latest). */
    public long listAll(int pageSize, Consumer<KeyPage> sink, BooleanSupplier cancelled, long revision) {
        return listRange(ALL.getBytes(), null, revision, pageSize, sink, cancelled);
    }

    /** Every key starting with {@code prefix} (an empty prefix: every key) at {@code revision} (0: the latest). */
    public long listPrefix(byte[] prefix, long revision, int pageSize, Consumer<KeyPage> sink,
                           BooleanSupplier cancelled) {
        return listRange(prefix, Pieces.prefixEnd(prefix), revision, pageSize, sink, cancelled);
    }

    /**
     * The keys in {@code [start, end)} at {@code revision} (0: the latest), as {@link #listAll} streams them.
     *
     * @param end null (or "\0", as in etcd) for every key from {@code start} on
     * @return the revision listed: {@code revision}, or for 0 that of the first response
     */
    public long listRange(byte[] start, byte[] end, long revision, int pageSize, Consumer<KeyPage> sink,
                          BooleanSupplier cancelled) {
        if (revision < 0) {
            throw new IllegalArgumentException("revision must not be negative: " + revision);
        }
        // jetcd rejects an empty key; "\0" is the smallest key etcd can hold.
        ByteSequence from = ByteSequence.from(start.length == 0 ? ALL.getBytes() : start);
        // As for etcd, a range end of "\0" (or none) means every key from the start on.
        byte[] bound = end == null || end.length == 0 || Arrays.equals(end, ALL.getBytes()) ? null : end;
        int firstLimit = Math.min(FIRST_LIMIT, pieceLimit);
        GetOption first = GetOption.builder().withRange(bound == null ? ALL : ByteSequence.from(bound))
                .withKeysOnly(true).withLimit(firstLimit).withRevision(revision).build();
        GetResponse head = session.await(kv.get(from, first));
        // At a past revision the header still carries the current one; the pieces must read the one asked for.
        long snapshot = revision != 0 ? revision : head.getHeader().getRevision();
        List<KeyMeta> firstKeys = metas(head);
        if (!head.isMore() || firstKeys.isEmpty()) {
            Pager pager = new Pager(pageSize, sink);
            pager.add(firstKeys);
            pager.finish();
            return snapshot;
        }
        ThreadPoolExecutor pool = new ThreadPoolExecutor(PARALLEL, PARALLEL, 1, TimeUnit.SECONDS,
                new PriorityBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "etcd-key-lister");
                    t.setDaemon(true);
                    return t;
                });
        try {
            Pager pager = new Pager(pageSize, sink);
            pager.add(firstKeys);
            pager.flush(true);
            Deque<Piece> order = new ArrayDeque<>(rest(lastKey(firstKeys), bound, head.getCount() - firstKeys.size(),
                    snapshot, pool));
            while (!order.isEmpty()) {
                Piece next = order.pollFirst();
                if (!next.result.isDone()) {
                    pager.flush(false); // show what we have while the next piece is on its way
                }
                Result result = await(next, cancelled);
                if (result == null) {
                    return snapshot;
                }
                pager.add(result.keys);
                for (int i = result.after.size() - 1; i >= 0; i--) {
                    order.addFirst(result.after.get(i));
                }
                if (cancelled.getAsBoolean()) {
                    return snapshot;
                }
            }
            pager.finish();
            return snapshot;
        } finally {
            pool.shutdownNow();
        }
    }

    private Result await(Piece piece, BooleanSupplier cancelled) {
        while (true) {
            if (cancelled.getAsBoolean()) {
                return null;
            }
            try {
                return piece.result.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // poll again: cancellation is checked between waits
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw EtcdErrors.translate(e, session.settings().endpointsLabel());
            } catch (ExecutionException e) {
                throw EtcdErrors.translate(e.getCause(), session.settings().endpointsLabel());
            }
        }
    }

    /** Schedules the disjoint pieces that together cover {@code (after, end)}, in key order. */
    private List<Piece> split(byte[] after, byte[] end, long revision, ThreadPoolExecutor pool) {
        List<Piece> pieces = new ArrayList<>();
        for (byte[][] range : Pieces.after(after, end)) {
            Piece piece = new Piece(range[0], range[1]);
            pieces.add(piece);
            pool.execute(new Fetch(piece, revision, pool));
        }
        return pieces;
    }

    private Result fetch(Piece piece, long revision, ThreadPoolExecutor pool) throws Exception {
        GetOption.Builder option = GetOption.builder().withKeysOnly(true).withLimit(piece.whole ? 0 : pieceLimit)
                .withRevision(revision).withRange(piece.end == null ? ALL : ByteSequence.from(piece.end));
        GetResponse response = session.waitFor(kv.get(ByteSequence.from(piece.start), option.build()),
                Duration.ofSeconds(60));
        List<KeyMeta> keys = metas(response);
        if (!response.isMore() || keys.isEmpty()) {
            return new Result(keys, List.of());
        }
        return new Result(keys, rest(lastKey(keys), piece.end, response.getCount() - keys.size(), revision, pool));
    }

    /** The pieces after {@code last} up to {@code end}, knowing how many keys remain there. */
    private List<Piece> rest(byte[] last, byte[] end, long remaining, long revision, ThreadPoolExecutor pool) {
        if (remaining <= (long) WHOLE_REST * pieceLimit) {
            // Known to be few enough for one response: fetch the rest whole, walking it only once more.
            Piece rest = new Piece(Arrays.copyOf(last, last.length + 1), end);
            rest.whole = true;
            pool.execute(new Fetch(rest, revision, pool));
            return List.of(rest);
        }
        return split(last, end, revision, pool);
    }

    private static List<KeyMeta> metas(GetResponse response) {
        List<KeyMeta> keys = new ArrayList<>(response.getKvs().size());
        for (KeyValue kv : response.getKvs()) {
            keys.add(KeyMeta.of(kv));
        }
        return keys;
    }

    private static byte[] lastKey(List<KeyMeta> keys) {
        return keys.get(keys.size() - 1).key();
    }

    private record Result(List<KeyMeta> keys, List<Piece> after) {
    }

    /** A range [start, end) (null end: unbounded) and its future result. */
    private static final class Piece {
        final byte[] start;
        final byte[] end;
        final CompletableFuture<Result> result = new CompletableFuture<>();
        boolean whole;

        Piece(byte[] start, byte[] end) {
            this.start = start;
            this.end = end;
        }
    }

    /** Runs pieces lowest key first, so results arrive roughly in the order the consumer needs them. */
    private final class Fetch implements Runnable, Comparable<Fetch> {
        private final Piece piece;
        private final long revision;
        private final ThreadPoolExecutor pool;

        Fetch(Piece piece, long revision, ThreadPoolExecutor pool) {
            this.piece = piece;
            this.revision = revision;
            this.pool = pool;
        }

        @Override
        public void run() {
            try {
                piece.result.complete(fetch(piece, revision, pool));
            } catch (Throwable failure) {
                piece.result.completeExceptionally(failure);
            }
        }

        @Override
        public int compareTo(Fetch other) {
            return Arrays.compareUnsigned(piece.start, other.piece.start);
        }
    }
}
