package io.etcdexplorer.testsupport;

import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.etcd.local.EtcdOptions;
import io.etcdexplorer.etcd.local.EtcdProcess;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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

    /**
     * Starts etcd with {@code tlsFlags} for clients and TLS between members too, as kubeadm runs it: the peer port
     * serves {@code peer}'s certificate and wants a client certificate issued by {@code peerCa}
     * ({@code --peer-client-cert-auth}).
     */
    public static TlsEtcd startWithTlsPeer(Path workDir, List<String> tlsFlags, TestPki.Issued peer,
                                           TestPki.Authority peerCa) throws IOException {
        int peerPort;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            peerPort = free.getLocalPort();
        }
        String peerUrl = "https://127.0.0.1:" + peerPort;
        List<String> flags = new ArrayList<>(tlsFlags);
        // Given after EtcdCommand's http:// peer flags: etcd takes the last value of a repeated flag.
        flags.addAll(List.of("--peer-cert-file", peer.certPem().toString(),
                "--peer-key-file", peer.keyFile(TestPki.KeyFormat.PKCS8_PEM).toString(),
                "--peer-trusted-ca-file", peerCa.certPem().toString(), "--peer-client-cert-auth",
                "--listen-peer-urls", peerUrl, "--initial-advertise-peer-urls", peerUrl,
                "--initial-cluster", EtcdOptions.DEFAULT_NAME + "=" + peerUrl));
        Path binary = EtcdBinary.locate(System.getenv()).orElseThrow(() -> new IllegalStateException(
                "TlsEtcd needs a real etcd." + System.lineSeparator() + EtcdBinary.installHint()));
        Path home = Files.createTempDirectory(Files.createDirectories(workDir), "tls-peer-etcd-");
        EtcdOptions options = EtcdOptions.builder(binary, home.resolve("data"))
                .extraArgs(flags)
                .clientScheme("https")
                .peerPort(peerPort)
                .build();
        return new TlsEtcd(EtcdProcess.start(options));
    }

    /** The peer port as a URL with {@code scheme} (etcd serves it in https after {@link #startWithTlsPeer}). */
    public String peerEndpoint(String scheme) {
        return scheme + "://" + process.options().host() + ":" + process.peerPort();
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
