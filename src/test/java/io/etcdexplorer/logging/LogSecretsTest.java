package io.etcdexplorer.logging;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.viewer.SecretEntryRow;
import io.etcdexplorer.viewer.ValueViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeFixtures;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.SecretRequest;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.profiles.SshHop;
import io.etcdexplorer.profiles.secrets.MemorySecretStore;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import io.etcdexplorer.testsupport.TestPki;
import io.kubernetes.client.proto.V1;
import com.google.protobuf.ByteString;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A whole session as a user has it, with the log at DEBUG: through SSH with an encrypted key (wrong passphrase
 * first), TLS with an encrypted client key, etcd authentication (wrong password first), a Kubernetes Secret read
 * and revealed, and an endpoint that is down. Afterwards no secret, nor any line of a private key, is in the log
 * file, while the failures are there at WARN: a log that stayed empty would fail this test.
 */
class LogSecretsTest {

    private static final String ETCD_PASSWORD = "etcd-pw-Q7vx";
    private static final String WRONG_ETCD_PASSWORD = "not-the-pw-B3nd";
    private static final String SSH_PASSPHRASE = "ssh-pp-K2mw";
    private static final String WRONG_SSH_PASSPHRASE = "not-the-pp-H8qz";
    private static final String SECRET_VALUE = "db-secret-Z9rt";
    private static final String SECRET_KEY = "/registry/secrets/shop/db-credentials";

    @TempDir
    static Path dir;
    static SshEtcd host;
    static Path sshKey;
    static TestPki.Issued client;

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();

    @BeforeAll
    static void start() throws Exception {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        host = SshEtcd.start(dir);
        sshKey = dir.resolve("id_ed25519_logs");
        SshdServer.keygen(sshKey, "ed25519", "log test", SSH_PASSPHRASE);
        host.sshd().authorize(Path.of(sshKey + ".pub"));
        client = host.pki().ca().issue(TestPki.Spec.client("log-client"));
        try (EtcdSession admin = new EtcdConnector().connect(host.settings().build(), h -> { })) {
            var kv = admin.client().getKVClient();
            V1.Secret secret = KubeFixtures.secret().toBuilder()
                    .putData("password", ByteString.copyFromUtf8(SECRET_VALUE)).build();
            kv.put(bytes(SECRET_KEY), ByteSequence.from(KubeFixtures.stored("v1", "Secret", secret)))
                    .get(10, TimeUnit.SECONDS);
            var auth = admin.client().getAuthClient();
            auth.userAdd(bytes("root"), bytes(ETCD_PASSWORD)).get(10, TimeUnit.SECONDS);
            auth.userGrantRole(bytes("root"), bytes("root")).get(10, TimeUnit.SECONDS);
            auth.authEnable().get(10, TimeUnit.SECONDS);
        }
    }

    @AfterAll
    static void stop() {
        if (host != null) {
            host.close();
        }
    }

    @AfterEach
    void stopLog() {
        LogFile.stop();
    }

