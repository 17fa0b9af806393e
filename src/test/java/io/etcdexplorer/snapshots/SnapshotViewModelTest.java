package io.etcdexplorer.snapshots;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.profiles.secrets.MemorySecretStore;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.SnapshotFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Open snapshot… as the window drives it: the file becomes a read-only connection named after it through the
 * session, as any connection; disconnecting stops its etcd and deletes its copy; a bad file is reported in the
 * banner; a hash mismatch is a question whose "open anyway" opens it.
 */
class SnapshotViewModelTest {

    @RegisterExtension
    static final EtcdExtension source = new EtcdExtension();

    @TempDir
    static Path files;

    private static Path snapshot;

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();
    private SessionViewModel session;
    private SnapshotViewModel snapshots;
    private SnapshotOpener opener;

    @BeforeAll
    static void saveASnapshot() throws Exception {
        SnapshotFiles.seed(source);
        snapshot = SnapshotFiles.save(source, files.resolve("etcd-backup.db"));
    }

    private void build() {
        BackgroundExecutor executor = BackgroundExecutor.sameThread();
        session = new SessionViewModel(executor, new EtcdConnector(), new Playground(home.resolve("pg"), Map.of()),
                new MemorySecretStore(), status);
        opener = new SnapshotOpener(new SnapshotWorkDirs(home.resolve("snapshots")), System.getenv());
        snapshots = new SnapshotViewModel(executor, status, session, opener);
    }

    @AfterEach
    void closeAll() {
        if (snapshots != null) {
            snapshots.closeAll();
        }
    }

