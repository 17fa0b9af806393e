package io.etcdexplorer.testsupport;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ValuePage;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@link KeyReads} over a sorted map, for view-model tests of what a real etcd cannot easily produce on demand: a
 * failure on the next read. Keys and values are UTF-8 strings; every key has revision 1.
 */
public final class FakeKeyReads implements KeyReads {

    private final ConnectionSettings settings = ConnectionSettings.plain(List.of("http://fake-etcd:2379"));
    private final TreeMap<String, String> keys = new TreeMap<>();
    private RuntimeException failure;
    private int reads;

    public FakeKeyReads put(String key, String value) {
        keys.put(key, value);
        return this;
    }

    /** Every read from now on throws {@code failure} (null: reads work again). */
    public FakeKeyReads failWith(RuntimeException value) {
        failure = value;
        return this;
    }

    /** How many reads were made. */
    public int reads() {
        return reads;
    }

    /** The endpoint the fake's settings name. */
    public String endpoint() {
        return settings.endpoints().get(0);
    }

    @Override
    public ConnectionSettings settings() {
        return settings;
    }

    @Override
    public Optional<KeyValueData> get(byte[] key, long revision) {
        read();
        String k = text(key);
        return Optional.ofNullable(keys.get(k)).map(v -> data(k, v));
    }

    @Override
    public ValuePage range(byte[] from, byte[] end, int limit, boolean withValues) {
        read();
        String start = Arrays.equals(from, new byte[]{0}) ? "" : text(from);
        Map<String, String> in = Arrays.equals(end, new byte[]{0}) ? keys.tailMap(start, true)
                : keys.subMap(start, true, text(end), false);
        List<KeyValueData> entries = new ArrayList<>();
        for (Map.Entry<String, String> e : in.entrySet()) {
            if (entries.size() == limit) {
                return new ValuePage(entries, true);
            }
            entries.add(data(e.getKey(), withValues ? e.getValue() : ""));
        }
        return new ValuePage(entries, false);
    }

    private void read() {
        reads++;
        if (failure != null) {
            throw failure;
        }
    }

    private static KeyValueData data(String key, String value) {
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        return new KeyValueData(new KeyMeta(bytes, 1, 1, 1, 0), value.getBytes(StandardCharsets.UTF_8));
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
