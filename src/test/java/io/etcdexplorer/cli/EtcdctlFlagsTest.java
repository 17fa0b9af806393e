package io.etcdexplorer.cli;

import io.etcdexplorer.etcd.ConnectionSettings;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EtcdctlFlagsTest {

    @Test
    void readsFlagsInBothForms() {
        var parsed = EtcdctlFlags.parse(List.of("--endpoints=https://10.0.0.1:2379,10.0.0.2:2379",
                "--cacert", "/etc/ca.crt", "--cert=/c.crt", "--key", "/c.key", "--dial-timeout=3s"), Map.of());
        ConnectionSettings s = parsed.settings().orElseThrow();
        assertEquals(List.of("https://10.0.0.1:2379", "https://10.0.0.2:2379"), s.endpointUrls());
        assertEquals(Path.of("/etc/ca.crt"), s.caCert());
        assertEquals(Path.of("/c.crt"), s.cert());
        assertEquals(Path.of("/c.key"), s.key());
        assertEquals(Duration.ofSeconds(3), s.dialTimeout());
        assertTrue(parsed.errors().isEmpty());
    }

    @Test
    void sshFlagsTunnelThroughAHostWithRemoteCertificates() {
        var parsed = EtcdctlFlags.parse(List.of("--ssh=docker@192.168.49.2:2222", "--ssh-key", "/k/id_rsa",
                "--ssh-remote-certs", "--ssh-sudo", "--endpoints=https://127.0.0.1:2379",
                "--cacert=/var/lib/minikube/certs/etcd/ca.crt"), Map.of("ETCD_EXPLORER_SSH_PASSPHRASE", "pp"));
        ConnectionSettings s = parsed.settings().orElseThrow();
        assertTrue(parsed.errors().isEmpty(), parsed.errors().toString());
        assertEquals("192.168.49.2", s.ssh().host());
        assertEquals(2222, s.ssh().port());
        assertEquals("docker", s.ssh().user());
        assertEquals(Path.of("/k/id_rsa"), s.ssh().identityFile());
        assertEquals("pp", s.ssh().passphrase());
        assertTrue(s.ssh().sudoRemoteFiles());
        assertTrue(s.remoteCertificates());

        var alone = EtcdctlFlags.parse(List.of("--ssh-remote-certs", "--endpoints=h:2379"), Map.of());
        assertTrue(alone.errors().get(0).contains("need --ssh="), alone.errors().toString());
        var bare = EtcdctlFlags.parse(List.of("--ssh=node1"), Map.of()).settings().orElseThrow();
        assertEquals(22, bare.ssh().port());
        assertFalse(bare.remoteCertificates());
    }

    @Test
    void environmentVariablesApplyAndFlagsWin() {
        var env = Map.of("ETCDCTL_ENDPOINTS", "http://a:2379", "ETCDCTL_USER", "root:secret",
                "ETCDCTL_INSECURE_SKIP_TLS_VERIFY", "true", "ETCDCTL_API", "3");
        ConnectionSettings s = EtcdctlFlags.parse(List.of("--endpoints", "http://b:2379"), env).settings().orElseThrow();
        assertEquals(List.of("http://b:2379"), s.endpointUrls());
        assertEquals("root", s.user());
        assertEquals("secret", s.password());
        assertTrue(s.insecureSkipTlsVerify());
    }

    @Test
    void snapshotNamesAFileToOpenAndNoConnection() {
        var parsed = EtcdctlFlags.parse(List.of("--snapshot", "/backups/etcd-backup.db"), Map.of());
        assertEquals(List.of(), parsed.errors());
        assertEquals(java.util.Optional.of(java.nio.file.Path.of("/backups/etcd-backup.db")), parsed.snapshot());
        assertTrue(parsed.settings().isEmpty(), "a snapshot needs no cluster");
        var both = EtcdctlFlags.parse(List.of("--snapshot=a.db", "--endpoints=http://10.0.0.1:2379"), Map.of());
        assertEquals(java.nio.file.Path.of("a.db"), both.snapshot().orElseThrow());
        assertTrue(both.settings().isPresent(), "and a connection beside it");
        assertEquals(List.of("--snapshot needs a value"), EtcdctlFlags.parse(List.of("--snapshot"), Map.of()).errors());
        assertTrue(EtcdctlFlags.parse(List.of("--snapshots=a.db"), Map.of()).errors().get(0)
                .contains("did you mean --snapshot?"));
        assertTrue(EtcdctlFlags.usage().contains("--snapshot=FILE"));
    }

    @Test
    void noConnectionWithoutConnectionOptions() {
        var parsed = EtcdctlFlags.parse(List.of(), Map.of("ETCDCTL_API", "3", "ETCDCTL_DIAL_TIMEOUT", "2s"));
        assertTrue(parsed.settings().isEmpty());
        assertFalse(parsed.help());
    }

    @Test
    void bareHostPortMeansHttpWithoutTlsMaterial() {
        ConnectionSettings s = EtcdctlFlags.parse(List.of("--endpoints=127.0.0.1:2379"), Map.of())
                .settings().orElseThrow();
        assertEquals(List.of("http://127.0.0.1:2379"), s.endpointUrls());
    }

    @Test
    void unknownOptionsAndMissingValuesAreReported() {
        var parsed = EtcdctlFlags.parse(List.of("--endpoint=x", "--cacert"), Map.of());
        assertEquals(List.of("Unknown option --endpoint: did you mean --endpoints? (see --help)",
                "--cacert needs a value"), parsed.errors());
        assertTrue(parsed.settings().isEmpty());
    }

    @Test
    void helpIsRecognised() {
        assertTrue(EtcdctlFlags.parse(List.of("--help"), Map.of()).help());
        assertTrue(EtcdctlFlags.usage().contains("--insecure-skip-tls-verify"));
    }

    @Test
    void goDurations() {
        assertEquals(Duration.ofMillis(500), EtcdctlFlags.duration("500ms"));
        assertEquals(Duration.ofMillis(1500), EtcdctlFlags.duration("1.5s"));
        assertEquals(Duration.ofMinutes(2), EtcdctlFlags.duration("2m"));
        assertEquals("Invalid --dial-timeout: use e.g. 5s or 500ms",
                EtcdctlFlags.parse(List.of("--endpoints=a:1", "--dial-timeout=soon"), Map.of()).errors().get(0));
    }

    @Test
    void debugComesFromTheFlagOrEtcdctlsVariableAndNamesNoConnection() {
        var flag = EtcdctlFlags.parse(List.of("--debug"), Map.of());
        assertTrue(flag.debug());
        assertTrue(flag.settings().isEmpty(), "--debug alone opens the connection list, not 127.0.0.1:2379");
        assertTrue(flag.errors().isEmpty(), flag.errors().toString());
        assertTrue(EtcdctlFlags.parse(List.of(), Map.of("ETCDCTL_DEBUG", "true")).debug());
        assertFalse(EtcdctlFlags.parse(List.of("--debug=false"), Map.of("ETCDCTL_DEBUG", "true")).debug());
        assertFalse(EtcdctlFlags.parse(List.of("--endpoints=10.0.0.1:2379"), Map.of()).debug());
    }

    @Test
    void theHelpEndsWithTheLogFile() {
        String usage = EtcdctlFlags.usage(Path.of("/home/me/.local/share/etcd-explorer/logs/etcd-explorer.log"));
        assertTrue(usage.contains("--debug"), usage);
        assertTrue(usage.contains("Log file: /home/me/.local/share/etcd-explorer/logs/etcd-explorer.log (5 MiB"),
                usage);
    }
}
