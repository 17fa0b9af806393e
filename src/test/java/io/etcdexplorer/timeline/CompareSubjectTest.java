package io.etcdexplorer.timeline;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Compare tab's notice talks about the form as typed; its comparison about the cluster it was made on. */
class CompareSubjectTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private EtcdSession session;
    private CompareViewModel compare;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        compare = new CompareViewModel(BackgroundExecutor.sameThread(), () -> session,
                new DiffText(new KubeDecoder(new KubeSchemas())));
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void editingTheFormEndsTheComplaintAboutIt() {
        compare.revisionAProperty().set("yesterday");
        compare.compare();
        assertTrue(compare.noticeProperty().get().startsWith("Revision A is not a number"),
                compare.noticeProperty().get());

        compare.revisionAProperty().set("1");

        assertNull(compare.noticeProperty().get());
    }

    @Test
    void closingTheConnectionDropsItsComparisonAndKeepsTheForm() {
        etcd.put("/app/a", "1");
        etcd.put("/app/a", "2");
        compare.prefixProperty().set("/app/");
        compare.revisionAProperty().set("1");
        compare.compare();
        assertEquals(1, compare.changes().size());
        compare.select(compare.changes().get(0));
        assertNotNull(compare.comparisonProperty().get());

        compare.closed();

        assertTrue(compare.changes().isEmpty());
        assertNull(compare.resultProperty().get());
        assertNull(compare.comparisonProperty().get());
        assertEquals("Pick a prefix and two revisions, then Compare.", compare.summaryProperty().get());
        assertEquals("/app/", compare.prefixProperty().get(), "the form stays as typed");
    }
}
