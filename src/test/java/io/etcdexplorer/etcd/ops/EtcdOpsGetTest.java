package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static io.etcdexplorer.etcd.ops.OpsFixture.keys;
import static io.etcdexplorer.etcd.ops.OpsFixture.s;
import static io.etcdexplorer.etcd.ops.OpsFixture.values;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EtcdOpsGetTest {

    @RegisterExtension
    // etcd refuses requests above 1.5 MiB by default; the large-value test needs room for key and framing.
    static final EtcdExtension etcd = new EtcdExtension().withArgs("--max-request-bytes", "4194304");

    private OpsFixture f;

    @BeforeEach
    void setUp() {
        etcd.deleteAll();
        f = new OpsFixture(etcd);
        // Written so that key, version, create, mod and value orders all differ.
        etcd.put("/s/b", "3");
        etcd.put("/s/a", "2");
        etcd.put("/s/c", "1");
        etcd.put("/s/a", "2");
        etcd.put("/other", "x");
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void singleKeyAndPrefixReadsReportTheirHeader() {
        GetResult one = f.ops.get(GetRequest.of(b("/s/a")));
        assertEquals(List.of("/s/a"), keys(one.kvs()));
        assertEquals(2, one.kvs().get(0).meta().version());
        assertEquals(one.header(), f.lastHeader());

        GetResult all = f.ops.get(GetRequest.prefix(b("/s/")));
        assertEquals(List.of("/s/a", "/s/b", "/s/c"), keys(all.kvs()));
        assertEquals(3, all.count());
        assertFalse(all.more());
        assertEquals("3 keys, revision " + all.header().revision(), all.summary());

        assertEquals(4, f.ops.get(GetRequest.prefix(new byte[0])).count(), "an empty prefix reads every key");
        assertEquals(0, f.ops.get(GetRequest.of(b("/missing"))).count());
    }

    @Test
    void readsAnOlderRevision() {
        long before = f.ops.get(GetRequest.of(b("/s/c"))).header().revision();
        etcd.put("/s/c", "changed");

        GetResult old = f.ops.get(GetRequest.of(b("/s/c")).atRevision(before));
        assertEquals(List.of("1"), values(old.kvs()));
        assertEquals(List.of("changed"), values(f.ops.get(GetRequest.of(b("/s/c"))).kvs()));
    }

    @Test
    void keysOnlyAndCountOnly() {
        GetResult keysOnly = f.ops.get(GetRequest.prefix(b("/s/")).withKeysOnly());
        assertEquals(List.of("/s/a", "/s/b", "/s/c"), keys(keysOnly.kvs()));
        assertTrue(keysOnly.kvs().stream().allMatch(kv -> kv.value().length == 0));
        assertEquals(2, keysOnly.kvs().get(0).meta().version(), "metadata comes along");

        GetResult counted = f.ops.get(GetRequest.prefix(b("/s/")).withCountOnly());
        assertTrue(counted.kvs().isEmpty());
        assertEquals(3, counted.count());
        assertEquals("3 keys counted, revision " + counted.header().revision(), counted.summary());
        assertEquals(3, f.ops.count(b("/s/"), true));
        assertEquals(1, f.ops.count(b("/other"), false));
    }

    @Test
    void sortsByEveryTargetBothWays() {
        assertEquals(List.of("/s/a", "/s/b", "/s/c"), sorted(SortTarget.KEY, SortOrder.ASCEND));
        assertEquals(List.of("/s/c", "/s/b", "/s/a"), sorted(SortTarget.KEY, SortOrder.DESCEND));
        assertEquals(List.of("/s/c", "/s/a", "/s/b"), sorted(SortTarget.VALUE, SortOrder.ASCEND));
        assertEquals(List.of("/s/b", "/s/a", "/s/c"), sorted(SortTarget.VALUE, SortOrder.DESCEND));
        assertEquals(List.of("/s/b", "/s/a", "/s/c"), sorted(SortTarget.CREATE, SortOrder.ASCEND));
        assertEquals(List.of("/s/c", "/s/a", "/s/b"), sorted(SortTarget.CREATE, SortOrder.DESCEND));
        assertEquals(List.of("/s/b", "/s/c", "/s/a"), sorted(SortTarget.MODIFY, SortOrder.ASCEND));
        assertEquals(List.of("/s/a", "/s/c", "/s/b"), sorted(SortTarget.MODIFY, SortOrder.DESCEND));
        assertEquals("/s/a", sorted(SortTarget.VERSION, SortOrder.DESCEND).get(0));
        assertEquals("/s/a", sorted(SortTarget.VERSION, SortOrder.ASCEND).get(2));
        // etcd sorts ascending when only a target other than KEY is given.
        assertEquals(List.of("/s/c", "/s/a", "/s/b"), sorted(SortTarget.VALUE, SortOrder.NONE));
    }

    private List<String> sorted(SortTarget target, SortOrder order) {
        return keys(f.ops.get(GetRequest.prefix(b("/s/")).sorted(target, order)).kvs());
    }

    @Test
    void limitSaysThereIsMore() {
        GetResult page = f.ops.get(GetRequest.prefix(b("/s/")).withLimit(2));
        assertEquals(List.of("/s/a", "/s/b"), keys(page.kvs()));
        assertTrue(page.more());
        assertEquals(3, page.count(), "count is the whole range, not the page");
        assertEquals("2 of 3 keys, revision " + page.header().revision(), page.summary());
    }

    @Test
    void aCompactedRevisionNamesTheRequestedAndTheCompactRevision() throws Exception {
        long old = f.ops.get(GetRequest.of(b("/s/a"))).header().revision();
        etcd.put("/s/a", "newer");
        long compactAt = f.ops.get(GetRequest.of(b("/s/a"))).header().revision();
        etcd.client().getKVClient().compact(compactAt).get(10, TimeUnit.SECONDS);

        CompactedRevisionException e = assertThrows(CompactedRevisionException.class,
                () -> f.ops.get(GetRequest.of(b("/s/a")).atRevision(old)));
        assertEquals("Revision " + old + " has been compacted: etcd no longer keeps its history. The oldest "
                + "revision etcd still keeps is " + compactAt + ".", e.getMessage());
        assertTrue(e.hint().contains("revision " + compactAt + " or later"), e.hint());
        assertEquals(List.of("newer"), values(f.ops.get(GetRequest.of(b("/s/a")).atRevision(compactAt)).kvs()));
    }

    @Test
    void aFutureRevisionNamesTheLatestOne() {
        long latest = f.ops.get(GetRequest.of(b("/s/a"))).header().revision();
        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> f.ops.get(GetRequest.prefix(b("/s/")).atRevision(latest + 100)));
        assertEquals("Revision " + (latest + 100) + " is in the future: the latest revision is " + latest + ".",
                e.getMessage());
        assertFalse(e instanceof CompactedRevisionException);
    }

    @Test
    void everyByteValueRoundTripsInKeysAndValues() {
        byte[] all = OpsFixture.allBytes();
        byte[] key = new byte[]{'/', 'b', 0, (byte) 0xff, '\n'};
        f.ops.put(PutRequest.of(key, all));

        GetResult read = f.ops.get(GetRequest.of(key));
        assertArrayEquals(key, read.kvs().get(0).key());
        assertArrayEquals(all, read.kvs().get(0).value());
        assertEquals(256, read.kvs().get(0).value().length);
    }

    @Test
    void aValueOfOneAndAHalfMebibytesPutsAndReadsBack() {
        byte[] big = new byte[1536 * 1024];
        new Random(42).nextBytes(big);
        PutResult put = f.ops.put(PutRequest.of(b("/big"), big));

        GetResult read = f.ops.get(GetRequest.of(b("/big")));
        assertArrayEquals(big, read.kvs().get(0).value());
        assertEquals(put.header().revision(), read.kvs().get(0).meta().modRevision());
        assertEquals("1.5 MiB", Units.bytes(big.length), "the size a user reads");
        assertEquals("/big", s(read.kvs().get(0).key()));
    }
}
