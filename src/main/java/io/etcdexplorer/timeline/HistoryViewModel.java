package io.etcdexplorer.timeline;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.diff.SideBySide;
import io.etcdexplorer.editor.Confirmations;
import io.etcdexplorer.editor.OperationLog;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.CasResult;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueRenderer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The History tab: every version of the selected key etcd still has, life by life (a deleted and re-created key
 * has several), a side-by-side diff of the chosen versions, and Restore, a compare-and-swap put of an old value.
 */
public final class HistoryViewModel {

    /** One row of the history table. {@code life} counts from 1; a deletion row has no value. */
    public record Row(int life, KeyVersion version, String seen) {
    }

    /** The two sides of the shown diff. */
    public record Comparison(String leftTitle, String rightTitle, SideBySide diff) {
    }

    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper key = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("Select a key to see its history.");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<Comparison> comparison = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Row> chosen = new ReadOnlyObjectWrapper<>();
    private final BooleanBinding canRestore;

    private final BackgroundExecutor executor;
    private final Supplier<EtcdSession> session;
    private final KeysViewModel keys;
    private final OperationLog log;
    private final Confirmations confirmations;
    private final DiffText texts;
    private final SeenRevisions seenRevisions;
    private final Latest reads = new Latest();
    private final Latest diffs = new Latest();
    private KeyHistory history;
    private boolean active;
    /** The key selected in the tree; read once the tab shows. */
    private KeyNode selected;
    private KeyNode loaded;
    /** What a restore said, shown again once the history it triggered has been read. */
    private String outcome;
    private AtomicBoolean cancelRead = new AtomicBoolean();

