package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.status.SessionScoped;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The revision timeline: the range of revisions etcd can still serve (oldest after compaction .. current, which
 * moves on as the cluster writes), the revision the window shows (0 = live), and the revisions at which the
 * selected key or subtree changed, as ticks. The tree, table and value follow {@link #revisionProperty()}.
 * Everything here belongs to one cluster's history: closing the connection starts it over.
 */
public final class TimelineViewModel implements SessionScoped {

    private static final Messages TEXT = Messages.of(TimelineViewModel.class);

    /** Ticks beyond this many are left out (the note says so): a busy prefix can have millions of revisions. */
    static final int MAX_TICKS = 5_000;

    private final ReadOnlyLongWrapper oldest = new ReadOnlyLongWrapper(1);
    private final ReadOnlyLongWrapper current = new ReadOnlyLongWrapper(1);
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper();
    private final ReadOnlyBooleanWrapper live = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyObjectWrapper<long[]> ticks = new ReadOnlyObjectWrapper<>(new long[0]);
    private final ReadOnlyStringWrapper ticksNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper headName = new ReadOnlyStringWrapper(TEXT.get("head.live"));
    private final ReadOnlyBooleanWrapper watched = new ReadOnlyBooleanWrapper();

    private final Tasks tasks;
    private final Supplier<EtcdSession> session;
    private final Latest boundsReads = new Latest();
    private final Latest tickReads = new Latest();
    private final CompactionChecks compactionChecks = new CompactionChecks(System::nanoTime);
    private final SeenRevisions seenRevisions;
    /**
     * The key the bounds are probed with: the selected one once there is one, since etcd checks permissions before
     * revisions and a user limited to a prefix may not read the default probe key "\0".
     */
    private byte[] probe;
    /** The key or subtree whose changes the ticks mark; null when none. */
    private KeyNode marked;

    public TimelineViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, SeenRevisions seen) {
        this.tasks = new Tasks(executor);
        this.session = session;
        this.seenRevisions = seen;
    }

    public ReadOnlyLongProperty oldestProperty() {
        return oldest.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty currentProperty() {
        return current.getReadOnlyProperty();
    }

    /** The revision shown; 0 while live. */
    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty liveProperty() {
        return live.getReadOnlyProperty();
    }

    /** Revisions (ascending, within the bounds) at which the selected key or subtree changed. */
    public ReadOnlyObjectProperty<long[]> ticksProperty() {
        return ticks.getReadOnlyProperty();
    }

    /** What the ticks mark, e.g. "7 changes of /registry/pods/ (the first 5,000 shown)". */
    public ReadOnlyStringProperty ticksNoteProperty() {
        return ticksNote.getReadOnlyProperty();
    }

    /** What the newest revision is called: "Live" on a cluster, "Latest" on a snapshot, which never moves on. */
    public ReadOnlyStringProperty headNameProperty() {
        return headName.getReadOnlyProperty();
    }

    /**
     * True while a watch on the whole keyspace (the live tree's) hands every new revision to {@link #seen}: the right
     * end then needs no poll, only an occasional read of the oldest revision (another client may compact).
     */
    public ReadOnlyBooleanProperty watchedProperty() {
        return watched.getReadOnlyProperty();
    }

    public void setWatched(boolean value) {
        watched.set(value);
    }

    /** A snapshot: its newest revision is the file's, not one that follows a cluster. */
    public void describeHeadAsSaved() {
        headName.set(TEXT.get("head.latest"));
    }

    /** "Revision N · read-only" while not live; null while live. */
    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    /** Why the last request failed, with what to do; null when it did not. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** Reads the oldest and current revision again; a shown revision compacted meanwhile moves to the oldest. */
    public void refreshBounds() {
        EtcdSession open = session.get();
        if (open == null) {
            return;
        }
        byte[] key = probe;
        tasks.run(() -> key == null ? RevisionBounds.read(open) : RevisionBounds.read(open, key))
                .latestIn(boundsReads).onSuccess(bounds -> {
            problem.set(null);
            seenRevisions.record(bounds.current());
            current.set(Math.max(current.get(), bounds.current()));
            compactionChecks.read(current.get());
            oldest.set(bounds.oldest());
            if (!live.get() && revision.get() < bounds.oldest()) {
                long lost = revision.get();
                show(bounds.oldest());
                problem.set(TEXT.format("compactedMoved", String.valueOf(lost), String.valueOf(bounds.oldest())));
            }
        }).onFailure(failure -> problem.set(TEXT.format("rangeFailed", failure.getMessage()))).start();
    }

    /**
     * The watched timeline's occasional look at the oldest revision (another client may compact): reads the bounds
     * when the cluster has moved since the last read, or that read is old ({@link CompactionChecks}).
     */
    public void checkForCompaction() {
        if (compactionChecks.due(current.get())) {
            refreshBounds();
        }
    }

    /** A revision the cluster reached (a response header, an event): the right end of the slider moves on. */
    public void seen(long clusterRevision) {
        if (clusterRevision > current.get()) {
            current.set(clusterRevision);
        }
    }

    /**
     * Forgets the closed cluster's history: its revision range (another cluster has its own, often lower), the
     * ticks, the revision shown, when revisions were seen, and the reads still running against it.
     */
    @Override
    public void closed() {
        boundsReads.invalidate();
        tickReads.invalidate();
        compactionChecks.forget();
        probe = null;
        marked = null;
        goLive();
        oldest.set(1);
        current.set(1);
        ticks.set(new long[0]);
        ticksNote.set("");
        problem.set(null);
        seenRevisions.forget();
    }

    /** A key was written or deleted: when the ticks mark it (or a subtree holding it), they are read again. */
    public void keyChanged(byte[] key) {
        if (key == null || marked == null) {
            return;
        }
        if (Arrays.equals(key, marked.path()) || startsWith(key, marked.childPrefix())) {
            markChangesOf(marked);
        }
    }

    private static boolean startsWith(byte[] key, byte[] prefix) {
        return key.length >= prefix.length && Arrays.equals(key, 0, prefix.length, prefix, 0, prefix.length);
    }

    /**
     * Shows the keyspace as it was at {@code target}, clamped to what etcd can still serve; the current revision
     * or beyond means live.
     */
    public void show(long target) {
        if (target >= current.get()) {
            goLive();
            return;
        }
        if (watched.get()) {
            refreshBounds(); // nothing polled the oldest revision lately: a compaction meanwhile moves the view on
        }
        long clamped = Math.max(oldest.get(), target);
        // The banner first: the revision label reads it as soon as live turns false, and must not find it empty.
        banner.set(TEXT.format("banner", String.valueOf(clamped), String.valueOf(current.get())));
        live.set(false);
        revision.set(clamped);
    }

    public void goLive() {
        live.set(true);
        revision.set(0);
        banner.set(null);
    }

    /**
     * Steps to the previous change. Live shows the state after the last change, so from live this is the change
     * before that one: the first revision at which the key looked different from now.
     */
    public void previousChange() {
        long[] marks = ticks.get();
        long at = live.get() ? current.get() : revision.get();
        int i = Arrays.binarySearch(marks, at);
        int shownTick = i >= 0 ? i : -i - 2; // the last change at or before the shown revision
        if (shownTick >= 1) {
            show(marks[shownTick - 1]);
        }
    }

    /** Steps to the next tick after the shown revision; past the last one is live. */
    public void nextChange() {
        if (live.get()) {
            return;
        }
        long[] marks = ticks.get();
        int i = Arrays.binarySearch(marks, revision.get());
        int after = i >= 0 ? i + 1 : -i - 1;
        show(after < marks.length ? marks[after] : current.get());
    }

    /** Marks where {@code node} (a key, or every key below a prefix node) changed; null clears the ticks. */
    public void markChangesOf(KeyNode node) {
        if (node == null && !live.get()) {
            return; // the key did not exist at the revision shown: its ticks still say where it did
        }
        tickReads.invalidate(); // the last selection's ticks are of no use any more
        EtcdSession open = session.get();
        marked = open == null ? null : node;
        if (node == null || open == null) {
            ticks.set(new long[0]);
            ticksNote.set("");
            return;
        }
        boolean subtree = node.hasChildren();
        byte[] key = subtree ? node.childPrefix() : node.path();
        probe = node.path().length == 0 ? null : node.path();
        String shown = io.etcdexplorer.values.KeyText.display(key);
        String label = subtree ? TEXT.format("ticks.subtree", shown) : shown;
        tasks.runStoppable(stop -> {
            // Fresh bounds, not the last poll's: a selection right after connecting must still get its ticks.
            RevisionBounds bounds = key.length == 0 ? RevisionBounds.read(open) : RevisionBounds.read(open, key);
            // A newer selection makes this watch stop early instead of running to the end for nothing.
            return new Marks(bounds, ChangeRevisions.of(open, key, subtree, bounds.oldest(), bounds.current(),
                    MAX_TICKS, stop::getAsBoolean));
        }).latestIn(tickReads).onSuccess(marks -> {
            RevisionBounds bounds = marks.bounds();
            ChangeRevisions found = marks.changes();
            long from = bounds.oldest();
            oldest.set(Math.max(oldest.get(), bounds.oldest()));
            current.set(Math.max(current.get(), bounds.current()));
            ticks.set(found.revisions());
            int n = found.revisions().length;
            ticksNote.set(n == 0 ? TEXT.format("ticks.none", label, String.valueOf(from))
                    : found.truncated() ? TEXT.format("ticks.truncated", n, label, MAX_TICKS)
                    : TEXT.format("ticks.some", n, label));
        }).onFailure(failure -> {
            ticks.set(new long[0]);
            ticksNote.set(TEXT.format("ticks.failed", label, failure.getMessage()));
        }).start();
    }

    private record Marks(RevisionBounds bounds, ChangeRevisions changes) {
    }
}
