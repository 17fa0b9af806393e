package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.Optional;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static io.etcdexplorer.etcd.ops.OpsFixture.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EtcdOpsCasTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OpsFixture f;

    @BeforeEach
    void setUp() {
        etcd.deleteAll();
        f = new OpsFixture(etcd);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private long modRevision(String key) {
        return f.ops.get(GetRequest.of(b(key))).kvs().get(0).meta().modRevision();
    }

    @Test
    void anUnchangedKeyIsWrittenWithItsLease() {
        etcd.put("/c", "v1");
        long lease = f.ops.grant(60).id();
        CasResult.Applied applied = assertInstanceOf(CasResult.Applied.class,
                f.ops.putIfUnchanged(b("/c"), b("v2"), modRevision("/c"), lease));

        assertEquals(Optional.of("v2"), etcd.get("/c"));
        assertEquals(applied.put().header().revision(), modRevision("/c"));
        assertEquals(lease, f.ops.get(GetRequest.of(b("/c"))).kvs().get(0).meta().lease());
        assertEquals(applied.put().header(), f.lastHeader());
    }

    @Test
    void aConcurrentWriteIsAConflictCarryingTheWritersValue() {
        etcd.put("/c", "mine");
        long read = modRevision("/c");
        etcd.put("/c", "theirs"); // another client writes between our read and our write

        CasResult.Conflict conflict = assertInstanceOf(CasResult.Conflict.class,
                f.ops.putIfUnchanged(b("/c"), b("mine, edited"), read, 0));
        assertEquals("theirs", s(conflict.current().orElseThrow().value()));
        assertEquals(modRevision("/c"), conflict.current().get().meta().modRevision());
        assertFalse(conflict.targetExists());
        assertEquals(Optional.of("theirs"), etcd.get("/c"), "nothing was overwritten");
    }

    @Test
    void aKeyDeletedMeanwhileIsAConflictWithNothingCurrent() {
        etcd.put("/c", "v");
        long read = modRevision("/c");
        f.ops.delete(DeleteRequest.of(b("/c")));

        CasResult.Conflict conflict = assertInstanceOf(CasResult.Conflict.class,
                f.ops.putIfUnchanged(b("/c"), b("v2"), read, 0));
        assertEquals(Optional.empty(), conflict.current());
        assertEquals(Optional.empty(), etcd.get("/c"), "the deleted key was not brought back");
    }

    @Test
    void creatingOnlySucceedsWhenTheKeyDoesNotExist() {
        assertInstanceOf(CasResult.Applied.class, f.ops.putIfUnchanged(b("/new"), b("first"), 0, 0));
        CasResult.Conflict conflict = assertInstanceOf(CasResult.Conflict.class,
                f.ops.putIfUnchanged(b("/new"), b("second"), 0, 0));
        assertEquals("first", s(conflict.current().orElseThrow().value()));
        assertEquals(Optional.of("first"), etcd.get("/new"));
    }

    @Test
    void renameMovesTheKeyInOneRevision() {
        etcd.put("/from", "value");
        CasResult.Applied applied = assertInstanceOf(CasResult.Applied.class,
                f.ops.rename(b("/from"), b("/to"), b("value"), 0, modRevision("/from")));

        assertEquals(Optional.empty(), etcd.get("/from"));
        assertEquals(Optional.of("value"), etcd.get("/to"));
        assertEquals(applied.put().header().revision(), modRevision("/to"));
    }

    @Test
    void renameConflictsWhenTheSourceChangedOrVanished() {
        etcd.put("/from", "v1");
        long read = modRevision("/from");
        etcd.put("/from", "v2");

        CasResult.Conflict changed = assertInstanceOf(CasResult.Conflict.class,
                f.ops.rename(b("/from"), b("/to"), b("v1"), 0, read));
        assertEquals("v2", s(changed.current().orElseThrow().value()));
        assertFalse(changed.targetExists());

        f.ops.delete(DeleteRequest.of(b("/from")));
        CasResult.Conflict vanished = assertInstanceOf(CasResult.Conflict.class,
                f.ops.rename(b("/from"), b("/to"), b("v1"), 0, read));
        assertEquals(Optional.empty(), vanished.current());
        assertFalse(vanished.targetExists());
        assertEquals(Optional.empty(), etcd.get("/to"));
    }

    @Test
    void renameConflictsWhenTheTargetExists() {
        etcd.put("/from", "moving");
        etcd.put("/to", "occupied");

        CasResult.Conflict conflict = assertInstanceOf(CasResult.Conflict.class,
                f.ops.rename(b("/from"), b("/to"), b("moving"), 0, modRevision("/from")));
        assertTrue(conflict.targetExists());
        assertEquals("moving", s(conflict.current().orElseThrow().value()), "the source is unchanged");
        assertEquals(Optional.of("occupied"), etcd.get("/to"));
        assertEquals(Optional.of("moving"), etcd.get("/from"));
    }

    @Test
    void renameRefusesNonsense() {
        assertThrows(IllegalArgumentException.class, () -> f.ops.rename(b("/a"), b("/a"), b("v"), 0, 5));
        assertThrows(IllegalArgumentException.class, () -> f.ops.rename(b("/a"), b("/b"), b("v"), 0, 0));
    }
}
