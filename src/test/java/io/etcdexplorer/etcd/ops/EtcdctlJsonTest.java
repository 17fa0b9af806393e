package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.Base64;
import java.util.List;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * toEtcdctlJson against what the real etcdctl prints for the same request on the same etcd. Only what cannot be
 * the same is made so: header revisions and raft terms, and for writes a twin key (written in one txn with the
 * same revisions) or a lease id.
 */
class EtcdctlJsonTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    /** What the app picks from the server's version: the etcdctl under test is of the same release. */
    private static EtcdctlFlavor FLAVOR;

    private OpsFixture f;

    @BeforeEach
    void setUp() {
        etcd.deleteAll();
        f = new OpsFixture(etcd);
        FLAVOR = EtcdctlFlavor.forServer(ServerVersion.of(f.session));
        for (long id : f.ops.leases().ids()) {
            f.ops.revoke(id);
        }
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private String etcdctl(String... args) {
        return etcdctlWithInput(null, args);
    }

    private String etcdctlWithInput(String stdin, String... args) {
        String[] all = new String[args.length + 1];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "-w=json";
        return Etcdctl.run(etcd.endpoint(), stdin, all).ok().out();
    }

    private static void assertSame(String etcdctlJson, OpResult ours) {
        if (System.getenv("SHOW_JSON") != null) {
            System.out.println("etcdctl: " + etcdctlJson.strip() + "\nours:    " + ours.toEtcdctlJson(FLAVOR));
        }
        assertEquals(Etcdctl.normalized(etcdctlJson), Etcdctl.normalized(ours.toEtcdctlJson(FLAVOR)));
    }

    private static String b64(String text) {
        return Base64.getEncoder().encodeToString(b(text));
    }

    @Test
    void getsWithEveryOptionPrintLikeEtcdctl() {
        long lease = f.ops.grant(300).id();
        f.ops.put(PutRequest.of(b("/j/a"), b("alpha")).withLease(lease));
        f.ops.put(PutRequest.of(b("/j/a"), b("alpha2")));
        f.ops.put(PutRequest.of(b("/j/empty"), new byte[0]));
        f.ops.put(PutRequest.of(b("/j/bin"), OpsFixture.allBytes()));
        long rev = f.ops.put(PutRequest.of(b("/j/z"), b("z"))).header().revision();
        f.ops.put(PutRequest.of(b("/j/z"), b("zz")));

        assertSame(etcdctl("get", "/j/a"), f.ops.get(GetRequest.of(b("/j/a"))));
        assertSame(etcdctl("get", "/j/", "--prefix"), f.ops.get(GetRequest.prefix(b("/j/"))));
        assertSame(etcdctl("get", "/j/", "--prefix", "--limit=2"), f.ops.get(GetRequest.prefix(b("/j/")).withLimit(2)));
        assertSame(etcdctl("get", "/j/", "--prefix", "--keys-only", "--sort-by=MODIFY", "--order=DESCEND"),
                f.ops.get(GetRequest.prefix(b("/j/")).withKeysOnly().sorted(SortTarget.MODIFY, SortOrder.DESCEND)));
        assertSame(etcdctl("get", "/j/", "--prefix", "--sort-by=VALUE"),
                f.ops.get(GetRequest.prefix(b("/j/")).sorted(SortTarget.VALUE, SortOrder.NONE)));
        assertSame(etcdctl("get", "/j/z", "--rev=" + rev), f.ops.get(GetRequest.of(b("/j/z")).atRevision(rev)));
        assertSame(etcdctl("get", "/missing"), f.ops.get(GetRequest.of(b("/missing"))));
        assertSame(etcdctl("get", "", "--prefix"), f.ops.get(GetRequest.prefix(new byte[0])));
    }

    @Test
    void putsPrintLikeEtcdctl() {
        assertSame(etcdctl("put", "/p/new2", "v"), f.ops.put(PutRequest.of(b("/p/new1"), b("v"))));

        // Twins with identical revisions, so each tool's prev_kv differs only in the key.
        f.ops.txn(new TxnRequest(List.of(), List.of(new TxnOp.Put(PutRequest.of(b("/q/x"), b("old"))),
                new TxnOp.Put(PutRequest.of(b("/q/y"), b("old")))), List.of()));
        String theirs = etcdctl("put", "/q/y", "new", "--prev-kv").replace(b64("/q/y"), b64("/q/x"));
        assertSame(theirs, f.ops.put(PutRequest.of(b("/q/x"), b("new")).withPrevKv()));
    }

    @Test
    void deletesPrintLikeEtcdctl() {
        f.ops.txn(new TxnRequest(List.of(), List.of(
                new TxnOp.Put(PutRequest.of(b("/dx/1"), b("one"))), new TxnOp.Put(PutRequest.of(b("/dx/2"), b("two"))),
                new TxnOp.Put(PutRequest.of(b("/dy/1"), b("one"))), new TxnOp.Put(PutRequest.of(b("/dy/2"), b("two")))),
                List.of()));
        String theirs = etcdctl("del", "/dy/", "--prefix", "--prev-kv")
                .replace(b64("/dy/1"), b64("/dx/1")).replace(b64("/dy/2"), b64("/dx/2"));
        assertSame(theirs, f.ops.delete(new DeleteRequest(b("/dx/"), true, true)));
        assertSame(etcdctl("del", "/nothing"), f.ops.delete(DeleteRequest.of(b("/nothing"))));
    }

    @Test
    void txnsPrintLikeEtcdctlInBothBranches() {
        etcd.put("/t/k", "v");
        long mod = f.ops.get(GetRequest.of(b("/t/k"))).kvs().get(0).meta().modRevision();
        String script = "value(\"/t/k\") = \"v\"\nmod(\"/t/k\") = \"" + mod + "\"\n\n"
                + "get /t/k\nput /t/%s x --prev-kv\ndel /t/none --prev-kv\nget /t/k --prefix --keys-only\n\n"
                + "get /t/k\n\n";
        String theirs = etcdctlWithInput(String.format(script, "n2"), "txn");
        TxnResult ours = f.ops.txn(new TxnRequest(
                List.of(TxnCompare.value(b("/t/k"), CompareOp.EQUAL, b("v")),
                        TxnCompare.mod(b("/t/k"), CompareOp.EQUAL, mod)),
                List.of(new TxnOp.Get(GetRequest.of(b("/t/k"))),
                        new TxnOp.Put(PutRequest.of(b("/t/n1"), b("x")).withPrevKv()),
                        new TxnOp.Delete(new DeleteRequest(b("/t/none"), false, true)),
                        new TxnOp.Get(GetRequest.prefix(b("/t/k")).withKeysOnly())),
                List.of(new TxnOp.Get(GetRequest.of(b("/t/k"))))));
        assertSame(theirs, ours);
        assertEquals(4, ours.responses().size());

        String failing = "version(\"/t/k\") > \"5\"\n\nput /t/never x\n\nget /t/k\nget /t/none\n\n";
        assertSame(etcdctlWithInput(failing, "txn"), f.ops.txn(new TxnRequest(
                List.of(TxnCompare.version(b("/t/k"), CompareOp.GREATER, 5)),
                List.of(new TxnOp.Put(PutRequest.of(b("/t/never"), b("x")))),
                List.of(new TxnOp.Get(GetRequest.of(b("/t/k"))), new TxnOp.Get(GetRequest.of(b("/t/none")))))));
    }

    @Test
    void leaseAnswersPrintLikeEtcdctl() {
        assertSame(etcdctl("lease", "list"), f.ops.leases());
        LeaseGrantResult ours = f.ops.grant(60);
        String theirs = etcdctl("lease", "grant", "60");
        long theirId = Long.parseLong(theirs.replaceAll("(?s).*\"ID\":(\\d+).*", "$1").strip());
        assertSame(theirs.replace("\"ID\":" + theirId, "\"ID\":" + ours.id()), ours);

        assertSame(etcdctl("lease", "revoke", Describe.leaseHex(theirId)), f.ops.revoke(ours.id()));
        assertSame(etcdctl("lease", "list"), f.ops.leases());
        assertSame(etcdctl("lease", "timetolive", Describe.leaseHex(theirId)), f.ops.timeToLive(theirId, false));

        long lease = f.ops.grant(60).id();
        f.ops.put(PutRequest.of(b("/l/a"), b("1")).withLease(lease));
        String hex = Describe.leaseHex(lease);
        assertSame(etcdctl("lease", "keep-alive", "--once", hex), f.ops.keepAliveOnce(lease));
        assertSame(etcdctl("lease", "list"), f.ops.leases());
        // The remaining TTL may tick between the two reads; everything else must match.
        assertEquals(withoutTtl(etcdctl("lease", "timetolive", hex, "--keys")),
                withoutTtl(f.ops.timeToLive(lease, true).toEtcdctlJson()));
        assertEquals(withoutTtl(etcdctl("lease", "timetolive", hex)),
                withoutTtl(f.ops.timeToLive(lease, false).toEtcdctlJson()));
    }

    private static String withoutTtl(String json) {
        return Etcdctl.normalized(json).replaceAll("\"ttl\":\\d+", "");
    }
}
