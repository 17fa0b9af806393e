package io.etcdexplorer.transfer;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.kv.GetResponse;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.io.IOException;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Reads every key and value of a range at one revision, in pages bounded by count and (approximately) by bytes.
 *
 * <p>etcd 3.4 walks its whole index from a request's start to its range end to compute {@code count}, even with a
 * limit (etcd-io/etcd#11057). So the range is first listed keys-only in large pages, which pays that walk once per
 * listing page; values are then fetched for sub-ranges whose ends are known keys, which costs only the keys they hold.
 * Every request after the first pins the first response's revision, so the export is one consistent snapshot.
 */
final class SnapshotReader {

    /** Sizes of the pages; tests shrink them to cross page boundaries with little data. */
    record Limits(int keysPerListing, long bytesPerPage, int maxKeysPerPage) {
        static final Limits DEFAULT = new Limits(50_000, 16L * 1024 * 1024, 10_000);
    }

    interface Listener {
        /** Called once, before the first page, with the snapshot's header and how many keys it holds. */
        void started(ResponseHeader header, long totalKeys) throws IOException;

        /** Called per page, in key order. */
        void page(List<KeyValue> kvs) throws IOException;
    }

    /** The same pages as the project's own {@link KeyValueData}, for readers that keep jetcd's types out. */
    interface DataListener {
        void started(long revision, long totalKeys);

        void page(List<KeyValueData> kvs);
    }

    /** First value page; small because nothing is known yet about value sizes. */
    private static final int FIRST_PAGE_KEYS = 64;

    private final Client client;
    private final String target;
    private final Limits limits;

    SnapshotReader(Client client, String target, Limits limits) {
        this.client = client;
        this.target = target;
        this.limits = limits;
    }

    /** A reader on {@code session}'s client with the default page sizes. */
    static SnapshotReader of(EtcdSession session) {
        return new SnapshotReader(session.client(), session.settings().endpointsLabel(), Limits.DEFAULT);
    }

    /**
     * Reads {@code [start, end)} at {@code revision} (0: the latest), handing pages on as {@link KeyValueData}.
     *
     * @return the revision read
     */
    long readData(byte[] start, byte[] end, long revision, DataListener listener, BooleanSupplier cancelled) {
        long[] read = {revision};
        try {
            read(start, end, revision, new Listener() {
                @Override
                public void started(ResponseHeader header, long totalKeys) {
                    read[0] = revision == 0 ? header.revision() : revision;
                    listener.started(read[0], totalKeys);
                }

                @Override
                public void page(List<KeyValue> kvs) {
                    listener.page(kvs.stream().map(KeyValueData::of).toList());
                }
            }, cancelled);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // the listener above does no I/O
        }
        return read[0];
    }

    /** Reads {@code [start, end)}; returns the header of the snapshot. */
    ResponseHeader read(byte[] start, byte[] end, Listener listener, BooleanSupplier cancelled) throws IOException {
        return read(start, end, 0, listener, cancelled);
    }

    /** Reads {@code [start, end)} at {@code pinned} (0: the latest revision). */
    private ResponseHeader read(byte[] start, byte[] end, long pinned, Listener listener, BooleanSupplier cancelled)
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
                byte[] to = KeyRanges.successor(keys.get(i + n - 1).getKey().getBytes());
                GetResponse page;
                try {
                    page = get(from, GetOption.builder().withRange(ByteSequence.from(to)).withRevision(revision)
                            .build());
                } catch (EtcdCalls.ResponseTooLargeException e) {
                    pageKeys = shrink(n, e);
                    continue;
                }
                listener.page(page.getKvs());
                pageKeys = nextPageKeys(page.getKvs());
                i += n;
            }
            if (!listing.isMore() || keys.isEmpty()) {
                return header;
            }
            cursor = KeyRanges.successor(keys.get(keys.size() - 1).getKey().getBytes());
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
            throw new EtcdAccessException("A single key is larger than this client accepts in one response.",
                    "Export a prefix that leaves this key out.", failure);
        }
        return keys / 2;
    }

    private GetResponse get(byte[] key, GetOption option) {
        return EtcdCalls.await(client.getKVClient().get(ByteSequence.from(key), option), target);
    }

    static void checkCancelled(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new TransferCancelledException("Export cancelled: no file was written.", 0);
        }
    }
}
