package io.etcdexplorer.testsupport;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.GetOption;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Snapshot files for tests: saved with the real {@code etcdctl snapshot save} (of the etcd release under test)
 * from a seeded etcd, and damaged copies of them.
 */
public final class SnapshotFiles {

    /** The whole keyspace: "\0" to "\0". */
    private static final ByteSequence ZERO = ByteSequence.from(new byte[] {0});

    private SnapshotFiles() {
    }

    /**
     * Seeds keys with history: /app/config written three times, /app/tmp written then deleted, a Kubernetes-like
     * key and a binary key and value. Returns the revision of /app/config's first version.
     */
    public static long seed(EtcdExtension etcd) throws Exception {
        etcd.put("/app/config", "replicas=1");
        long first = etcd.client().getKVClient().get(bytes("/app/config")).get(10, TimeUnit.SECONDS)
                .getKvs().get(0).getModRevision();
        etcd.put("/app/config", "replicas=2");
        etcd.put("/app/tmp", "short-lived");
        etcd.client().getKVClient().delete(bytes("/app/tmp")).get(10, TimeUnit.SECONDS);
        etcd.put("/app/config", "replicas=3");
        etcd.put("/registry/configmaps/default/settings", "{\"data\":{\"mode\":\"fast\"}}");
        etcd.put(new byte[] {0x01, (byte) 0xff, 0x00}, new byte[] {0x00, 0x10, (byte) 0x80});
        return first;
    }

    /** Runs {@code etcdctl snapshot save target} against {@code etcd}, failing with etcdctl's output. */
    public static Path save(EtcdExtension etcd, Path target) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(EtcdTools.etcdctl().toString(), "--endpoints", etcd.endpoint(),
                "snapshot", "save", target.toString()).redirectErrorStream(true);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0 || !Files.isRegularFile(target)) {
            throw new IllegalStateException("etcdctl snapshot save failed: " + output);
        }
        return target;
    }

    /** Every key, value and revision of {@code client}'s keyspace, at its current revision. */
    public static List<KeyValue> all(Client client) throws Exception {
        return client.getKVClient().get(ZERO, GetOption.builder().withRange(ZERO).build())
                .get(10, TimeUnit.SECONDS).getKvs();
    }

    /** The first {@code bytes} of {@code source}: a copy or download cut short. */
    public static Path truncated(Path source, Path target, long bytes) throws IOException {
        byte[] all = Files.readAllBytes(source);
        Files.write(target, java.util.Arrays.copyOf(all, (int) Math.min(bytes, all.length)));
        return target;
    }

    /** A copy with one byte of its trailing hash changed: the database reads, the hash does not match. */
    public static Path badHash(Path source, Path target) throws IOException {
        Files.copy(source, target);
        try (RandomAccessFile file = new RandomAccessFile(target.toFile(), "rw")) {
            long at = file.length() - 5;
            file.seek(at);
            int old = file.read();
            file.seek(at);
            file.write(old ^ 0x5a);
        }
        return target;
    }

    /** Random bytes: no database at all. */
    public static Path random(Path target, int size) throws IOException {
        byte[] noise = new byte[size];
        new java.util.Random(42).nextBytes(noise);
        Files.write(target, noise);
        return target;
    }

    public static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
