package io.etcdexplorer.timeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Compare tab across two open workspaces ("staging vs production"), against two real etcds: keys matched by
 * their path under each side's prefix and compared by value, each side's revision read in its own cluster.
 */
class CrossClusterCompareTest {

    @RegisterExtension
    static final EtcdExtension staging = new EtcdExtension();
    @RegisterExtension
    static final EtcdExtension production = new EtcdExtension();

    @TempDir
    Path dir;

    private EtcdSession stagingSession;
    private final AtomicReference<EtcdSession> productionSession = new AtomicReference<>();
    private Writes onStaging;
    private Writes onProduction;
    private CompareSide self;
    private CompareSide prod;
    private final ObservableList<CompareSide> open = FXCollections.observableArrayList();
    private CompareViewModel compare;

    @BeforeEach
    void connect() {
        staging.deleteAll();
        production.deleteAll();
        onStaging = new Writes(staging.client());
        onProduction = new Writes(production.client());
        stagingSession = new EtcdConnector().connect(ConnectionSettings.plain(List.of(staging.endpoint())), h -> { });
        productionSession.set(new EtcdConnector().connect(ConnectionSettings.plain(List.of(production.endpoint())),
                h -> { }));
        self = new CompareSide("staging", () -> stagingSession);
        prod = new CompareSide("production", productionSession::get);
        open.setAll(self, prod);
        compare = new CompareViewModel(BackgroundExecutor.sameThread(), self,
                new DiffText(new KubeDecoder(new KubeSchemas())));
        compare.offerClusters(open);
    }

    @AfterEach
    void close() {
        stagingSession.close();
        if (productionSession.get() != null) {
            productionSession.get().close();
        }
    }

    /** "label key" per row, as the table shows them. */
    private List<String> rows() {
        return compare.changes().stream().map(c -> compare.changeLabel(c) + " " + compare.keyLabel(c)).toList();
    }

    private void sameKeysWithDifferences() {
        // Production has lived longer: its revisions are far ahead, so mod revisions never line up by accident.
        for (int i = 0; i < 40; i++) {
            onProduction.put("/noise/" + i, "x");
        }
        onStaging.put("/app/changed", "{\"replicas\": 1}");
        onStaging.put("/app/identical", "same");
        onStaging.put("/app/only-staging", "s");
        onStaging.put("/other", "outside the prefix");
        onProduction.put("/app/changed", "{\"replicas\": 5}");
        onProduction.put("/app/identical", "same");
        onProduction.put("/app/only-production", "p");
    }

    @Test
    void theSamePrefixOnTwoClustersShowsWhatIsOnlyOnEachAndWhatDiffersByValue() {
        sameKeysWithDifferences();
        compare.prefixProperty().set("/app/");
        compare.clusterBProperty().set(prod);
        compare.compare();

        assertNull(compare.noticeProperty().get(), compare.noticeProperty().get());
        assertEquals(List.of("different /app/changed", "only on production /app/only-production",
                "only on staging /app/only-staging"), rows());
        long latestProduction = onProduction.revision();
        long latestStaging = onStaging.revision();
        assertEquals("3 differences between staging @ latest (" + latestStaging + ") and production @ latest ("
                + latestProduction + ") under /app/: 1 only on staging, 1 only on production, 1 different, "
                + "1 identical.", compare.summaryProperty().get());

        compare.select(compare.changes().get(0));
        CompareViewModel.ValueComparison shown = compare.comparisonProperty().get();
        assertTrue(shown.leftTitle().startsWith("staging @ latest (" + latestStaging + ") · modified at "),
                shown.leftTitle());
        assertTrue(shown.rightTitle().startsWith("production @ latest (" + latestProduction + ") · modified at "),
                shown.rightTitle());
        assertEquals("1 line changed", shown.diff().summary());
    }

    @Test
    void manyKeysAreComparedInBatchesAndStayInKeyOrder() {
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            String key = String.format("/bulk/%03d", i);
            onStaging.put(key, "v" + i);
            if (i % 97 == 0) {
                onProduction.put(key, "changed " + i);
                expected.add("different " + key);
            } else if (i % 89 == 0) {
                expected.add("only on staging " + key);
            } else {
                onProduction.put(key, "v" + i);
            }
        }
        compare.prefixProperty().set("/bulk/");
        compare.clusterBProperty().set(prod);
        compare.compare();

