package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.testsupport.EtcdExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A session on the test etcd plus the headers it reported, and byte/text helpers. */
final class OpsFixture implements AutoCloseable {

    final EtcdSession session;
    final EtcdOps ops;
    final List<ResponseHeader> headers = new CopyOnWriteArrayList<>();

    OpsFixture(EtcdExtension etcd) {
        this(ConnectionSettings.plain(List.of(etcd.endpoint())));
    }

    OpsFixture(ConnectionSettings settings) {
        session = new EtcdConnector().connect(settings, headers::add);
        ops = new EtcdOps(session);
    }

    ResponseHeader lastHeader() {
        return headers.get(headers.size() - 1);
    }

    static byte[] b(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static String s(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    static List<String> keys(List<KeyValueData> kvs) {
        return kvs.stream().map(kv -> s(kv.key())).toList();
    }

    static List<String> values(List<KeyValueData> kvs) {
        return kvs.stream().map(kv -> s(kv.value())).toList();
    }

    /** Every byte value 0..255 once. */
    static byte[] allBytes() {
        byte[] all = new byte[256];
        for (int i = 0; i < all.length; i++) {
            all[i] = (byte) i;
        }
        return all;
    }

    @Override
    public void close() {
        session.close();
    }
}
