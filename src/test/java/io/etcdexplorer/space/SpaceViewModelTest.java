package io.etcdexplorer.space;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.ManualExecutor;
import javafx.beans.property.SimpleLongProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;

import static io.etcdexplorer.space.FakeSpaceSource.node;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpaceViewModelTest {

    private static final long MIB = 1 << 20;

    private final FakeSpaceSource source = new FakeSpaceSource();
    private final SimpleLongProperty oldest = new SimpleLongProperty(40);
    private final SimpleLongProperty current = new SimpleLongProperty(900);
    private SpaceSource connected = source;

    private final SpaceNode pods = node("pods/", "/registry/pods/", 30, 60 * MIB,
            node("default/", "/registry/pods/default/", 20, 45 * MIB),
            node("kube-system/", "/registry/pods/kube-system/", 10, 15 * MIB));
    private final SpaceNode events = node("events/", "/registry/events/", 70, 25 * MIB);
    private final SpaceNode registry = node("registry/", "/registry/", 100, 85 * MIB, pods, events);
    private final SpaceNode all = node("", "", 103, 90 * MIB, registry, node("demo/", "/demo/", 3, 5 * MIB));

    private SpaceViewModel viewModel(BackgroundExecutor executor) {
        BackgroundExecutor tasks = executor;
        return new SpaceViewModel(tasks, () -> connected, new KeysViewModel(tasks, new StatusViewModel()),
                oldest, current);
    }

    @Test
    void drillingGoesIntoABoxAndTheBreadcrumbLeadsBackUp() {
        source.root = registry;
        SpaceViewModel space = viewModel(BackgroundExecutor.sameThread());
        space.analyse("/registry/", SpaceGrouping.PREFIX);

        assertEquals(List.of("sizes /registry/ PREFIX cap=" + SpaceSource.DEFAULT_BYTE_CAP), source.calls);
        assertEquals(List.of(registry), space.trail());
        assertEquals(List.of("pods/", "events/"), space.rows().stream().map(SpaceRow::name).toList());
        assertEquals(60.0 / 85, space.rows().get(0).share(), 1e-9);
        assertTrue(space.summaryProperty().get().startsWith("/registry/ · 100 keys · 85 MiB"),
                space.summaryProperty().get());

        space.drill(pods);
        assertEquals(List.of(registry, pods), space.trail());
        assertEquals(pods, space.shownProperty().get());
        assertEquals(List.of("default/", "kube-system/"), space.rows().stream().map(SpaceRow::name).toList());
        assertEquals(0.75, space.rows().get(0).share(), 1e-9);

        space.drill(events.children().isEmpty() ? events : pods); // a box without parts has no inside
        assertEquals(pods, space.shownProperty().get());

        space.upTo(registry);
        assertEquals(List.of(registry), space.trail());
        assertEquals(2, space.rows().size());
    }

    @Test
    void stopEndsTheReadWithWhatWasReadMarkedIncomplete() {
        source.root = registry;
        SpaceViewModel space = viewModel(BackgroundExecutor.sameThread());
        int[] page = {0};
        source.betweenPages = () -> {
            if (++page[0] == 1) {
                assertTrue(space.progress().runningProperty().get());
                assertEquals("1,000 keys · 977 KiB read of the 4.0 GiB cap", space.progress().textProperty().get());
                space.stop();
            }
        };
        space.analyse("/registry/", SpaceGrouping.PREFIX);

        assertEquals(1, page[0], "the read stopped after its first page");
        assertFalse(space.progress().runningProperty().get());
        assertFalse(space.reportProperty().get().complete());
        assertFalse(space.progress().cappedProperty().get(), "stopped by the user, not by the cap");
        assertTrue(space.summaryProperty().get().endsWith("stopped: the figures cover only what was read"),
                space.summaryProperty().get());
    }

    @Test
    void aCappedReadOffersToRaiseTheCapAndThenReadsOn() {
        source.root = registry;
        source.capAt = SpaceSource.DEFAULT_BYTE_CAP;
        SpaceViewModel space = viewModel(BackgroundExecutor.sameThread());
        space.analyse("/registry/", SpaceGrouping.PREFIX);
        assertTrue(space.progress().cappedProperty().get());
        assertTrue(space.summaryProperty().get().contains("byte cap was reached"), space.summaryProperty().get());
        space.drill(pods);

        space.raiseCap();
        assertEquals(4 * SpaceSource.DEFAULT_BYTE_CAP, space.progress().byteCapProperty().get());
        assertEquals("sizes /registry/ PREFIX cap=" + 4 * SpaceSource.DEFAULT_BYTE_CAP, source.calls.get(1));
        assertTrue(space.reportProperty().get().complete());
        assertFalse(space.progress().cappedProperty().get());
        assertEquals(List.of(registry, pods), space.trail(), "reading again keeps the user where they were");
    }

    @Test
    void theNewestAnalysisWinsOverAnOlderOneThatAnswersLate() {
        ManualExecutor io = new ManualExecutor();
        ManualExecutor ui = new ManualExecutor();
        SpaceViewModel space = viewModel(new BackgroundExecutor(io, ui));
        source.root = all;
        space.analyse("", SpaceGrouping.PREFIX);
        SpaceNode later = registry;
        space.analyse("/registry/", SpaceGrouping.PREFIX);
        source.root = later;
        io.runNewestFirst(); // the second read (and its members) first, the first one last
        ui.runAll();
        assertEquals(later, space.reportProperty().get().root());
        assertEquals("/registry/", space.trail().get(0).prefix());
        assertFalse(space.progress().runningProperty().get());
    }

    @Test
    void aFailureNamesItsCauseAndTheFix() {
        source.failure = new EtcdAccessException("etcd refused the read: permission denied.",
                "Ask for read access to the prefix, or analyse a prefix your role may read.", null);
        SpaceViewModel space = viewModel(BackgroundExecutor.sameThread());
        space.analyse("/secret/", SpaceGrouping.PREFIX);
        String problem = space.problemProperty().get();
        assertTrue(problem.startsWith("Could not read the sizes: etcd refused the read: permission denied."),
                problem);
        assertTrue(problem.contains("Ask for read access"), problem);
        assertFalse(space.progress().runningProperty().get());
        assertNull(space.reportProperty().get());
    }

    @Test
    void churnDefaultsToTheOldestKeptRevisionUntilNowAndRefusesACompactedOne() {
        source.root = registry;
        SpaceViewModel space = viewModel(BackgroundExecutor.sameThread());
        space.query().modeProperty().set(SpaceMode.CHURN);
        space.analyse("/registry/", SpaceGrouping.RESOURCE);
        assertEquals(List.of("churn /registry/ RESOURCE 40..900"), source.calls);
        assertTrue(space.summaryProperty().get().contains("written between revisions 40 and 900"),
                space.summaryProperty().get());

        space.query().fromRevisionProperty().set("12");
        space.analyse();
        assertEquals(1, source.calls.size(), "a compacted revision is not even asked for");
        assertTrue(space.problemProperty().get().startsWith("Revision A (12) is compacted: etcd keeps history"
                + " from revision 40 on."), space.problemProperty().get());

        // Compacted meanwhile: the source's own message, with the oldest kept.
        space.query().fromRevisionProperty().set("50");
        source.failure = new CompactedRevisionException("etcd compacted revision 50: the oldest kept is 75.",
                "Set revision A to 75 or later.", null);
        space.analyse();
        assertTrue(space.problemProperty().get().contains("the oldest kept is 75"), space.problemProperty().get());
        assertTrue(space.problemProperty().get().contains("Set revision A to 75"), space.problemProperty().get());
    }

    @Test
    void compactionAndDefragAreEstimatedOnlyFromACompleteBreakdownOfAllKeys() {
        source.root = all;
        source.members = List.of(new MemberSpace("http://10.0.0.1:2379", 200 * MIB, 120 * MIB, 2048 * MIB),
                new MemberSpace("http://10.0.0.2:2379", 180 * MIB, -1, -1));
        SpaceViewModel space = viewModel(BackgroundExecutor.sameThread());
        space.analyse("", SpaceGrouping.PREFIX);

        MemberFigures first = space.members().get(0);
        assertEquals(80 * MIB, first.member().reclaimable());
        assertEquals(110 * MIB, first.compactionReclaim(), "the file minus the 90 MiB of live keys and values");
        assertEquals(0.55, first.compactionShare(), 1e-9);
        assertEquals(0.4, first.defragShare(), 1e-9);
        assertEquals(-1, space.members().get(1).defragShare(), "in use unknown: no defrag figure");
        assertTrue(space.membersNoteProperty().get().contains("estimate"), space.membersNoteProperty().get());

        source.root = registry;
        space.analyse("/registry/", SpaceGrouping.PREFIX);
        assertEquals(-1, space.members().get(0).compactionReclaim(), "a prefix does not say what all keys take");
        assertTrue(space.membersNoteProperty().get().contains("analyse all keys"), space.membersNoteProperty().get());
    }

    @Test
    void exportWritesTheBreakdownAsCsvOrSaysWhyItCouldNot(@TempDir Path folder) throws Exception {
        source.root = registry;
        SpaceViewModel space = viewModel(BackgroundExecutor.sameThread());
        space.analyse("/registry/", SpaceGrouping.PREFIX);
        assertEquals("etcd-space-registry.csv", space.exportFileName());

        Path file = folder.resolve(space.exportFileName());
        space.exportTo(file);
        String csv = Files.readString(file);
        assertTrue(csv.contains("/registry/pods/kube-system/"), csv);
        assertTrue(space.noticeProperty().get().startsWith("Exported 100 keys"), space.noticeProperty().get());

        Path nowhere = folder.resolve("missing").resolve("space.csv");
        space.exportTo(nowhere);
        String problem = space.problemProperty().get();
        assertTrue(problem.startsWith("Could not write " + nowhere), problem);
        assertTrue(problem.contains("Choose a folder you may write to"), problem);
    }

    @Test
    void switchingTheGroupingReadsAgainAndClosingForgetsEverything() {
        source.root = registry;
        SpaceViewModel space = viewModel(BackgroundExecutor.sameThread());
        space.query().groupingProperty().set(SpaceGrouping.RESOURCE);
        assertTrue(source.calls.isEmpty(), "nothing was analysed yet: a switch alone reads nothing");
        assertTrue(space.idleBinding().get());
        space.analyseResources();
        space.query().groupingProperty().set(SpaceGrouping.PREFIX);
        assertEquals(List.of("sizes /registry/ RESOURCE cap=" + SpaceSource.DEFAULT_BYTE_CAP,
                "sizes /registry/ PREFIX cap=" + SpaceSource.DEFAULT_BYTE_CAP), source.calls);

        space.closed();
        assertNull(space.reportProperty().get());
        assertTrue(space.trail().isEmpty() && space.rows().isEmpty() && space.members().isEmpty());
        connected = null;
        space.analyse();
        assertTrue(space.problemProperty().get().startsWith("Not connected"), space.problemProperty().get());
    }
}
