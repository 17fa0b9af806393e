package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.KV;
import io.etcd.jetcd.api.RangeResponse;
import io.etcd.jetcd.kv.GetResponse;
import io.etcd.jetcd.options.GetOption;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
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
 * <p>Pages are bounded twice. In bytes: the next page's limit is sized from the bytes per key of the last one, so a
 * response stays near {@value #TARGET_PAGE_BYTES} bytes (far below the inbound limit, and short enough not to hold
 * jetcd's event loop). In the range each request walks: etcd 3.4 walks every key from a request's start to its range
 * end to count them, whatever the limit (etcd-io/etcd#11057), so once more than {@value #SEQUENTIAL_PAGES} pages
 * remain in a range, the rest is cut along the last key's bytes ({@link Pieces}: one piece per first byte of each path
 * segment, e.g. one per resource under /registry/), and each piece is paged on its own. A few requests are on their
 * way at once, so pages reach the sink in key order only within a range, not across ranges.
 */
public final class SizeScan {

    static final int FIRST_LIMIT = 256;
    static final int MAX_LIMIT = 8_192;
    static final long TARGET_PAGE_BYTES = 4L << 20;
    static final int SEQUENTIAL_PAGES = 8;
    /**
     * Requests on their way at once: most pieces of a cut are empty and answer in one round trip, which would
     * otherwise be waited for one by one; a few pages in flight bound the memory they hold.
     */
    static final int IN_FLIGHT = 4;
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
    private final int firstLimit;

    public SizeScan(EtcdSession session) {
        this(session, TARGET_PAGE_BYTES, FIRST_LIMIT);
    }

    /** With other page sizes, so a test can make a small keyspace take many pages and pieces. */
    SizeScan(EtcdSession session, long targetPageBytes, int firstLimit) {
        this.session = session;
        this.targetPageBytes = targetPageBytes;
        this.firstLimit = firstLimit;
        this.kv = session.client().getKVClient();
        String namespace = session.settings().namespace();
        this.namespaceLength = namespace == null ? 0 : namespace.getBytes(StandardCharsets.UTF_8).length;
    }

    /**
     * Scans every key under {@code prefix} (empty: the whole keyspace) at the latest revision. {@code stopped} is
     * asked before every request; {@code pageDone} is told after every page (the sink has seen its keys) how many
     * keys the whole scan covers, as the first response counted them.
     */
    public Outcome scan(byte[] prefix, BooleanSupplier stopped, Sink sink, LongConsumer pageDone) {
        Deque<byte[][]> todo = new ArrayDeque<>();
        Deque<Flight> flights = new ArrayDeque<>();
        byte[][] whole = {prefix.length == 0 ? ALL : prefix, prefix.length == 0 ? null : Pieces.prefixEnd(prefix)};
        // The first page alone: it fixes the revision every other page reads, and counts the keys.
        Page first = fetch(whole[0], whole[1], firstLimit, 0);
        long revision = first.response.getHeader().getRevision();
        long total = first.response.getCount();
        int limit = take(first, whole, todo, sink);
        pageDone.accept(total);
        try {
            while (!todo.isEmpty() || !flights.isEmpty()) {
                if (stopped.getAsBoolean()) {
                    return new Outcome(revision, false, total);
                }
                while (flights.size() < IN_FLIGHT && !todo.isEmpty()) {
                    byte[][] range = todo.pollFirst();
                    flights.add(new Flight(range, limit, kv.get(ByteSequence.from(range[0]), option(range[1], limit,
                            revision))));
                }
                Flight flight = flights.pollFirst();
                Page page;
                try {
                    page = new Page(RawResponses.range(session.await(flight.call)), flight.limit);
                } catch (EtcdAccessException e) {
                    if (flight.limit <= 1 || !tooLarge(e)) {
                        throw e;
                    }
                    page = fetch(flight.range[0], flight.range[1], Math.max(1, flight.limit / 16), revision);
                }
                limit = take(page, flight.range, todo, sink);
                pageDone.accept(total);
            }
            return new Outcome(revision, true, total);
        } finally {
            flights.forEach(f -> f.call.cancel(true));
        }
    }

    /**
     * Hands a page's keys to the sink and queues the rest of its range: the next page when few keys remain, else
     * the rest cut into pieces (see the class comment). Returns the limit for the next pages.
     */
    private int take(Page page, byte[][] range, Deque<byte[][]> todo, Sink sink) {
        long bytes = 0;
        for (io.etcd.jetcd.api.KeyValue entry : page.response.getKvsList()) {
            byte[] key = entry.getKey().substring(namespaceLength).toByteArray();
            bytes += key.length + entry.getValue().size();
            sink.key(key, entry.getValue().size(), entry.getModRevision());
        }
        int count = page.response.getKvsCount();
        int limit = nextLimit(count == 0 ? 0 : bytes / count, page.limit, targetPageBytes);
        if (page.response.getMore() && count > 0) {
            byte[] last = page.response.getKvs(count - 1).getKey().substring(namespaceLength).toByteArray();
            long remaining = page.response.getCount() - count;
            if (remaining <= (long) SEQUENTIAL_PAGES * limit) {
                todo.addFirst(new byte[][]{Arrays.copyOf(last, last.length + 1), range[1]});
            } else {
                List<byte[][]> pieces = Pieces.after(last, range[1]);
                for (int i = pieces.size() - 1; i >= 0; i--) {
                    todo.addFirst(pieces.get(i));
                }
            }
        }
        return limit;
    }

    /** A request on its way: its range, the limit it asked for, and its answer to come. */
    private record Flight(byte[][] range, int limit, CompletableFuture<GetResponse> call) {
    }

    /** The limit that keeps the next page near the target size, given the bytes per key seen last. */
    static int nextLimit(long bytesPerKey, int lastLimit, long targetPageBytes) {
        if (bytesPerKey <= 0) {
            return lastLimit;
        }
        return (int) Math.max(1, Math.min(MAX_LIMIT, targetPageBytes / bytesPerKey));
    }

    private record Page(RangeResponse response, int limit) {
    }

    /** One page; a response over the client's inbound limit (values far larger than the last page's) is retried
     * with a much smaller limit. */
    private Page fetch(byte[] start, byte[] end, int limit, long revision) {
        int tried = limit;
        while (true) {
            try {
                GetResponse response = session.await(kv.get(ByteSequence.from(start), option(end, tried, revision)));
                return new Page(RawResponses.range(response), tried);
            } catch (EtcdAccessException e) {
                if (tried > 1 && tooLarge(e)) {
                    tried = Math.max(1, tried / 16);
                    continue;
                }
                throw e;
            }
        }
    }

    private static GetOption option(byte[] end, int limit, long revision) {
        return GetOption.builder().withRange(ByteSequence.from(end == null ? ALL : end)).withLimit(limit)
                .withRevision(revision).build();
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
