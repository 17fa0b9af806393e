package io.etcdexplorer.operations;

import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Delete form's prefix delete against a real etcd while another client writes under the prefix between the
 * count and the user's answer: what was not confirmed is never deleted; the user is asked again.
 */
class DeletePrefixRaceTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OperationsFixture f;
    private DeleteForm delete;

    @BeforeEach
    void setUp() {
        f = new OperationsFixture(etcd);
        etcd.put("/d/1", "a");
        etcd.put("/d/2", "b");
        f.keys.refresh();
        delete = f.ops.delete();
        delete.keyProperty().set("/d/");
        delete.prefixProperty().set(true);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void keysWrittenWhileTheQuestionIsOpenAreAskedAboutAgain() {
        f.whileAsking = () -> etcd.put("/d/3", "written by someone else");
        f.agree = true;

        delete.deleteKeys();

        assertEquals(List.of("Delete 2 keys under /d/? This cannot be undone.",
                "1 more key appeared under /d/ since you confirmed (/d/3 (new)): delete 3 keys under /d/? "
                        + "This cannot be undone."), f.asked);
        assertEquals(Optional.empty(), etcd.get("/d/3"), "confirmed the second time, so deleted");
        assertTrue(delete.messageProperty().get().startsWith("Deleted 3 keys under /d/ at revision"),
                delete.messageProperty().get());
        assertTrue(f.log.entries().stream().anyMatch(e -> e.summary().startsWith("not sent: keys under /d/ changed")));
    }

    @Test
    void declinedTheSecondTimeNothingIsDeleted() {
        // The first answer is yes, with a write racing it; the second question is answered no.
        f.whileAsking = () -> {
            etcd.put("/d/3", "new");
            f.whileAsking = () -> f.agree = false;
        };

        delete.deleteKeys();

        assertEquals(2, f.asked.size(), f.asked.toString());
        assertEquals(Optional.of("a"), etcd.get("/d/1"), "what was confirmed once but then changed stays");
        assertEquals(Optional.of("new"), etcd.get("/d/3"), "a key nobody confirmed is never deleted");
        assertEquals("Nothing was deleted.", delete.messageProperty().get());
    }

    @Test
    void aModifiedKeyIsNamedAndAKeyDeletedMeanwhileDoesNotStopTheDelete() {
        f.whileAsking = () -> etcd.put("/d/2", "changed");

        delete.deleteKeys();

        assertTrue(f.asked.get(1).startsWith("Keys under /d/ changed since you confirmed (/d/2 (modified)): "
                + "delete 2 keys under /d/?"), f.asked.get(1));
        assertFalse(etcd.get("/d/1").isPresent());

        etcd.put("/e/1", "a");
        etcd.put("/e/2", "b");
        delete.keyProperty().set("/e/");
        f.asked.clear();
        f.whileAsking = () -> f.session.client().getKVClient().delete(
                io.etcd.jetcd.ByteSequence.from("/e/1", java.nio.charset.StandardCharsets.UTF_8)).join();
        delete.deleteKeys();
        assertEquals(1, f.asked.size(), "fewer keys than confirmed: no second question");
        assertTrue(delete.messageProperty().get().startsWith("Deleted 1 key under /e/"),
                delete.messageProperty().get());
    }
}
