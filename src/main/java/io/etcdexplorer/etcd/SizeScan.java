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
 * segment, e.g. one per resource under /registry/), and each piece is paged on its own.
 */
public final class SizeScan {

    static final int FIRST_LIMIT = 256;
    static final int MAX_LIMIT = 8_192;
    static final long TARGET_PAGE_BYTES = 4L << 20;
    static final int SEQUENTIAL_PAGES = 8;
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
        byte[] start = prefix.length == 0 ? ALL : prefix;
        Deque<byte[][]> todo = new ArrayDeque<>();
        todo.add(new byte[][]{start, prefix.length == 0 ? null : Pieces.prefixEnd(prefix)});
        long revision = 0;
        long total = -1;
        int limit = firstLimit;
        while (!todo.isEmpty()) {
            if (stopped.getAsBoolean()) {
                return new Outcome(revision, false, total);
            }
            byte[][] range = todo.pollFirst();
            Page page = fetch(range[0], range[1], limit, revision);
            if (revision == 0) {
                revision = page.response.getHeader().getRevision();
                total = page.response.getCount();
            }
            long bytes = 0;
            for (io.etcd.jetcd.api.KeyValue entry : page.response.getKvsList()) {
                byte[] key = entry.getKey().substring(namespaceLength).toByteArray();
                bytes += key.length + entry.getValue().size();
                sink.key(key, entry.getValue().size(), entry.getModRevision());
            }
            pageDone.accept(total);
            int count = page.response.getKvsCount();
            limit = nextLimit(count == 0 ? 0 : bytes / count, page.limit, targetPageBytes);
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
        }
        return new Outcome(revision, true, total);
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
            GetOption option = GetOption.builder().withRange(ByteSequence.from(end == null ? ALL : end))
                    .withLimit(tried).withRevision(revision).build();
            try {
                GetResponse response = session.await(kv.get(ByteSequence.from(start), option));
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
