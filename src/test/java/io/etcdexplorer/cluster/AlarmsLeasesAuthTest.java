package io.etcdexplorer.cluster;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.auth.Permission;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static io.etcdexplorer.cluster.ClusterServicesTest.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 10 on one etcd each: the NOSPACE alarm and its way out, leases with their keys, and authentication. */
class AlarmsLeasesAuthTest {

    /** A fresh etcd for every test, with a 1 MiB quota so that a few writes raise NOSPACE. */
    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension().withArgs("--quota-backend-bytes", "1048576");

    @Test
    void noSpaceIsListedAndDisarmedAfterFreeingSpace() throws InterruptedException {
        try (EtcdSession session = connect(ConnectionSettings.plain(List.of(etcd.endpoint())))) {
            String big = "x".repeat(100_000);
            EtcdAccessException full = null;
            for (int i = 0; i < 100 && full == null; i++) {
                try {
                    session.call(session.client().getKVClient().put(bytes("/fill/" + i), bytes(big)));
                    // etcd learns its size when it commits, every 100 ms: writes faster than that overshoot.
                    Thread.sleep(120);
                } catch (EtcdAccessException e) {
                    full = e;
                }
            }
            assertTrue(full != null && full.getMessage().contains("database space exceeded"), String.valueOf(full));
            ClusterReader reader = new ClusterReader(session);
            ClusterOverview overview = reader.read();
            MemberRow member = overview.members().get(0);
            assertEquals(List.of(new Alarm(member.id(), "default", 1)), overview.alarms());
            assertEquals("NOSPACE", overview.alarms().get(0).type());
            assertTrue(member.unhealthy(), "an alarm makes the member unhealthy");
            assertTrue(member.problem().contains("NOSPACE"), member.problem());

            // etcdctl's way out: delete, compact, defragment, disarm.
            var deleted = session.call(session.client().getKVClient().delete(bytes("/fill/"),
                    io.etcd.jetcd.options.DeleteOption.builder().isPrefix(true).build()));
            ClusterMaintenance maintenance = new ClusterMaintenance(session);
            maintenance.compact(deleted.getHeader().getRevision(), true);
            maintenance.defragment(etcd.endpoint());
            maintenance.disarm(overview.alarms());

            assertEquals(List.of(), reader.read().alarms());
            session.call(session.client().getKVClient().put(bytes("/after"), bytes("written again")));
        }
    }

    @Test
    void leasesAreListedWithTtlAndKeysRelativeToTheKeyPrefix() {
        var leases = etcd.client().getLeaseClient();
        long withKeys = leases.grant(60).join().getID();
        long bare = leases.grant(30).join().getID();
        for (String key : List.of("/app/b", "/app/a", "/other")) {
            etcd.client().getKVClient().put(bytes(key), bytes("v"), PutOption.builder().withLeaseId(withKeys)
                    .build()).join();
        }
        ConnectionSettings settings = ConnectionSettings.builder(List.of(etcd.endpoint())).namespace("/app")
                .build();
        try (EtcdSession session = connect(settings)) {
            LeaseReader.Leases read = new LeaseReader(session).read();
            assertEquals(2, read.total());
            LeaseInfo first = read.leases().stream().filter(l -> l.id() == withKeys).findFirst().orElseThrow();
            LeaseInfo second = read.leases().stream().filter(l -> l.id() == bare).findFirst().orElseThrow();
            assertEquals(60, first.grantedTtl());
            assertTrue(first.ttl() > 50 && first.ttl() <= 60, first.toString());
            assertEquals(List.of("/a", "/b", "/other"), first.keys().stream()
                    .map(k -> new String(k, StandardCharsets.UTF_8)).toList());
            assertEquals(List.of(), second.keys());
            assertEquals(String.format("%016x", withKeys), first.idText());
        }
    }

    @Test
    void usersRolesAndPermissionsAreListedAndAuthCanBeEnabledAndDisabled() {
        var auth = etcd.client().getAuthClient();
        auth.roleAdd(bytes("reader")).join();
        auth.roleGrantPermission(bytes("reader"), bytes("/app/"), bytes("/app0"), Permission.Type.READ).join();
        auth.roleGrantPermission(bytes("reader"), bytes("/one"), ByteSequence.EMPTY, Permission.Type.READWRITE)
                .join();
        auth.userAdd(bytes("alice"), bytes("pw")).join();
        auth.userGrantRole(bytes("alice"), bytes("reader")).join();
        try (EtcdSession anonymous = connect(ConnectionSettings.plain(List.of(etcd.endpoint())))) {
            AuthReader reader = new AuthReader(anonymous);
            AuthOverview before = reader.read();
            assertFalse(before.enabled());
            assertEquals(List.of(new AuthOverview.User("alice", List.of("reader"))), before.users());
            assertEquals(List.of(new AuthOverview.Role("reader", List.of("READ [/app/, /app0) (prefix /app/)",
                    "READWRITE /one"))), before.roles());
            assertFalse(before.rootReady());
            EtcdAccessException noRoot = assertThrows(EtcdAccessException.class, reader::enable);
            assertTrue(noRoot.hint().contains("etcdctl user add root"), noRoot.hint());

            auth.userAdd(bytes("root"), bytes("rootpw")).join();
            auth.userGrantRole(bytes("root"), bytes("root")).join();
            assertTrue(reader.read().rootReady());
            reader.enable();

            assertTrue(reader.enabled(), "the probe sees it on");
            // Without credentials this session lost access to everything but the probe; a password alone
            // cannot help a connection that has no user, so none is asked for.
            EtcdAccessException locked = assertThrows(EtcdAccessException.class,
                    () -> anonymous.get(bytes("/x").getBytes()));
            assertEquals(EtcdErrors.AUTH_ENABLED, locked.getMessage());
            assertEquals(Hop.ETCD_AUTH, locked.hop());
            assertFalse(locked instanceof SecretRequiredException, "no password prompt without a user");
            AuthOverview lockedOut = reader.read();
            assertTrue(lockedOut.enabled());
            assertFalse(lockedOut.problem().isEmpty());

            try (EtcdSession root = connect(ConnectionSettings.builder(List.of(etcd.endpoint())).user("root")
                    .password("rootpw").build())) {
                AuthReader asRoot = new AuthReader(root);
                AuthOverview on = asRoot.read();
                assertTrue(on.enabled());
                assertEquals(List.of("alice", "root"), on.users().stream().map(AuthOverview.User::name).toList());
                asRoot.disable();
                assertFalse(asRoot.enabled());
            }
            assertFalse(reader.read().enabled());
            assertTrue(anonymous.get(bytes("/x").getBytes()).isEmpty(), "access is back without credentials");
        }
    }

    private static EtcdSession connect(ConnectionSettings settings) {
        return new EtcdConnector().connect(settings, header -> { });
    }
}