    @Test
    void aSessionWithEverySecretLeavesNoneInTheLogAndItsFailuresAtWarn() throws IOException {
        Path logs = home.resolve("logs");
        assertTrue(LogFile.start(logs, true).isEmpty());
        SessionViewModel session = new SessionViewModel(executor, new EtcdConnector(),
                new Playground(home.resolve("pg"), Map.of()), new MemorySecretStore(), status, host.knownHosts());
        ConnectionEntry entry = ConnectionEntry.saved(new ConnectionProfile(null, "logs-node",
                List.of(host.endpoint()), host.pki().ca().certPem().toString(), client.certPem().toString(),
                client.keyFile(TestPki.KeyFormat.ENCRYPTED_PKCS8_PEM).toString(), null, false, "root", false, null,
                false, 5, null, new SshHop(host.sshd().host(), host.sshd().port(), host.sshd().user(),
                SshHop.Auth.KEY, sshKey.toString(), false, false)));

        List<String> asked = connectAnsweringWrongFirst(session, entry);

        assertNotNull(session.sessionProperty().get(), "connected in the end; asked for " + asked);
        readTheSecret(session.sessionProperty().get());
        session.disconnect();
        session.connect(ConnectionEntry.saved(new ConnectionProfile(null, "down", List.of("http://127.0.0.1:9"),
                null, null, null, null, false, null, false, null, false, 1, null, null)));
        assertNotNull(status.problemProperty().get(), "nothing listens on port 9");
        LogFile.stop();

        String log = readAll(logs);
        for (String secret : List.of(ETCD_PASSWORD, WRONG_ETCD_PASSWORD, SSH_PASSPHRASE, WRONG_SSH_PASSPHRASE,
                TestPki.PASSWORD, SECRET_VALUE, base64(SECRET_VALUE))) {
            assertFalse(log.contains(secret), "the log holds the secret " + secret);
        }
        for (Path key : List.of(sshKey, client.keyFile(TestPki.KeyFormat.ENCRYPTED_PKCS8_PEM),
                client.keyFile(TestPki.KeyFormat.PKCS8_PEM), client.keyFile(TestPki.KeyFormat.PKCS1_PEM))) {
            for (String line : Files.readAllLines(key)) {
                if (!line.startsWith("-----") && line.length() >= 16) {
                    assertFalse(log.contains(line), "the log holds a line of " + key.getFileName() + ": " + line);
                }
            }
        }
        assertTrue(log.contains("passphrase"), "the SSH passphrase was asked for: " + asked);
        assertTrue(warnings(log, "SessionViewModel: Connecting to logs-node failed at the SSH login") >= 2, log);
        assertTrue(warnings(log, "SessionViewModel: Connecting to logs-node failed at the etcd authentication") >= 2,
                log);
        assertTrue(warnings(log, "SessionViewModel: Connecting to down failed at the etcd") == 1, log);
        assertTrue(log.contains(" INFO  [main] io.etcdexplorer.profiles.SessionViewModel: Connected to logs-node"), log);
        assertTrue(log.contains(" DEBUG [main] io.etcdexplorer.concurrent.BackgroundExecutor: Background work failed"),
                "with the failures' stack traces: " + log);
    }

    /** Answers each question once wrongly (SSH passphrase, etcd password), then rightly; the key password rightly. */
    private List<String> connectAnsweringWrongFirst(SessionViewModel session, ConnectionEntry entry) {
        List<String> asked = new ArrayList<>();
        session.connect(entry);
        for (int round = 0; round < 10 && session.secretRequestProperty().get() != null; round++) {
            SecretRequest request = session.secretRequestProperty().get();
            if (request.sshSecret() != null) {
                boolean first = !asked.contains("ssh");
                asked.add("ssh");
                session.provideSecrets(request, null, null, first ? WRONG_SSH_PASSPHRASE : SSH_PASSPHRASE, false);
            } else if (request.password()) {
                boolean first = !asked.contains("password");
                asked.add("password");
                session.provideSecrets(request, first ? WRONG_ETCD_PASSWORD : ETCD_PASSWORD, null, null, false);
            } else {
                asked.add("key");
                session.provideSecrets(request, null, TestPki.PASSWORD, null, false);
            }
        }
        assertEquals(List.of(), status.problemProperty().get() == null ? List.of() : List.of(status.problemProperty()
                .get().message()));
        return asked;
    }

    /** The key tree, then the Secret in the value viewer with its password revealed, as a user would. */
    private void readTheSecret(EtcdSession open) {
        KeysViewModel keys = new KeysViewModel(executor, status);
        ValueViewModel value = new ValueViewModel(executor, status, new KubeDecoder(new KubeSchemas()));
        keys.open(open);
        value.load(open, keys.treeProperty().get().find(SECRET_KEY.getBytes(StandardCharsets.UTF_8)));
        SecretEntryRow password = value.secretEntries().stream().filter(r -> r.name().equals("password"))
                .findFirst().orElseThrow();
        value.reveal(password, true);
        assertEquals(SECRET_VALUE, password.shownProperty().get(), "the Secret's value was on screen");
    }

    private static long warnings(String log, String text) {
        return log.lines().filter(l -> l.contains(" WARN  ") && l.contains(text)).count();
    }

    private static String readAll(Path logs) throws IOException {
        StringBuilder all = new StringBuilder();
        try (var files = Files.list(logs)) {
            for (Path file : files.toList()) {
                all.append(Files.readString(file));
            }
        }
        return all.toString();
    }

    private static String base64(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
