package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;
import java.util.Random;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static io.etcdexplorer.etcd.ops.OpsFixture.keys;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The get, put and delete command lines, as text and run through bash with the real etcdctl. */
class EtcdctlOpsKvTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OpsFixture f;
    private ConnectionSettings settings;
    private String etcdctl;

    @BeforeEach
    void setUp() {
        etcd.deleteAll();
        settings = ConnectionSettings.plain(List.of(etcd.endpoint()));
        f = new OpsFixture(settings);
        etcdctl = "etcdctl --endpoints=" + etcd.endpoint() + " ";
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private KeyValueData read(byte[] key) {
        return f.ops.get(GetRequest.of(key)).kvs().get(0);
    }

    /** The command run by bash prints exactly what the app's own request returns. */
    private void assertGetAgrees(GetRequest r) {
        String out = Etcdctl.bash(EtcdctlOps.get(settings, r), true).ok().out();
        assertEquals(Etcdctl.normalized(f.ops.get(r).toEtcdctlJson()), Etcdctl.normalized(out),
                EtcdctlOps.get(settings, r));
    }

    @Test
    void getCommandsCarryEveryOptionAndReadTheSame() {
        for (String k : List.of("/g/b", "/g/a", "/g/c", "/g/a")) {
            f.ops.put(PutRequest.of(b(k), b("v" + k.length() + k)));
        }
        long rev = f.ops.put(PutRequest.of(b("/g/d"), b("0"))).header().revision();
        f.ops.put(PutRequest.of(b("/g/d"), b("1")));

        GetRequest all = GetRequest.prefix(b("/g/")).atRevision(rev).withKeysOnly()
                .sorted(SortTarget.MODIFY, SortOrder.DESCEND).withLimit(2);
        assertEquals(etcdctl + "get /g/ --prefix --rev=" + rev + " --keys-only --sort-by=MODIFY --order=DESCEND "
                + "--limit=2", EtcdctlOps.get(settings, all));
        assertEquals(etcdctl + "get /g/a", EtcdctlOps.get(settings, GetRequest.of(b("/g/a"))));

        assertGetAgrees(all);
        assertGetAgrees(GetRequest.of(b("/g/d")));
        assertGetAgrees(GetRequest.of(b("/g/d")).atRevision(rev));
        assertGetAgrees(GetRequest.prefix(new byte[0]));
        for (SortTarget target : SortTarget.values()) {
            for (SortOrder order : SortOrder.values()) {
                assertGetAgrees(GetRequest.prefix(b("/g/")).sorted(target, order));
            }
        }
    }

    @Test
    void countOnlyUsesTheFlagEtcdctlHasSince35() {
        f.ops.put(PutRequest.of(b("/c/1"), b("1")));
        GetRequest count = GetRequest.prefix(b("/c/")).withCountOnly();
        String command = EtcdctlOps.get(settings, count);
        assertEquals(etcdctl + "get /c/ --prefix --count-only -w fields", command);

        boolean supported = Etcdctl.run(etcd.endpoint(), null, "get", "--help").out().contains("--count-only");
        // etcdctl 3.5 prints a count only with -w fields (and refuses ETCDCTL_WRITE_OUT set beside -w).
        Etcdctl.Run run = Etcdctl.bash(command);
        if (supported) {
            assertTrue(run.ok().out().contains("\"Count\" : " + f.ops.get(count).count() + "\n"), run.out());
        } else {
            // The installed etcdctl 3.4 predates the flag; the command is right for 3.5 and later.
            assertTrue(run.err().contains("unknown flag: --count-only"), run.err());
        }
    }

    @Test
    void textValuesAreArgumentsAndStoreTheSameBytes() {
        byte[] value = b("line one\nit's \"quoted\" $HOME `x` \\ é ✓");
        String command = EtcdctlOps.put(settings, PutRequest.of(b("/t/x y"), value));
        assertTrue(command.startsWith(etcdctl + "put '/t/x y' $'"), command);
        Etcdctl.bash(command).ok();
        assertArrayEquals(value, read(b("/t/x y")).value());

        Etcdctl.bash(EtcdctlOps.put(settings, PutRequest.of(b("/t/empty"), new byte[0]))).ok();
        assertEquals(0, read(b("/t/empty")).value().length);

        String dashed = EtcdctlOps.put(settings, PutRequest.of(b("-k"), b("-v")).withPrevKv());
        assertEquals(etcdctl + "put --prev-kv -- -k -v", dashed, "a leading dash would read as a flag");
        Etcdctl.bash(dashed).ok();
        assertArrayEquals(b("-v"), read(b("-k")).value());
    }

    @Test
    void binaryAndLargeValuesArePipedInAndStoreTheSameBytes() {
        byte[] all = OpsFixture.allBytes();
        byte[] key = {'/', 'b', (byte) 0xff, '\n'};
        String command = EtcdctlOps.put(settings, PutRequest.of(key, all));
        assertTrue(command.startsWith("printf '%s' AAECAwQF"), command); // base64 needs no quotes
        assertTrue(command.endsWith(" | base64 -d | " + etcdctl + "put $'/b\\xff\\x0a'"), command);
        Etcdctl.bash(command).ok();
        assertArrayEquals(all, read(key).value());

        byte[] big = new byte[1400 * 1024]; // just under etcd's default 1.5 MiB request limit
        new Random(7).nextBytes(big);
        Etcdctl.bash(EtcdctlOps.put(settings, PutRequest.of(b("/big"), big))).ok();
        assertArrayEquals(big, read(b("/big")).value());

        byte[] longText = "0123456789abcdef".repeat(8 * 1024).getBytes(); // 128 KiB: too long for one argument
        String piped = EtcdctlOps.put(settings, PutRequest.of(b("/long"), longText));
        assertTrue(piped.startsWith("printf"), "text above " + EtcdctlOps.MAX_ARGUMENT_BYTES + " bytes is piped");
        Etcdctl.bash(piped).ok();
        assertArrayEquals(longText, read(b("/long")).value());
    }

    @Test
    void putFlagsHaveTheSameEffect() {
        long lease = f.ops.grant(120).id();
        String hex = Describe.leaseHex(lease);
        String leased = EtcdctlOps.put(settings, PutRequest.of(b("/p"), b("v1")).withLease(lease));
        assertEquals(etcdctl + "put /p v1 --lease=" + hex, leased);
        Etcdctl.bash(leased).ok();
        assertEquals(lease, read(b("/p")).meta().lease());

        String ignoreLease = EtcdctlOps.put(settings, new PutRequest(b("/p"), b("v2"), 0, true, false, true));
        assertEquals(etcdctl + "put /p v2 --prev-kv --ignore-lease", ignoreLease);
        assertTrue(Etcdctl.bash(ignoreLease).ok().out().contains("v1"), "--prev-kv prints the old value");
        assertEquals("v2", OpsFixture.s(read(b("/p")).value()));
        assertEquals(lease, read(b("/p")).meta().lease());

        String ignoreValue = EtcdctlOps.put(settings, new PutRequest(b("/p"), new byte[0], 0, false, true, false));
        assertEquals(etcdctl + "put /p --ignore-value", ignoreValue);
        Etcdctl.bash(ignoreValue).ok();
        assertEquals("v2", OpsFixture.s(read(b("/p")).value()));
        assertEquals(0, read(b("/p")).meta().lease(), "without --ignore-lease the lease is dropped");
        assertEquals(3, read(b("/p")).meta().version());
    }

    @Test
    void deleteCommandsDeleteTheSameKeys() {
        for (String k : List.of("/d/1", "/d/2", "/e")) {
            f.ops.put(PutRequest.of(b(k), b("v")));
        }
        String prefix = EtcdctlOps.delete(settings, new DeleteRequest(b("/d/"), true, true));
        assertEquals(etcdctl + "del /d/ --prefix --prev-kv", prefix);
        String out = Etcdctl.bash(prefix, true).ok().out();
        assertTrue(out.contains("\"deleted\":2"), out);
        assertEquals(List.of("/e"), keys(f.ops.get(GetRequest.prefix(new byte[0])).kvs()));

        Etcdctl.bash(EtcdctlOps.delete(settings, DeleteRequest.of(b("/e")))).ok();
        assertEquals(0, f.ops.count(new byte[0], true));
    }

    @Test
    void theNamespaceIsPartOfEveryKey() {
        ConnectionSettings ns = ConnectionSettings.builder(List.of(etcd.endpoint())).namespace("/ns").build();
        assertEquals(etcdctl + "put /ns/a 1", EtcdctlOps.put(ns, PutRequest.of(b("/a"), b("1"))));
        assertEquals(etcdctl + "get /ns --prefix", EtcdctlOps.get(ns, GetRequest.prefix(new byte[0])));
        assertEquals(etcdctl + "del /ns/a", EtcdctlOps.delete(ns, DeleteRequest.of(b("/a"))));

        Etcdctl.bash(EtcdctlOps.put(ns, PutRequest.of(b("/a"), b("1")))).ok();
        try (OpsFixture inside = new OpsFixture(ns)) {
            assertEquals(Optional.of("1"), inside.ops.get(GetRequest.of(b("/a"))).kvs().stream().findFirst()
                    .map(kv -> OpsFixture.s(kv.value())));
        }
    }
}
