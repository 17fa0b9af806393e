package io.etcdexplorer.testsupport;

import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.etcd.local.EtcdOptions;
import io.etcdexplorer.etcd.local.EtcdProcess;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A real etcd serving clients over TLS, for one test class: start it in {@code @BeforeAll}, close it in
 * {@code @AfterAll}. The flags usually come from {@link TestPki#etcdServerFlags}.
 */
public final class TlsEtcd implements AutoCloseable {

    private final EtcdProcess process;

    private TlsEtcd(EtcdProcess process) {
        this.process = process;
    }

    /** Starts etcd with {@code tlsFlags} on free loopback ports, its data dir under {@code workDir}. */
    public static TlsEtcd start(Path workDir, List<String> tlsFlags) throws IOException {
        Path binary = EtcdBinary.locate(System.getenv()).orElseThrow(() -> new IllegalStateException(
                "TlsEtcd needs a real etcd." + System.lineSeparator() + EtcdBinary.installHint()));
        Path home = Files.createTempDirectory(Files.createDirectories(workDir), "tls-etcd-");
        EtcdOptions options = EtcdOptions.builder(binary, home.resolve("data"))
                .extraArgs(tlsFlags)
                .clientScheme("https")
                .build();
        return new TlsEtcd(EtcdProcess.start(options));
    }

    /** The client URL, e.g. {@code https://127.0.0.1:23791}. */
    public String endpoint() {
        return process.clientUrl();
    }

    /** The same port with the wrong scheme, {@code http://127.0.0.1:23791}. */
    public String plainEndpoint() {
        return "http://" + hostPort();
    }

    /** {@code 127.0.0.1:23791}. */
    public String hostPort() {
        return process.options().host() + ":" + process.clientPort();
    }

    public int port() {
        return process.clientPort();
    }

    @Override
    public void close() {
        process.stop();
    }
}
