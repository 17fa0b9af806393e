package io.etcdexplorer.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real OpenSSH server for the SSH tests: {@code /usr/sbin/sshd -D -e} on a free loopback port, with its own
 * ed25519 host key and one authorised ed25519 user key (the current user logs in). It can be stopped with every
 * session it serves (a dropped tunnel) and started again on the same port with the same host key.
 */
public final class SshdServer implements AutoCloseable {

    public static final Path SSHD = Path.of("/usr/sbin/sshd");
    private static final Path SFTP_SERVER = Path.of("/usr/lib/openssh/sftp-server");
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final Duration START_TIMEOUT = Duration.ofSeconds(15);

    private final Path dir;
    private final Path config;
    private final int port;
    private Process process;

    private SshdServer(Path dir, Path config, int port) {
        this.dir = dir;
        this.config = config;
        this.port = port;
    }

    /** True when OpenSSH's server is installed ({@code .ci/run} installs it). */
    public static boolean available() {
        return Files.isExecutable(SSHD) && Files.isExecutable(Path.of("/usr/bin/ssh-keygen"));
    }

    public static boolean runsAsRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    public static Builder builder(Path dir) {
        return new Builder(dir);
    }

    /** How the server is set up; every option has the test-friendly default noted on it. */
    public static final class Builder {
        private final Path dir;
        private boolean passwordAuthentication;
        private boolean tcpForwarding = true;
        private boolean unprivilegedSftp;
        private final List<String> extraLines = new ArrayList<>();

        private Builder(Path dir) {
            this.dir = dir;
        }

        /** Off by default. */
        public Builder passwordAuthentication(boolean value) {
            passwordAuthentication = value;
            return this;
        }

        /** On by default; off makes sshd refuse every direct-tcpip channel, as {@code AllowTcpForwarding no}. */
        public Builder tcpForwarding(boolean value) {
            tcpForwarding = value;
            return this;
        }

        /**
         * Runs the SFTP subsystem as {@code nobody} when the tests run as root, so that permissions stop it as they
         * stop an unprivileged SSH user (root would read every file). Files it must read need to be world-readable,
         * along with every directory above them: see {@link #exposeToSftp}.
         */
        public Builder unprivilegedSftp(boolean value) {
            unprivilegedSftp = value;
            return this;
        }

        /** A raw sshd_config line, e.g. {@code SetEnv PATH=/some/bin:/usr/bin:/bin}. */
        public Builder configLine(String line) {
            extraLines.add(line);
            return this;
        }

        public SshdServer start() throws IOException {
            Files.createDirectories(dir);
            Path hostKey = dir.resolve("ssh_host_ed25519_key");
            keygen(hostKey, "test-host");
            Path userKey = dir.resolve("id_ed25519");
            keygen(userKey, "test-user");
            Files.copy(userKey.resolveSibling("id_ed25519.pub"), dir.resolve("authorized_keys"));
            int port = freePort();
            Path config = dir.resolve("sshd_config");
            Files.writeString(config, configText(hostKey, port));
            SshdServer server = new SshdServer(dir, config, port);
            server.launch();
            return server;
        }

        private String configText(Path hostKey, int port) {
            String sftp = SFTP_SERVER.toString();
            if (unprivilegedSftp && runsAsRoot() && Files.isExecutable(SETPRIV)) {
                sftp = SETPRIV + " --reuid=nobody --regid=nogroup --clear-groups " + sftp;
            }
            List<String> lines = new ArrayList<>(List.of(
                    "Port " + port,
                    "ListenAddress 127.0.0.1",
                    "HostKey " + hostKey,
                    "PidFile " + dir.resolve("sshd.pid"),
                    "AuthorizedKeysFile " + dir.resolve("authorized_keys"),
                    "StrictModes no",
                    "UsePAM no",
                    "PermitRootLogin yes",
                    "PubkeyAuthentication yes",
                    "PasswordAuthentication " + (passwordAuthentication ? "yes" : "no"),
                    "KbdInteractiveAuthentication no",
                    "AllowTcpForwarding " + (tcpForwarding ? "yes" : "no"),
                    "Subsystem sftp " + sftp,
                    "LogLevel VERBOSE"));
            lines.addAll(extraLines);
            return String.join("\n", lines) + "\n";
        }
    }

