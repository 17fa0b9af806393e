package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.kv.PutResponse;
import io.etcd.jetcd.options.PutOption;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Writes for the timeline tests that return the revision etcd gave them, so expectations can be exact. */
final class Writes {

    private final Client client;

    Writes(Client client) {
        this.client = client;
    }

    long put(String key, String value) {
        return put(bytes(key), bytes(value), 0);
    }

    long put(byte[] key, byte[] value, long lease) {
        PutOption option = lease == 0 ? PutOption.DEFAULT : PutOption.builder().withLeaseId(lease).build();
        return await(client.getKVClient().put(ByteSequence.from(key), ByteSequence.from(value), option))
                .getHeader().getRevision();
    }

    long delete(String key) {
        return await(client.getKVClient().delete(ByteSequence.from(bytes(key)))).getHeader().getRevision();
    }

    long lease(long ttlSeconds) {
        return await(client.getLeaseClient().grant(ttlSeconds)).getID();
    }

    void compact(long revision) {
        await(client.getKVClient().compact(revision));
    }

    long revision() {
        return await(client.getKVClient().get(ByteSequence.from(new byte[]{0}))).getHeader().getRevision();
    }

    /**
     * {@code count} puts of {@code key} (values "v1", "v2", ...), pipelined: etcd may apply them in another order,
     * so this returns value by revision, ascending.
     */
    TreeMap<Long, String> versions(String key, int count) {
        List<CompletableFuture<PutResponse>> calls = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) {
            calls.add(client.getKVClient().put(ByteSequence.from(bytes(key)), ByteSequence.from(bytes("v" + i))));
            if (i % 128 == 0) {
                await(calls.get(i - 1));
            }
        }
        TreeMap<Long, String> byRevision = new TreeMap<>();
        for (int i = 0; i < count; i++) {
            byRevision.put(await(calls.get(i)).getHeader().getRevision(), "v" + (i + 1));
        }
        return byRevision;
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    static <T> T await(CompletableFuture<T> call) {
        try {
            return call.get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("etcd write failed: " + e, e);
        }
    }
}