    @Test
    void opensAsAReadOnlyConnectionNamedAfterTheFileAndDisconnectingDeletesEverything() throws Exception {
        build();
        snapshots.open(snapshot);
        ConnectionEntry entry = session.connectedProperty().get();
        assertNotNull(entry, "connected: " + status.problemProperty().get());
        assertEquals(ConnectionEntry.Kind.SNAPSHOT, entry.kind());
        assertEquals("snapshot: etcd-backup.db", entry.name());
        assertEquals("Read-only copy of " + snapshot, entry.description());
        EtcdSession opened = session.sessionProperty().get();
        assertTrue(opened.isReadOnly(), "the session refuses writes");
        assertEquals(1, snapshots.opened().size());
        assertFalse(snapshots.openingProperty().get());
        assertTrue(status.activityProperty().get().startsWith("Connected to snapshot: etcd-backup.db"),
                status.activityProperty().get());

        assertEquals(1, opener.dirs().list().size());

        long pid = snapshots.opened().get(0).etcd().pid();
        session.disconnect();
        assertEquals(List.of(), snapshots.opened());
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "its etcd is stopped");
        SnapshotOpenerTest.assertNothingLeft(opener);
    }

    @Test
    void aBadFileIsReportedInTheBannerAndLeavesNothing() throws Exception {
        build();
        snapshots.open(SnapshotFiles.random(files.resolve("noise.bin"), 50_000));
        assertTrue(status.problemProperty().get().message().startsWith("noise.bin is not an etcd snapshot"),
                status.problemProperty().get().message());
        assertTrue(status.problemProperty().get().commands().contains("etcdctl snapshot save FILE"),
                "the fix's command can be copied");
        assertNull(session.connectedProperty().get());
        assertNull(snapshots.questionProperty().get(), "nothing to open anyway");
        SnapshotOpenerTest.assertNothingLeft(opener);
    }

    @Test
    void aHashMismatchAsksAndOpenAnywayOpensIt() throws Exception {
        build();
        Path bad = SnapshotFiles.badHash(snapshot, files.resolve("bad.db"));
        snapshots.open(bad);
        SnapshotViewModel.HashQuestion asked = snapshots.questionProperty().get();
        assertNotNull(asked, "the user is asked");
        assertSame(status.problemProperty().get(), asked.problem(), "and the banner says why");
        SnapshotOpenerTest.assertNothingLeft(opener);

        snapshots.openSkippingHashCheck();
        assertNull(snapshots.questionProperty().get());
        assertNull(status.problemProperty().get(), "the new attempt took the banner down");
        assertEquals("snapshot: bad.db", session.connectedProperty().get().name());
        assertEquals("Read-only copy of " + bad + " (hash not checked)", session.connectedProperty().get()
                .description(), "the tab's tooltip says the hash was not checked");
        assertTrue(session.sessionProperty().get().isReadOnly());
    }

    @Test
    void cancelWhileItOpensStopsItSaysSoAndLeavesNothing() throws Exception {
        io.etcdexplorer.testsupport.ManualExecutor io = new io.etcdexplorer.testsupport.ManualExecutor();
        BackgroundExecutor executor = new BackgroundExecutor(io, Runnable::run);
        session = new SessionViewModel(executor, new EtcdConnector(), new Playground(home.resolve("pg"), Map.of()),
                new MemorySecretStore(), status);
        opener = new SnapshotOpener(new SnapshotWorkDirs(home.resolve("snapshots")), System.getenv());
        snapshots = new SnapshotViewModel(executor, status, session, opener);
        List<String> steps = new java.util.ArrayList<>();
        // The user clicks Cancel once the file is restored and etcd is about to start on the copy.
        snapshots.progressTextProperty().addListener((obs, old, text) -> {
            steps.add(text);
            if (text.startsWith("Starting etcd")) {
                snapshots.cancel();
            }
        });

        snapshots.open(snapshot);
        assertTrue(snapshots.openingProperty().get(), "the bar shows while it opens");
        assertEquals("Opening etcd-backup.db…", snapshots.progressTextProperty().get());
        io.runAll();

        assertTrue(steps.contains("Starting etcd on etcd-backup.db…"), steps.toString());
        assertEquals("Opening the snapshot was cancelled", status.activityProperty().get());
        assertFalse(snapshots.openingProperty().get(), "the bar is gone");
        assertEquals("", snapshots.progressTextProperty().get());
        assertNull(session.connectedProperty().get(), "nothing connected");
        assertEquals(List.of(), snapshots.opened());
        assertNull(status.problemProperty().get(), "a cancel is no problem");
        SnapshotOpenerTest.assertNothingLeft(opener);
    }

    @Test
    void droppingSeveralItemsOpensTheFirstDbFileAndTheBannerNamesTheOthers() throws Exception {
        build();
        Path folder = java.nio.file.Files.createDirectories(files.resolve("backups"));
        Path notes = java.nio.file.Files.writeString(files.resolve("notes.txt"), "taken before the upgrade");
        Path other = SnapshotFiles.random(files.resolve("other.db"), 100);
        assertTrue(snapshots.openDropped(List.of(folder, notes, snapshot, other)));
        assertEquals("snapshot: etcd-backup.db", session.connectedProperty().get().name(),
                "the first .db file opened");
        assertEquals(1, snapshots.opened().size(), "and only it");
        assertEquals("Only etcd-backup.db is opened, not the other dropped items: backups, notes.txt, other.db.",
                status.problemProperty().get().message());
        assertEquals("Snapshots open one at a time: drop the others one by one, and each opens in a workspace of"
                + " its own.", status.problemProperty().get().hint());
    }

    @Test
    void droppingAFolderSaysItIsNoSnapshotAndOpensNothing() throws Exception {
        build();
        Path folder = java.nio.file.Files.createDirectories(files.resolve("member"));
        assertTrue(snapshots.openDropped(List.of(folder)));
        assertEquals(folder + " is a folder, not a snapshot file: nothing was opened.",
                status.problemProperty().get().message());
        assertTrue(status.problemProperty().get().hint().contains("member/snap/db"),
                status.problemProperty().get().hint());
        assertNull(session.connectedProperty().get());
        assertFalse(snapshots.openingProperty().get());
        SnapshotOpenerTest.assertNothingLeft(opener);

        assertFalse(snapshots.openDropped(List.of()), "a drop without files is not taken");
    }

    @Test
    void droppingOneFileWithoutADbNameOpensIt() throws Exception {
        build();
        Path renamed = java.nio.file.Files.copy(snapshot, files.resolve("backup-2026-12-01"));
        assertTrue(snapshots.openDropped(List.of(renamed)));
        assertEquals("snapshot: backup-2026-12-01", session.connectedProperty().get().name());
        assertNull(status.problemProperty().get(), "one file: nothing to say");
    }
}
