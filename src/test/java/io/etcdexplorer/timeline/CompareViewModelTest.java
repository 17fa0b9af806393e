package io.etcdexplorer.timeline;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CompareViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path dir;

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
    void showsWhatChangedUnderThePrefixWithTheSelectedValueDiffAndExportsIt() throws Exception {
        etcd.put("/app/config", "{\"replicas\": 3}");
        etcd.put("/app/old", "bye");
        etcd.put("/other", "ignored");
        long a = revision();
        etcd.put("/app/config", "{\"replicas\": 5}");
        etcd.client().getKVClient().delete(io.etcd.jetcd.ByteSequence.from("/app/old".getBytes())).get();
        etcd.put("/app/new", "hello");

        compare.prefixProperty().set("/app/");
        compare.revisionAProperty().set(Long.toString(a));
        compare.compare();

        assertNull(compare.noticeProperty().get(), compare.noticeProperty().get());
        assertEquals(List.of("/app/config MODIFIED", "/app/new ADDED", "/app/old DELETED"),
                compare.changes().stream().map(c -> new String(c.key()) + " " + c.kind()).toList());
        assertTrue(compare.summaryProperty().get().startsWith("3 changes under /app/ between revision " + a),
                compare.summaryProperty().get());

        compare.select(compare.changes().get(0));
        CompareViewModel.ValueComparison shown = compare.comparisonProperty().get();
        assertEquals("1 line changed", shown.diff().summary());
        assertTrue(shown.leftTitle().startsWith("A · revision " + a), shown.leftTitle());

        Path md = dir.resolve("report.md");
        compare.export(md);
        String markdown = Files.readString(md);
        assertTrue(markdown.contains("/app/new") && markdown.contains("replicas"), markdown);
        Path json = dir.resolve("report.json");
        compare.export(json);
        assertTrue(Files.readString(json).trim().startsWith("{"));
        if (SafeFiles.isPosix()) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(md)),
                    "a report names keys and shows values: only its owner may read it");
        }
    }

    private long revision() throws Exception {
        return etcd.client().getKVClient().get(io.etcd.jetcd.ByteSequence.from("/".getBytes())).get().getHeader()
                .getRevision();
    }

    @Test
    void badRevisionsAreExplainedAndNothingRuns() {
        compare.revisionAProperty().set("yesterday");
        compare.compare();
        assertEquals("Revision A is not a number: yesterday", compare.noticeProperty().get());
        compare.revisionAProperty().set("");
        compare.compare();
        assertEquals("Revision A is missing: type a revision number.", compare.noticeProperty().get());
        assertTrue(compare.changes().isEmpty());
    }
}
