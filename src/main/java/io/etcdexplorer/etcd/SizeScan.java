package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.KV;
import io.etcd.jetcd.api.RangeResponse;
import io.etcd.jetcd.kv.GetResponse;
import io.etcd.jetcd.options.GetOption;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Reads the size of every key and value under a prefix, at one revision, without keeping any value: each response is
 * reduced to (key, value size, mod revision) straight from its protobuf message, whose value bytes are never copied.
 *
 * <p>Two passes run side by side. A keys-only pass in large pages finds the keys and keeps every
 * {@code grain}-th one as a boundary (it also counts the keys, for progress). The value pass then reads
 * {@code [boundary, later boundary)} ranges without a limit, as many grains as keep a response near
 * {@value #TARGET_PAGE_BYTES} bytes at the bytes per key seen so far. Why: etcd 3.4 walks every key from a limited
 * request's start to its range end to count them (etcd-io/etcd#11057), so paging values with a limit is quadratic, and
 * cutting the rest of a range into pieces along a key's bytes makes hundreds of mostly empty requests; a bounded range
 * without a limit walks only its own keys, and is never empty. Only the keys-only pass pays the count walk, in pages
 * of up to {@value #KEYS_LIMIT} keys. Every request after the first reads the first's revision, serializable (no
 * consensus round for a read of a fixed revision). Value pages are answered in key order; {@value #IN_FLIGHT} are on
 * their way at once, which bounds the memory they hold.
 */
public final class SizeScan {

    static final int GRAIN = 64;
    static final int FIRST_KEYS_LIMIT = 4_096;
    static final int KEYS_LIMIT = 65_536;
    static final long TARGET_PAGE_BYTES = 3L << 20;
    /** Bytes per key assumed before the first value page: small first pages, so the first figures come fast. */
    static final long FIRST_GUESS_BYTES_PER_KEY = 4_096;
    static final int IN_FLIGHT = 2;
    private static final byte[] ALL = {0};

    /** Receives each key with its sizes, in key order. */
    @FunctionalInterface
    public interface Sink {
        void key(byte[] key, int valueBytes, long modRevision);
    }

    /** How a scan ended: the revision read, and whether it read every key or was stopped first. */
    public record Outcome(long revision, boolean complete, long totalKeys) {
    }

    private final EtcdSession session;
    private final KV kv;
    private final int namespaceLength;
    private final long targetPageBytes;
    private final int grain;

    public SizeScan(EtcdSession session) {
        this(session, TARGET_PAGE_BYTES, GRAIN);
    }

    /** With other page sizes, so a test can make a small keyspace take many pages. */
    SizeScan(EtcdSession session, long targetPageBytes, int grain) {
        this.session = session;
        this.targetPageBytes = targetPageBytes;
        this.grain = Math.max(1, grain);
        this.kv = session.client().getKVClient();
        String namespace = session.settings().namespace();
        this.namespaceLength = namespace == null ? 0 : namespace.getBytes(StandardCharsets.UTF_8).length;
    }

    /**
     * Scans every key under {@code prefix} (empty: the whole keyspace) at the latest revision. {@code stopped} is
     * asked before every request; {@code pageDone} is told after the first keys-only page and after every value page
     * (the sink has seen its keys) how many keys the whole scan covers, as the first response counted them.
     */
    public Outcome scan(byte[] prefix, BooleanSupplier stopped, Sink sink, LongConsumer pageDone) {
        byte[] start = prefix.length == 0 ? ALL : prefix;
        byte[] end = prefix.length == 0 ? ALL : orAll(Pieces.prefixEnd(prefix));
        Boundaries marks = new Boundaries(start, end);
        // The first keys-only page alone: it fixes the revision every other request reads, and counts the keys.
        RangeResponse first = keysPage(start, end, FIRST_KEYS_LIMIT, 0);
        long revision = first.getHeader().getRevision();
        long total = first.getCount();
        marks.take(first);
        pageDone.accept(total);
        Deque<Flight> flights = new ArrayDeque<>();
        CompletableFuture<GetResponse> keys = null;
        long bytesPerKey = FIRST_GUESS_BYTES_PER_KEY;
        try {
            while (!(marks.done() && !marks.hasRange()) || !flights.isEmpty()) {
                if (stopped.getAsBoolean()) {
                    return new Outcome(revision, false, total);
                }
                if (keys != null && keys.isDone()) {
                    marks.take(RawResponses.range(session.await(keys)));
                    keys = null;
                }
                if (keys == null && !marks.done()) {
                    keys = kv.get(ByteSequence.from(marks.resume()), keysOption(end, KEYS_LIMIT, revision));
                }
                int grains = (int) Math.max(1, Math.min(Integer.MAX_VALUE,
                        targetPageBytes / Math.max(1, bytesPerKey * grain)));
                while (flights.size() < IN_FLIGHT && marks.hasRange()) {
                    byte[][] range = marks.next(grains);
                    flights.add(new Flight(range, kv.get(ByteSequence.from(range[0]), valuesOption(range[1],
                            0, revision))));
                }
                if (flights.isEmpty()) {
                    // Waiting for the keys-only pass: it has not yet found the end of the next value page.
                    marks.take(RawResponses.range(session.await(keys)));
                    keys = null;
                    continue;
                }
                Flight flight = flights.pollFirst();
                long[] read = take(flight, revision, sink);
                if (read[0] > 0) {
                    bytesPerKey = Math.max(1, read[1] / read[0]);
                }
                pageDone.accept(total);
            }
            return new Outcome(revision, true, total);
        } finally {
            flights.forEach(f -> f.call.cancel(true));
            if (keys != null) {
                keys.cancel(true);
            }
        }
    }

    /** Hands a value page's keys to the sink; returns its keys and bytes. */
    private long[] take(Flight flight, long revision, Sink sink) {
        try {
            return feed(RawResponses.range(session.await(flight.call)), sink);
        } catch (EtcdAccessException e) {
            if (!tooLarge(e)) {
                throw e;
            }
            // Values far larger than the pages before: read this range in limited pages, each bounded by the range.
            return feedInPages(flight.range, revision, sink);
        }
    }

    private long[] feedInPages(byte[][] range, long revision, Sink sink) {
        long[] read = {0, 0};
        byte[] from = range[0];
        int limit = grain;
        while (true) {
            RangeResponse page;
            try {
                page = RawResponses.range(session.await(kv.get(ByteSequence.from(from),
                        valuesOption(range[1], limit, revision))));
            } catch (EtcdAccessException e) {
                if (limit > 1 && tooLarge(e)) {
                    limit = Math.max(1, limit / 16);
                    continue;
                }
                throw e;
            }
            long[] part = feed(page, sink);
            read[0] += part[0];
            read[1] += part[1];
            if (!page.getMore() || page.getKvsCount() == 0) {
                return read;
            }
            from = keyOf(page.getKvs(page.getKvsCount() - 1), 1);
        }
    }

    private long[] feed(RangeResponse page, Sink sink) {
        long bytes = 0;
        for (io.etcd.jetcd.api.KeyValue entry : page.getKvsList()) {
            byte[] key = keyOf(entry, 0);
            int valueBytes = entry.getValue().size();
            bytes += key.length + valueBytes;
            sink.key(key, valueBytes, entry.getModRevision());
        }
        return new long[]{page.getKvsCount(), bytes};
    }

    /** The entry's key without the session's namespace, with {@code extra} zero bytes after it (1: the next key). */
    private byte[] keyOf(io.etcd.jetcd.api.KeyValue entry, int extra) {
        com.google.protobuf.ByteString raw = entry.getKey();
        byte[] key = new byte[raw.size() - namespaceLength + extra];
        raw.copyTo(key, namespaceLength, 0, raw.size() - namespaceLength);
        return key;
    }

    /**
     * The keys-only pass's findings: every {@code grain}-th key, and where the pass goes on. The value pass takes
     * ranges from the front; a range ends at a boundary already found, or at the scan's end once the pass is done.
     */
    private final class Boundaries {
        private final List<byte[]> marks = new ArrayList<>();
        private final byte[] end;
        private byte[] resume;
        private boolean done;
        private int taken;
        private long sinceMark;

        Boundaries(byte[] start, byte[] end) {
            this.end = end;
            this.resume = start;
        }

        void take(RangeResponse page) {
            for (io.etcd.jetcd.api.KeyValue entry : page.getKvsList()) {
                if (sinceMark++ % grain == 0) {
                    marks.add(keyOf(entry, 0));
                }
            }
            int count = page.getKvsCount();
            if (page.getMore() && count > 0) {
                resume = keyOf(page.getKvs(count - 1), 1);
            } else {
                done = true;
            }
        }

        boolean done() {
            return done;
        }

        byte[] resume() {
            return resume;
        }

        /** Whether a value range can be handed out: one more boundary is known, or the pass is done. */
        boolean hasRange() {
            return taken < marks.size() - 1 || (done && taken < marks.size());
        }

        /** The next value range, at most {@code grains} grains long. */
        byte[][] next(int grains) {
            int to = taken + grains;
            byte[] from = marks.get(taken);
            // Boundaries handed out are not needed again: drop them, so the list holds only those ahead.
            byte[] until = to < marks.size() ? marks.get(to) : done ? end : marks.get(marks.size() - 1);
            taken = to < marks.size() ? to : done ? marks.size() : marks.size() - 1;
            if (taken > 1024) {
                marks.subList(0, taken).clear();
                taken = 0;
            }
            return new byte[][]{from, until};
        }
    }

    /** A value request on its way: its range and its answer to come. */
    private record Flight(byte[][] range, CompletableFuture<GetResponse> call) {
    }

    private RangeResponse keysPage(byte[] start, byte[] end, int limit, long revision) {
        return RawResponses.range(session.await(kv.get(ByteSequence.from(start), keysOption(end, limit, revision))));
    }

    private static GetOption keysOption(byte[] end, int limit, long revision) {
        return GetOption.builder().withRange(ByteSequence.from(end)).withKeysOnly(true).withLimit(limit)
                .withRevision(revision).withSerializable(revision != 0).build();
    }

    private static GetOption valuesOption(byte[] end, int limit, long revision) {
        return GetOption.builder().withRange(ByteSequence.from(end)).withLimit(limit).withRevision(revision)
                .withSerializable(true).build();
    }

    private static byte[] orAll(byte[] end) {
        return end == null ? ALL : end;
    }

    private static boolean tooLarge(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof io.grpc.StatusRuntimeException s
                    && s.getStatus().getCode() == io.grpc.Status.Code.RESOURCE_EXHAUSTED
                    && String.valueOf(s.getStatus().getDescription()).contains("exceeds maximum")) {
                return true;
            }
        }
        return false;
    }
}
