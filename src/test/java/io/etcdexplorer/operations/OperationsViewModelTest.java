package io.etcdexplorer.operations;

import io.etcdexplorer.etcd.ops.SortOrder;
import io.etcdexplorer.etcd.ops.SortTarget;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Get form against a real etcd (every option, refused input, compacted and future revisions) and the panel on a
 * read-only connection. Puts and deletes are in {@link KeyWriteFormsTest}, leases in {@link LeaseFormTest}. */
class OperationsViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OperationsFixture f;

    @BeforeEach
    void connect() {
        f = new OperationsFixture(etcd);
    }

    @AfterEach
    void close() {
        f.close();
    }

    @Test
    void getReadsAPrefixWithEveryOption() {
        etcd.put("/p/a", "1");
        etcd.put("/p/b", "22");
        etcd.put("/p/c", "333");
        etcd.put("/q", "other");
        GetForm get = f.ops.get();
        get.keyProperty().set("/p/");
        get.prefixProperty().set(true);

        get.read();
        assertEquals(List.of("/p/a", "/p/b", "/p/c"), get.rows().stream().map(KeyValueRow::key).toList());
        assertEquals("22", get.rows().get(1).valuePreview());
        assertEquals("3 keys at revision " + f.revision(), get.messageProperty().get());
        assertTrue(f.lastLog().command().contains("get") && f.lastLog().command().contains("--prefix"));
        assertTrue(f.lastLog().response().contains("\"kvs\""), f.lastLog().response());
        assertEquals(f.lastLog().command(), get.commandsProperty().get(), "the form shows the etcdctl command it ran");

        get.sortTargetProperty().set(SortTarget.MODIFY);
        get.sortOrderProperty().set(SortOrder.DESCEND);
        get.limitProperty().set("2");
        get.read();
        assertEquals(List.of("/p/c", "/p/b"), get.rows().stream().map(KeyValueRow::key).toList());
        assertTrue(get.messageProperty().get().startsWith("2 of 3 keys"), get.messageProperty().get());
        assertTrue(f.lastLog().command().contains("--sort-by=MODIFY --order=DESCEND --limit=2"), f.lastLog().command());

        get.limitProperty().set("");
        get.keysOnlyProperty().set(true);
        get.read();
        assertEquals(3, get.rows().size());
        assertEquals("", get.rows().get(0).valuePreview(), "keys only: no values");

        get.countOnlyProperty().set(true);
        get.read();
        assertTrue(get.rows().isEmpty());
        assertTrue(get.messageProperty().get().startsWith("3 keys at revision"), get.messageProperty().get());
        assertTrue(f.lastLog().command().contains("--count-only"));
        f.assertAllLoggedAsEtcdctl();
    }

    @Test
    void getAtAnOlderRevisionShowsTheValueThen() {
        etcd.put("/r", "before");
        long then = f.revision();
        etcd.put("/r", "after");
        GetForm get = f.ops.get();
        get.keyProperty().set("/r");
        get.revisionProperty().set(Long.toString(then));

        get.read();

        assertEquals("before", get.rows().get(0).valuePreview());
        assertEquals(then, get.rows().get(0).modRevision());
        assertEquals("1 key at revision " + then + " (latest is " + f.revision() + ")", get.messageProperty().get());
        assertTrue(f.lastLog().command().contains("--rev=" + then), f.lastLog().command());
    }

    @Test
    void invalidRevisionAndLimitAreNamedNextToTheFieldAndNothingIsSent() {
        GetForm get = f.ops.get();
        get.keyProperty().set("/a");
        get.revisionProperty().set("abc");
        assertTrue(get.revisionProblemProperty().get().contains("\"abc\" is not"), "shown while typing");
        get.limitProperty().set("-1");

        get.read();

        assertTrue(get.revisionProblemProperty().get().startsWith("The revision must be a whole number"),
                get.revisionProblemProperty().get());
        assertTrue(get.limitProblemProperty().get().contains("\"-1\" is not"), get.limitProblemProperty().get());
        assertTrue(get.failedProperty().get());
        assertTrue(f.log.entries().isEmpty(), "nothing sent, nothing logged");

        get.revisionProperty().set("");
        get.limitProperty().set("");
        assertEquals("", get.revisionProblemProperty().get());
        get.keyProperty().set("/bad\\x");
        assertTrue(get.keyProblemProperty().get().startsWith("Not a valid key"), get.keyProblemProperty().get());
    }

    @Test
    void aCompactedRevisionIsExplainedInTheFormAndLoggedAsFailed() throws Exception {
        etcd.put("/c", "one");
        long old = f.revision();
        etcd.put("/c", "two");
        long compactAt = f.revision();
        etcd.client().getKVClient().compact(compactAt).get(10, TimeUnit.SECONDS);
        GetForm get = f.ops.get();
        get.keyProperty().set("/c");
        get.revisionProperty().set(Long.toString(old));

        get.read();

        assertTrue(get.messageProperty().get().startsWith("Revision " + old + " has been compacted"),
                get.messageProperty().get());
        assertTrue(get.failedProperty().get());
        assertTrue(f.lastLog().failed());
        assertTrue(f.lastLog().command().startsWith("etcdctl") && f.lastLog().command().contains("--rev=" + old));
    }

    @Test
    void aFutureRevisionNamesTheLatestOne() {
        etcd.put("/f", "x");
        long latest = f.revision();
        GetForm get = f.ops.get();
        get.keyProperty().set("/f");
        get.revisionProperty().set(Long.toString(latest + 100));

        get.read();

        assertTrue(get.messageProperty().get().startsWith("Revision " + (latest + 100) + " is in the future: the "
                + "latest revision is " + latest), get.messageProperty().get());
        assertTrue(f.lastLog().failed());
    }

    @Test
    void aReadOnlyConnectionDisablesEveryWriteButStillReads() {
        etcd.put("/ro", "v");
        f.reconnect(true);
        assertFalse(f.ops.canWriteBinding().get());

        f.ops.put().keyProperty().set("/ro");
        f.ops.put().valueProperty().set("changed");
        f.ops.put().write();
        f.ops.delete().keyProperty().set("/ro");
        f.ops.delete().deleteKeys();
        f.ops.leases().ttlProperty().set("60");
        f.ops.leases().grant();

        assertEquals(Optional.of("v"), etcd.get("/ro"));
        assertTrue(f.ops.put().messageProperty().get().contains("read-only"));
        assertTrue(f.asked.isEmpty());
        f.ops.get().keyProperty().set("/ro");
        f.ops.get().read();
        assertEquals(1, f.ops.get().rows().size(), "reads still work");

        f.reconnect(false);
        assertTrue(f.ops.canWriteBinding().get(), "a new writable session enables the writes again");
    }
}