        assertNull(compare.noticeProperty().get(), compare.noticeProperty().get());
        assertEquals(expected, rows());
        assertTrue(compare.summaryProperty().get().endsWith(", " + (400 - expected.size()) + " identical."),
                compare.summaryProperty().get());
    }

    @Test
    void twoPrefixesMatchKeysByTheirPathUnderEachOnOneClusterOrTwo() {
        onStaging.put("/staging/db/url", "postgres://staging");
        onStaging.put("/staging/replicas", "2");
        onStaging.put("/staging/debug", "true");
        onStaging.put("/production/db/url", "postgres://production");
        onStaging.put("/production/replicas", "2");
        onStaging.put("/production/tls", "on");

        compare.prefixProperty().set("/staging/");
        compare.prefixBProperty().set("/production/");
        compare.compare();

        assertNull(compare.noticeProperty().get(), compare.noticeProperty().get());
        assertEquals(List.of("different db/url", "only under /staging/ debug", "only under /production/ tls"),
                rows(), "one cluster, two subtrees");
        assertTrue(compare.summaryProperty().get().contains("1 different, 1 identical."),
                compare.summaryProperty().get());
        KeyChange tls = compare.changes().get(2);
        assertEquals("/production/tls", Writes.text(tls.atB().key()));

        onProduction.put("/prod/db/url", "postgres://staging");
        onProduction.put("/prod/replicas", "3");
        compare.prefixBProperty().set("/prod/");
        compare.clusterBProperty().set(prod);
        compare.compare();
        assertEquals(List.of("only on staging debug", "different replicas"), rows(), "two clusters, two prefixes");
        compare.select(compare.changes().get(1));
        CompareViewModel.ValueComparison shown = compare.comparisonProperty().get();
        assertTrue(shown.leftTitle().startsWith("staging /staging/ @ latest"), shown.leftTitle());
        assertTrue(shown.rightTitle().startsWith("production /prod/ @ latest"), shown.rightTitle());
        assertEquals("1 line changed", shown.diff().summary());
    }

    @Test
    void revisionBIsOfTheOtherClusterAndCheckedAgainstItsOwnBounds() {
        onStaging.put("/app/config", "v2");
        long old = onProduction.put("/app/config", "v2");
        onProduction.put("/app/config", "v3");
        compare.prefixProperty().set("/app/");
        compare.clusterBProperty().set(prod);

        compare.revisionBProperty().set(Long.toString(old));
        compare.compare();
        assertNull(compare.noticeProperty().get(), compare.noticeProperty().get());
        assertEquals(List.of(), rows(), "production at " + old + " held what staging holds now");
        assertTrue(compare.summaryProperty().get().contains("production @ " + old + " under"),
                compare.summaryProperty().get());

        compare.revisionBProperty().set("");
        compare.compare();
        assertEquals(List.of("different /app/config"), rows());

        long productionLatest = onProduction.revision();
        while (onStaging.revision() <= productionLatest + 3) {
            onStaging.put("/noise/more", "x"); // a revision staging has and production has not (yet)
        }
        long stagingLatest = onStaging.revision();
        compare.revisionBProperty().set(Long.toString(stagingLatest));
        compare.compare();
        assertEquals("Revision B (" + stagingLatest + ") of production does not exist yet: the latest revision of "
                + "production is " + productionLatest + ".", firstLine(compare.noticeProperty().get()),
                "a revision staging has is not one production has");

        onProduction.put("/app/config", "v4");
        onProduction.compact(onProduction.revision());
        compare.revisionBProperty().set(Long.toString(old));
        compare.compare();
        assertTrue(compare.noticeProperty().get().startsWith("Revision B (" + old + ") of production has been "
                + "compacted"), compare.noticeProperty().get());
    }

    private static String firstLine(String text) {
        return text == null ? null : text.lines().findFirst().orElse("");
    }

    @Test
    void theExportedReportNamesBothClustersAndReadsEachSidesValuesFromItsOwn() throws Exception {
        sameKeysWithDifferences();
        compare.prefixProperty().set("/app/");
        compare.clusterBProperty().set(prod);
        compare.compare();

        Path md = dir.resolve("report.md");
        compare.export(md);
        String markdown = Files.readString(md);
        assertTrue(markdown.startsWith("# Comparison of staging with production\n\nA: `/app/` on staging at revision "),
                markdown);
        assertTrue(markdown.contains("\n--- staging /app/changed @ ")
                && markdown.contains("\n+++ production /app/changed @ "), "each side's cluster named: " + markdown);
        assertTrue(markdown.contains("| only on production | 1 |") && markdown.contains("| identical | 1 |"),
                markdown);
        assertTrue(markdown.lines().anyMatch(l -> l.startsWith("-") && l.contains("replicas") && l.endsWith("1"))
                && markdown.lines().anyMatch(l -> l.startsWith("+") && l.contains("replicas") && l.endsWith("5")),
                "side A's value read from staging, side B's from production: " + markdown);

        Path json = dir.resolve("report.json");
        compare.export(json);
        JsonNode root = new ObjectMapper().readTree(Files.readString(json));
        assertEquals("staging", root.get("clusterA").asText());
        assertEquals("production", root.get("clusterB").asText());
        assertEquals("value", root.get("comparedBy").asText());
        assertEquals("only on production", root.get("changes").get(1).get("change").asText());
        String unified = root.get("changes").get(0).get("valueDiff").get("unified").asText();
        assertTrue(unified.lines().anyMatch(l -> l.startsWith("+") && l.contains("replicas") && l.endsWith("5")),
                unified);
    }

    @Test
    void aSideWhoseClusterClosedSaysSoAndOneWhoseWorkspaceIsGoneComesBackHere() {
        sameKeysWithDifferences();
        compare.prefixProperty().set("/app/");
        compare.clusterBProperty().set(prod);

        productionSession.get().close();
        productionSession.set(null);
        compare.compare();
        assertEquals("production (side B) is no longer connected: connect to it again, or pick another cluster "
                + "for side B.", compare.noticeProperty().get());
        assertTrue(compare.changes().isEmpty());

        open.remove(prod);
        assertSame(self, compare.clusterBProperty().get());
        assertEquals(List.of(self), compare.clusters());
        assertEquals("production (side B) closed: that side compares staging again.",
                compare.noticeProperty().get());
        compare.compare();
        assertEquals("Revision A is missing: type a revision number.", compare.noticeProperty().get(),
                "back on one keyspace, A is the past to compare with");
    }

    @Test
    void aResultWhoseOtherClusterClosedCannotShowValuesAndSaysWhy() {
        sameKeysWithDifferences();
        compare.prefixProperty().set("/app/");
        compare.clusterAProperty().set(prod);
        compare.compare();
        assertEquals(3, compare.changes().size());

        productionSession.get().close();
        productionSession.set(null);
        compare.select(compare.changes().get(0));
        assertNull(compare.comparisonProperty().get());
        assertEquals("The values could not be read: production (side A) is no longer connected: connect to it "
                + "again, or pick another cluster for side A.", compare.noticeProperty().get());
    }
}