    public String host() {
        return "127.0.0.1";
    }

    public int port() {
        return port;
    }

    /** The user the tests log in as: whoever runs them. */
    public String user() {
        return System.getProperty("user.name");
    }

    public Path dir() {
        return dir;
    }

    /** The authorised user key, OpenSSH format, no passphrase. */
    public Path userKey() {
        return dir.resolve("id_ed25519");
    }

    public Path hostPublicKey() {
        return dir.resolve("ssh_host_ed25519_key.pub");
    }

    /** Appends a public key (one OpenSSH line) to the authorised keys. */
    public void authorize(Path publicKey) throws IOException {
        Files.writeString(dir.resolve("authorized_keys"), Files.readString(publicKey).strip() + "\n",
                StandardOpenOption.APPEND);
    }

    /** The host key's fingerprint as {@code ssh-keygen -l -E sha256} prints it, e.g. {@code SHA256:abc...}. */
    public String hostKeyFingerprint() throws IOException {
        String line = run(List.of("ssh-keygen", "-l", "-E", "sha256", "-f", hostPublicKey().toString()));
        return line.split("\\s+")[1];
    }

    /** A known_hosts file that trusts this server, as {@code ssh-keyscan} would write it. */
    public Path knownHosts(Path file) throws IOException {
        String[] key = Files.readString(hostPublicKey()).strip().split("\\s+");
        Files.writeString(file, "[" + host() + "]:" + port + " " + key[0] + " " + key[1] + "\n");
        return file;
    }

    /**
     * Makes {@code file} readable for the unprivileged SFTP server: world-traversable directories from the temp dir
     * down, and the file itself world-readable ({@code 0644}, as /var/lib/minikube/certs/etcd/ca.crt).
     */
    public static void exposeToSftp(Path file) throws IOException {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir")).toRealPath();
        for (Path d = file.toRealPath().getParent(); d != null && d.startsWith(tmp) && !d.equals(tmp);
             d = d.getParent()) {
            Files.setPosixFilePermissions(d, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
    }

    /** Kills sshd and every session it serves, as a crash or a reboot of the host would. */
    public void stop() {
        if (process == null) {
            return;
        }
        process.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process = null;
    }

    /** Starts sshd again on the same port with the same host key and authorised keys. */
    public void restart() throws IOException {
        stop();
        launch();
    }

    @Override
    public void close() {
        stop();
    }

    private void launch() throws IOException {
        if (runsAsRoot()) {
            // sshd refuses to start as root without its privilege separation directory.
            Files.createDirectories(Path.of("/run/sshd"));
        }
        Path log = dir.resolve("sshd.log");
        process = new ProcessBuilder(SSHD.toString(), "-D", "-e", "-f", config.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("sshd exited with " + process.exitValue() + ":\n" + Files.readString(log));
            }
            if (greets()) {
                return;
            }
            sleep(50);
        }
        stop();
        throw new IOException("sshd did not answer on port " + port + " within " + START_TIMEOUT + ":\n"
                + Files.readString(log));
    }

    /** True when the port answers with an SSH identification string. */
    private boolean greets() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host(), port), 500);
            socket.setSoTimeout(2000);
            InputStream in = socket.getInputStream();
            byte[] head = in.readNBytes(4);
            return "SSH-".equals(new String(head, StandardCharsets.US_ASCII));
        } catch (IOException e) {
            return false;
        }
    }

    /** Writes a new ed25519 key pair ({@code file} and {@code file.pub}) without passphrase. */
    public static void keygen(Path file, String comment) throws IOException {
        keygen(file, "ed25519", comment, "");
    }

    /** {@code ssh-keygen -t type} with the given passphrase ("" for none); extra options e.g. {@code -m PEM}. */
    public static void keygen(Path file, String type, String comment, String passphrase, String... options)
            throws IOException {
        Files.deleteIfExists(file);
        Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".pub"));
        List<String> command = new ArrayList<>(List.of("ssh-keygen", "-q", "-t", type, "-N", passphrase, "-C",
                comment, "-f", file.toString()));
        command.addAll(List.of(options));
        run(command);
    }

    /** Runs a command, returns its output, fails with the output when it exits non-zero. */
    public static String run(List<String> command) throws IOException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                throw new IOException(String.join(" ", command) + " failed: " + out);
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
