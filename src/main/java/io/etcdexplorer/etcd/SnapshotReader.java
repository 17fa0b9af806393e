package io.etcdexplorer.etcd;

import io.etcdexplorer.i18n.Messages;
import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.kv.GetResponse;
import io.etcd.jetcd.options.GetOption;

import java.io.IOException;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Reads every key and value of a range at one revision, in pages bounded by count and (approximately) by bytes.
 *
 * <p>etcd 3.4 walks its whole index from a request's start to its range end to compute {@code count}, even with a
 * limit (etcd-io/etcd#11057). So the range is first listed keys-only in large pages, which pays that walk once per
 * listing page; values are then fetched for sub-ranges whose ends are known keys, which costs only the keys they hold.
 * Every request after the first pins the first response's revision, so the export is one consistent snapshot.
 *
 * <p>The export and copy features stream a million keys through it: each request waits up to
 * {@link EtcdCalls#TIMEOUT} (a page may be large), a response over the client's inbound limit is asked again in
 * halves, and a page reaches the listener as a list whose entries are converted only when read, so a page's bytes
 * are never held twice.
 */
public final class SnapshotReader {

    private static final Messages TEXT = Messages.of(SnapshotReader.class);

    /** Sizes of the pages; tests shrink them to cross page boundaries with little data. */
    public record Limits(int keysPerListing, long bytesPerPage, int maxKeysPerPage) {
        public static final Limits DEFAULT = new Limits(50_000, 16L * 1024 * 1024, 10_000);
    }

    /** Hears the snapshot as it is read. */
    public interface Listener {
        /** Called once, before the first page, with the snapshot's header and how many keys it holds. */
        void started(ResponseHeader header, long totalKeys) throws IOException;

        /**
         * Called per page, in key order. Each {@code get} converts (copies) the entry again: read each entry once,
         * and keep what is kept.
         */
        void page(List<KeyValueData> kvs) throws IOException;
    }

    /** First value page; small because nothing is known yet about value sizes. */
    private static final int FIRST_PAGE_KEYS = 64;

    private final Client client;
    private final String target;
    private final Limits limits;

    /**
     * A reader on {@code client} (messages name {@code target}): for tests that need a client with other limits.
     * Features use {@link #of(EtcdSession, Limits)}.
     */
    public SnapshotReader(Client client, String target, Limits limits) {
        this.client = client;
        this.target = target;
        this.limits = limits;
    }

    /** A reader on {@code session}'s client with the default page sizes. */
    public static SnapshotReader of(EtcdSession session) {
        return of(session, Limits.DEFAULT);
    }

    /** A reader on {@code session}'s client with the given page sizes. */
    public static SnapshotReader of(EtcdSession session, Limits limits) {
        return new SnapshotReader(session.client(), session.settings().endpointsLabel(), limits);
    }

    /**
     * Reads {@code [start, end)} at {@code pinned} (0: the latest revision); returns the header of the snapshot
     * (its revision is the latest one's even when pinned).
     *
     * @throws CancellationException once {@code cancelled} says so, checked before each request
     * @throws IOException           when the listener fails to write
     */
    public ResponseHeader read(byte[] start, byte[] end, long pinned, Listener listener, BooleanSupplier cancelled)
            throws IOException {
        byte[] cursor = start;
        long revision = pinned;
        int listingKeys = limits.keysPerListing();
        int pageKeys = FIRST_PAGE_KEYS;
        ResponseHeader header = null;
        while (true) {
            checkCancelled(cancelled);
            GetResponse listing;
            try {
                listing = get(cursor, GetOption.builder().withRange(ByteSequence.from(end)).withKeysOnly(true)
                        .withLimit(listingKeys).withRevision(revision).build());
            } catch (EtcdCalls.ResponseTooLargeException e) {
                listingKeys = shrink(listingKeys, e);
                continue;
            }
            if (header == null) {
                header = ResponseHeader.of(listing.getHeader());
                revision = pinned == 0 ? header.revision() : pinned;
                listener.started(header, listing.getCount());
            }
            List<KeyValue> keys = listing.getKvs();
            int i = 0;
            while (i < keys.size()) {
                checkCancelled(cancelled);
                int n = Math.min(pageKeys, keys.size() - i);
                byte[] from = keys.get(i).getKey().getBytes();
                byte[] to = successor(keys.get(i + n - 1).getKey().getBytes());
                GetResponse page;
                try {
                    page = get(from, GetOption.builder().withRange(ByteSequence.from(to)).withRevision(revision)
                            .build());
                } catch (EtcdCalls.ResponseTooLargeException e) {
                    pageKeys = shrink(n, e);
                    continue;
                }
                listener.page(asData(page.getKvs()));
                pageKeys = nextPageKeys(page.getKvs());
                i += n;
            }
            if (!listing.isMore() || keys.isEmpty()) {
                return header;
            }
            cursor = successor(keys.get(keys.size() - 1).getKey().getBytes());
        }
    }

    /** Sizes the next page from the average size of this one, so a page holds about {@code bytesPerPage}. */
    private int nextPageKeys(List<KeyValue> kvs) {
        if (kvs.isEmpty()) {
            return FIRST_PAGE_KEYS;
        }
        long bytes = 0;
        for (KeyValue kv : kvs) {
            bytes += kv.getKey().size() + kv.getValue().size();
        }
        long perKey = Math.max(1, bytes / kvs.size());
        return (int) Math.max(1, Math.min(limits.maxKeysPerPage(), limits.bytesPerPage() / perKey));
    }

    private static int shrink(int keys, RuntimeException failure) {
        if (keys <= 1) {
            throw new EtcdAccessException(TEXT.get("keyTooLarge"), TEXT.get("keyTooLarge.fix"), failure);
        }
        return keys / 2;
    }

    private GetResponse get(byte[] key, GetOption option) {
        return EtcdCalls.await(client.getKVClient().get(ByteSequence.from(key), option), target);
    }

    private static void checkCancelled(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("reading the snapshot was cancelled");
        }
    }

    /** The smallest key after {@code key}: an exclusive range end that still includes {@code key}. */
    private static byte[] successor(byte[] key) {
        return Arrays.copyOf(key, key.length + 1);
    }

    /** jetcd's entries seen as the project's, each converted when read (see {@link Listener#page}). */
    private static List<KeyValueData> asData(List<KeyValue> kvs) {
        return new AbstractList<>() {
            @Override
            public KeyValueData get(int index) {
                return KeyValueData.of(kvs.get(index));
            }

            @Override
            public int size() {
                return kvs.size();
            }
        };
    }
}
