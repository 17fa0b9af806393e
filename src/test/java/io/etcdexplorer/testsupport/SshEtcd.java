package io.etcdexplorer.testsupport;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.ssh.SshSettings;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * A minikube in miniature: a TLS etcd that requires client certificates, reachable only through a real sshd, with
 * its CA, client certificate and client key as files on the "host" that the test reads over SFTP. The SFTP server
 * runs unprivileged (see {@link SshdServer.Builder#unprivilegedSftp}), so {@link #rootOnlyKey()} is unreadable to
 * it, as minikube's keys are to its docker user; a stand-in {@code sudo} (see {@link #sudo}) plays passwordless
 * sudo, sudo asking for a password, or no sudo at all.
 *
 * <p>The etcd server certificate names {@code localhost} only, and the endpoint is {@code https://localhost:PORT}
 * as seen from the SSH host: the client dials 127.0.0.1 through the tunnel, so connecting proves that the server
 * name is the endpoint's host and not the tunnel's address.
 */
public final class SshEtcd implements AutoCloseable {

    /** How the stand-in sudo behaves. */
    public enum Sudo { PASSWORDLESS, ASKS_PASSWORD, NOT_INSTALLED }

    private final SshdServer sshd;
    private final TlsEtcd etcd;
    private final TestPki pki;
    private final Path files;
    private final Path bin;
    private final Path knownHosts;

    private SshEtcd(SshdServer sshd, TlsEtcd etcd, TestPki pki, Path files, Path bin, Path knownHosts) {
        this.sshd = sshd;
        this.etcd = etcd;
        this.pki = pki;
        this.files = files;
        this.bin = bin;
        this.knownHosts = knownHosts;
    }

    public static SshEtcd start(Path dir) throws IOException {
        return start(dir, "localhost");
    }

    /**
     * The same with etcd's server certificate naming {@code serverNames}: minikube's and kubeadm's name
     * {@code 127.0.0.1} too, which their profiles dial through the tunnel.
     */
    public static SshEtcd start(Path dir, String... serverNames) throws IOException {
        TestPki pki = TestPki.create(dir.resolve("pki"));
        TestPki.Issued server = pki.ca().issue(Spec.server("etcd-server", serverNames));
        TestPki.Issued client = pki.ca().issue(Spec.client("healthcheck-client"));
        Path files = Files.createDirectories(dir.resolve("host/certs/etcd"));
        Files.copy(pki.ca().certPem(), files.resolve("ca.crt"));
        Files.copy(pki.otherCa().certPem(), files.resolve("other-ca.crt"));
        Files.copy(client.certPem(), files.resolve("healthcheck-client.crt"));
        Files.copy(client.keyFile(KeyFormat.PKCS1_PEM), files.resolve("readable-client.key"));
        Files.copy(client.keyFile(KeyFormat.PKCS1_PEM), files.resolve("healthcheck-client.key"));
        for (String name : List.of("ca.crt", "other-ca.crt", "healthcheck-client.crt", "readable-client.key")) {
            SshdServer.exposeToSftp(files.resolve(name));
        }
        // Root-only, as on a kubeadm or minikube node; without root, no permission at all does the same.
        Files.setPosixFilePermissions(files.resolve("healthcheck-client.key"),
                PosixFilePermissions.fromString(SshdServer.runsAsRoot() ? "rw-------" : "---------"));
        Path bin = Files.createDirectories(dir.resolve("host/bin"));
        // The stand-in sudo runs the command itself; as root that reads anything, as sudo would.
        Files.writeString(bin.resolve("sudo.passwordless"), """
                #!/bin/sh
                [ "$1" = "-n" ] && shift
                exec "$@"
                """);
        Files.writeString(bin.resolve("sudo.asks-password"), """
                #!/bin/sh
                echo "sudo: a password is required" >&2
                exit 1
                """);
        for (String script : List.of("sudo.passwordless", "sudo.asks-password")) {
            Files.setPosixFilePermissions(bin.resolve(script), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Files.writeString(bin.resolve("cat"), "#!/bin/sh\nexec /bin/cat \"$@\"\n");
        Files.setPosixFilePermissions(bin.resolve("cat"), PosixFilePermissions.fromString("rwxr-xr-x"));
        TlsEtcd etcd = TlsEtcd.start(dir, TestPki.etcdServerFlags(server, pki.ca()));
        SshdServer sshd;
        try {
            sshd = SshdServer.builder(dir.resolve("sshd")).unprivilegedSftp(true)
                    // Sessions find only the stand-in sudo and cat, whatever the machine has installed.
                    .configLine("SetEnv PATH=" + bin)
                    .start();
        } catch (IOException | RuntimeException e) {
            etcd.close();
            throw e;
        }
        SshEtcd setup = new SshEtcd(sshd, etcd, pki, files, bin, sshd.knownHosts(dir.resolve("known_hosts")));
        setup.sudo(Sudo.NOT_INSTALLED);
        return setup;
    }

    public SshdServer sshd() {
        return sshd;
    }

    public TlsEtcd etcd() {
        return etcd;
    }

    public TestPki pki() {
        return pki;
    }

    /** The etcd endpoint as seen from the SSH host. */
    public String endpoint() {
        return "https://localhost:" + etcd.port();
    }

    /** A remote file under the host's certs/etcd folder: ca.crt, other-ca.crt, healthcheck-client.crt, ... */
    public Path remote(String name) {
        return files.resolve(name);
    }

    /** Readable by everyone, so SFTP reads it without sudo. */
    public Path readableKey() {
        return remote("readable-client.key");
    }

    /** Readable by root only. */
    public Path rootOnlyKey() {
        return remote("healthcheck-client.key");
    }

    public Path knownHosts() {
        return knownHosts;
    }

    /** Logs in as the test user with the authorised key, trusting the host. */
    public SshSettings.Builder ssh() {
        return SshSettings.builder(sshd.host()).port(sshd.port()).user(sshd.user()).identityFile(sshd.userKey())
                .knownHosts(knownHosts);
    }

    /** Through {@link #ssh()}, with CA, client certificate and readable key read from the host. */
    public ConnectionSettings.Builder settings() {
        return ConnectionSettings.builder(List.of(endpoint())).ssh(ssh().build()).remoteCertificates(true)
                .caCert(remote("ca.crt")).cert(remote("healthcheck-client.crt")).key(readableKey());
    }

    /** Chooses what {@code sudo} on the host does from now on. */
    public void sudo(Sudo mode) throws IOException {
        Path sudo = bin.resolve("sudo");
        Files.deleteIfExists(sudo);
        switch (mode) {
            case PASSWORDLESS -> Files.createSymbolicLink(sudo, bin.resolve("sudo.passwordless"));
            case ASKS_PASSWORD -> Files.createSymbolicLink(sudo, bin.resolve("sudo.asks-password"));
            case NOT_INSTALLED -> {
            }
        }
    }

    @Override
    public void close() {
        try {
            sshd.close();
        } finally {
            etcd.close();
        }
    }
}
