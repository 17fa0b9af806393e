package io.etcdexplorer.transfer;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.GetOption;
import io.etcd.jetcd.options.PutOption;

import io.etcdexplorer.testsupport.EtcdTools;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/** Test data and helpers shared by the transfer tests. */
final class TransferFixtures {

    private TransferFixtures() {
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] result = new byte[a.length + b.length];
        System.arraycopy(a, 0, result, 0, a.length);
        System.arraycopy(b, 0, result, a.length, b.length);
        return result;
    }

    static void put(Client client, byte[] key, byte[] value) throws Exception {
        client.getKVClient().put(ByteSequence.from(key), ByteSequence.from(value)).get(10, TimeUnit.SECONDS);
    }

    static void putWithLease(Client client, byte[] key, byte[] value) throws Exception {
        long lease = client.getLeaseClient().grant(600).get(10, TimeUnit.SECONDS).getID();
        client.getKVClient().put(ByteSequence.from(key), ByteSequence.from(value),
                PutOption.builder().withLeaseId(lease).build()).get(10, TimeUnit.SECONDS);
    }

    /** The odd keys every test wants: binary values, non-UTF-8 keys, empty values, a 1 MiB value. */
    static Map<ByteBuffer, byte[]> seedOdd(Client client, String prefix, boolean bigValue) throws Exception {
        Map<ByteBuffer, byte[]> expected = new LinkedHashMap<>();
        byte[] p = utf8(prefix);
        Random random = new Random(42);
        byte[] binary = new byte[4096];
        random.nextBytes(binary);
        expected.put(ByteBuffer.wrap(concat(p, utf8("binary"))), binary);
        expected.put(ByteBuffer.wrap(concat(p, new byte[]{(byte) 0xff, (byte) 0xfe, 0, 'x'})), utf8("non-utf8 key"));
        expected.put(ByteBuffer.wrap(concat(p, utf8("empty"))), new byte[0]);
        expected.put(ByteBuffer.wrap(concat(p, utf8("ünïcödé/ключ"))), utf8("значение"));
        expected.put(ByteBuffer.wrap(concat(p, new byte[]{(byte) 0xc3})), new byte[]{0, (byte) 0x80, (byte) 0xff});
        if (bigValue) {
            byte[] big = new byte[1024 * 1024];
            random.nextBytes(big);
            expected.put(ByteBuffer.wrap(concat(p, utf8("big"))), big);
        }
        for (Map.Entry<ByteBuffer, byte[]> e : expected.entrySet()) {
            put(client, bytes(e.getKey()), e.getValue());
        }
        return expected;
    }

    /** Many small keys in transactions, fast enough for thousands. */
    static Map<ByteBuffer, byte[]> seedMany(Client client, String prefix, int count) throws Exception {
        Map<ByteBuffer, byte[]> expected = new LinkedHashMap<>();
        List<io.etcd.jetcd.op.Op> ops = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            byte[] key = utf8(String.format("%sk%05d", prefix, i));
            byte[] value = utf8("value-" + i + "-" + "x".repeat(i % 300));
            expected.put(ByteBuffer.wrap(key), value);
            ops.add(io.etcd.jetcd.op.Op.put(ByteSequence.from(key), ByteSequence.from(value), PutOption.DEFAULT));
            if (ops.size() == 100 || i == count - 1) {
                client.getKVClient().txn().Then(ops.toArray(io.etcd.jetcd.op.Op[]::new)).commit()
                        .get(10, TimeUnit.SECONDS);
                ops.clear();
            }
        }
        return expected;
    }

    /** Every key and value under {@code prefix} (all keys for ""). */
    static Map<ByteBuffer, byte[]> readAll(Client client, String prefix) throws Exception {
        byte[] p = utf8(prefix);
        GetOption option = GetOption.builder().withRange(ByteSequence.from(KeyRanges.end(p))).build();
        List<KeyValue> kvs = client.getKVClient().get(ByteSequence.from(KeyRanges.start(p)), option)
                .get(30, TimeUnit.SECONDS).getKvs();
        Map<ByteBuffer, byte[]> all = new LinkedHashMap<>();
        for (KeyValue kv : kvs) {
            all.put(ByteBuffer.wrap(kv.getKey().getBytes()), kv.getValue().getBytes());
        }
        return all;
    }

    /** Same keys, and byte-identical values. */
    static void assertSameData(Map<ByteBuffer, byte[]> expected, Map<ByteBuffer, byte[]> actual) {
        org.junit.jupiter.api.Assertions.assertEquals(expected.keySet(), actual.keySet(), "keys differ");
        for (Map.Entry<ByteBuffer, byte[]> e : expected.entrySet()) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(e.getValue(), actual.get(e.getKey()),
                    () -> "value of " + io.etcdexplorer.values.KeyText.display(bytes(e.getKey())));
        }
    }

    static byte[] bytes(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }

    /** Runs the real etcdctl and returns its standard output. */
    static String etcdctl(String endpoint, String... args) throws IOException, InterruptedException {
        Path binary = EtcdTools.etcdctl();
        List<String> command = new ArrayList<>(List.of(binary.toString(), "--endpoints=" + endpoint));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            fail("etcdctl " + String.join(" ", args) + " failed: " + out);
        }
        return out;
    }
}
