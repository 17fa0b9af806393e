package io.etcdexplorer.testsupport;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.DeleteOption;
import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.etcd.local.EtcdOptions;
import io.etcdexplorer.etcd.local.EtcdProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a real etcd for a test class, on free loopback ports with a throw-away data dir.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final EtcdExtension etcd = new EtcdExtension();   // one etcd for the whole class
 * }</pre>
 * As a non-static field it starts a fresh etcd for every test method instead. A missing etcd binary fails the
 * tests (with install instructions) rather than skipping them, so a misconfigured machine cannot look green.
 */
public final class EtcdExtension implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback,
        AfterEachCallback {

    private static final long TIMEOUT_SECONDS = 10;
    private static final ByteSequence ZERO = ByteSequence.from(new byte[] {0});

    private final List<String> extraArgs;
    private EtcdProcess process;
    private Path tempDir;
    private Client client;
    private String ownerId;

    public EtcdExtension() {
        this(List.of());
    }

    private EtcdExtension(List<String> extraArgs) {
        this.extraArgs = List.copyOf(extraArgs);
    }

    /** A copy that passes these extra flags to etcd, e.g. {@code withArgs("--auto-compaction-retention", "1")}. */
    public EtcdExtension withArgs(String... args) {
        return new EtcdExtension(Stream.concat(extraArgs.stream(), Stream.of(args)).toList());
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        startOnceFor(context);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        stopIfOwnedBy(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        // A static field got beforeAll already and keeps its etcd; an instance field starts one per test.
        startOnceFor(context);
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        stopIfOwnedBy(context);
    }

    /** The client URL, e.g. {@code http://127.0.0.1:23791}. */
    public String endpoint() {
        return running().clientUrl();
    }

    public EtcdProcess process() {
        return running();
    }

    /** A jetcd client for {@link #endpoint()}, built on first use and closed when the etcd stops. */
    public synchronized Client client() {
        if (client == null) {
            client = Client.builder().endpoints(endpoint()).build();
        }
        return client;
    }

    /** Deletes every key: the range from "\0" to "\0" is the whole keyspace, and jetcd rejects an empty key. */
    public void deleteAll() {
        await(client().getKVClient().delete(ZERO, DeleteOption.builder().withRange(ZERO).build()));
    }

    public void put(String key, String value) {
        put(key.getBytes(StandardCharsets.UTF_8), value.getBytes(StandardCharsets.UTF_8));
    }

    public void put(byte[] key, byte[] value) {
        await(client().getKVClient().put(ByteSequence.from(key), ByteSequence.from(value)));
    }

    /** The value of {@code key} as UTF-8, if present. */
    public Optional<String> get(String key) {
        List<KeyValue> kvs = await(client().getKVClient().get(ByteSequence.from(key, StandardCharsets.UTF_8)))
                .getKvs();
        return kvs.stream().findFirst().map(kv -> kv.getValue().toString(StandardCharsets.UTF_8));
    }

    private synchronized void startOnceFor(ExtensionContext context) throws IOException {
        if (process != null) {
            return;
        }
        Path binary = EtcdBinary.locate(System.getenv()).orElseThrow(() -> new IllegalStateException(
                "EtcdExtension needs a real etcd." + System.lineSeparator() + EtcdBinary.installHint()));
        tempDir = Files.createTempDirectory("etcd-test-");
        EtcdOptions options = EtcdOptions.builder(binary, tempDir.resolve("data")).extraArgs(extraArgs).build();
        try {
            process = EtcdProcess.start(options);
        } catch (IOException | RuntimeException e) {
            deleteTree(tempDir);
            tempDir = null;
            throw e;
        }
        ownerId = context.getUniqueId();
    }

    private synchronized void stopIfOwnedBy(ExtensionContext context) throws IOException {
        if (process == null || !context.getUniqueId().equals(ownerId)) {
            return;
        }
        try {
            if (client != null) {
                client.close();
            }
            process.stop();
        } finally {
            client = null;
            process = null;
            ownerId = null;
            deleteTree(tempDir);
            tempDir = null;
        }
    }

    private synchronized EtcdProcess running() {
        if (process == null) {
            throw new IllegalStateException("etcd is not running: register EtcdExtension with @RegisterExtension"
                    + " and use it only inside tests or @BeforeEach/@AfterEach methods");
        }
        return process;
    }

    private static <T> T await(CompletableFuture<T> future) {
        try {
            return future.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while talking to etcd", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("etcd request failed: " + e, e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