    public HistoryViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, KeysViewModel keys,
                            OperationLog log, Confirmations confirmations, DiffText texts,
                            SeenRevisions seenRevisions) {
        this.executor = executor;
        this.session = session;
        this.keys = keys;
        this.log = log;
        this.confirmations = confirmations;
        this.texts = texts;
        this.seenRevisions = seenRevisions;
        canRestore = Bindings.createBooleanBinding(() -> chosen.get() != null && !chosen.get().version().deleted()
                && !loading.get() && session.get() != null && !session.get().isReadOnly(), chosen, loading);
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ReadOnlyStringProperty keyProperty() {
        return key.getReadOnlyProperty();
    }

    /** "12 versions in 2 lives since revision 40" and, when etcd compacted older ones, that they are gone. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** The outcome of the last restore, or why the history is incomplete. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Comparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    public BooleanBinding canRestoreProperty() {
        return canRestore;
    }

    /** The tree's selected key: its history is read now if the tab shows, else when it is shown. */
    public void select(KeyNode node) {
        selected = node;
        if (active) {
            load(node);
        }
    }

    /** The tab was shown or hidden; reading a history costs a watch, so only a shown tab reads. */
    public void setActive(boolean shown) {
        active = shown;
        if (shown && selected != loaded) {
            load(selected);
        }
    }

    /** Reads the history of {@code node}'s key; a prefix node (or null) clears the tab. */
    public void load(KeyNode node) {
        loaded = node;
        long ticket = reads.next();
        cancelRead.set(true);
        rows.clear();
        comparison.set(null);
        chosen.set(null);
        history = null;
        EtcdSession open = session.get();
        if (node == null || !node.isKey() || open == null) {
            key.set("");
            summary.set("Select a key to see its history.");
            loading.set(false);
            return;
        }
        byte[] path = node.path();
        key.set(KeyText.display(path));
        summary.set("Reading the history of " + key.get() + "…");
        notice.set(outcome);
        loading.set(true);
        AtomicBoolean cancelled = new AtomicBoolean();
        cancelRead = cancelled;
        executor.submit(() -> new HistoryReader(open, seenRevisions).read(path, cancelled::get), read -> {
            if (reads.isCurrent(ticket)) {
                loading.set(false);
                show(read);
            }
        }, failure -> {
            if (reads.isCurrent(ticket)) {
                loading.set(false);
                summary.set("The history could not be read: "
                        + EtcdErrors.translate(failure, open.settings().endpointsLabel()).describe());
            }
        });
    }

    /**
     * Shows a diff for the chosen rows: two rows compare with each other (older left), one row with the version
     * before it (or nothing, for the first of a life).
     */
    public void choose(List<Row> selection) {
        long ticket = diffs.next();
        if (selection.isEmpty()) {
            chosen.set(null);
            comparison.set(null);
            return;
        }
        Row newer = selection.get(selection.size() - 1);
        Row older = selection.size() > 1 ? selection.get(0) : before(newer);
        if (older != null && older.version().modRevision() > newer.version().modRevision()) {
            Row swap = older;
            older = newer;
            newer = swap;
        }
        chosen.set(selection.size() == 1 ? selection.get(0) : null);
        Row left = older;
        Row right = newer;
        executor.submit(() -> compare(left, right), result -> {
            if (diffs.isCurrent(ticket)) {
                comparison.set(result);
            }
        }, failure -> notice.set("Could not compare: " + failure.getMessage()));
    }

    /** Writes the chosen version's value back, only if the key has not changed since the history was read. */
    public void restoreChosen() {
        Row row = chosen.get();
        EtcdSession open = session.get();
        if (row == null || open == null || history == null || row.version().deleted()) {
            return;
        }
        byte[] path = history.key();
        byte[] value = row.version().value();
        long expected = latestModRevision();
        String shown = KeyText.display(path);
        if (!confirmations.confirm("Restore version", "Write the value of revision " + row.version().modRevision()
                + " (version " + row.version().version() + ") back to " + shown + "?\nThis is a new write: the "
                + "key gets a new revision; the history keeps every version.")) {
            return;
        }
        String command = EtcdctlOps.casPut(open.settings(), path, value, expected);
        executor.submit(() -> {
            CasResult cas = new EtcdOps(open).putIfUnchanged(path, value, expected, 0);
            // The tree wants the key's real metadata (create revision, version) after the write.
            return new Restored(cas, cas instanceof CasResult.Applied ? open.get(path) : java.util.Optional.empty());
        }, restored -> {
            CasResult result = restored.cas();
            if (result instanceof CasResult.Applied applied) {
                long revision = applied.put().header().revision();
                log.note("restore", command, "restored revision " + row.version().modRevision() + " at revision "
                        + revision);
                outcome = "Restored: " + shown + " has the value of revision " + row.version().modRevision()
                        + " again, written at revision " + revision + ".";
                restored.now().ifPresent(now -> keys.keyWritten(now.meta()));
                KeyNode node = keys.treeProperty().get().find(path);
                load(node);
            } else {
                log.note("restore", command, "refused: the key changed meanwhile");
                outcome = "Not restored: " + shown + " changed after its history was read. The history was read "
                        + "again; choose the version again to restore it.";
                load(keys.treeProperty().get().find(path));
            }
        }, failure -> {
            log.failed("restore", command, failure);
            notice.set("Not restored: " + EtcdErrors.translate(failure, open.settings().endpointsLabel()).describe());
        });
    }

    private void show(KeyHistory read) {
        history = read;
        List<Row> fresh = new ArrayList<>();
        int life = 0;
        int versions = 0;
        for (KeyLife span : read.lives()) {
            life++;
            for (KeyVersion version : span.versions()) {
                fresh.add(new Row(life, version, seenRevisions.describe(version.modRevision())));
                versions++;
            }
            KeyVersion deletion = span.deletion();
            if (deletion != null) {
                fresh.add(new Row(life, deletion, seenRevisions.describe(deletion.modRevision())));
            }
        }
        rows.setAll(fresh);
        String note = read.compactionNote();
        summary.set(versions == 0 ? "No version of " + key.get() + " is left in etcd's history."
                : versions + (versions == 1 ? " version" : " versions") + " in " + life
                + (life == 1 ? " life" : " lives (deleted and created again)")
                + (read.existsNow() ? "" : "; the key does not exist now") + (note == null ? "" : ". " + note));
        notice.set(read.complete() ? outcome : read.problem());
        outcome = null;
    }

    private Row before(Row row) {
        int at = rows.indexOf(row);
        return at > 0 && rows.get(at - 1).life() == row.life() ? rows.get(at - 1) : null;
    }

    /** The mod revision the key has now, as read; 0 when it does not exist (the restore then creates it). */
    private long latestModRevision() {
        List<KeyLife> lives = history.lives();
        return history.existsNow() ? lives.get(lives.size() - 1).latest().modRevision() : 0;
    }

    private Comparison compare(Row older, Row newer) {
        DiffText.Text left = older == null ? new DiffText.Text("", "absent") : text(older);
        DiffText.Text right = text(newer);
        return new Comparison(title(older, left), title(newer, right), SideBySide.of(left.text(), right.text()));
    }

    private DiffText.Text text(Row row) {
        return row.version().deleted() ? new DiffText.Text("", "deleted")
                : texts.of(row.version().value(), row.version().modRevision());
    }

    private static String title(Row row, DiffText.Text text) {
        if (row == null) {
            return "Nothing before (the key was created)";
        }
        KeyVersion v = row.version();
        return v.deleted() ? "Deleted at revision " + v.modRevision()
                : "Revision " + v.modRevision() + " · version " + v.version() + " · "
                + ValueRenderer.humanSize(v.value().length) + " · " + text.format();
    }

    private record Restored(CasResult cas, java.util.Optional<io.etcdexplorer.etcd.KeyValueData> now) {
    }
}
