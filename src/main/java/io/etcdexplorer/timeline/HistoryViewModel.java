package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.diff.SideBySide;
import io.etcdexplorer.status.MessageLine;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.values.KeyText;
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

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * The History tab: every version of the selected key etcd still has, life by life (a deleted and re-created key
 * has several), a side-by-side diff of the chosen versions, and Restore, a compare-and-swap put of an old value.
 * The current life is read first, from its create revision, and shown at once; the earlier lives follow from the
 * background ({@link EarlierLives}). A write to the key shown (from this window, or seen by a watch) reads its
 * history again, so the count follows.
 */
public final class HistoryViewModel implements SessionScoped {

    private static final Messages TEXT = Messages.of(HistoryViewModel.class);

    /** One row of the history table. {@code life} counts from 1; a deletion row has no value. */
    public record Row(int life, KeyVersion version, String seen) {
    }

    /** The two sides of the shown diff. */
    public record Comparison(String leftTitle, String rightTitle, SideBySide diff) {
    }

    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper key = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(TEXT.get("selectKey"));
    /** Belongs to the key shown: another key, or the next read of this one, replaces it. */
    private final MessageLine notice = new MessageLine(null).about(key);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<Comparison> comparison = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Row> chosen = new ReadOnlyObjectWrapper<>();
    private final BooleanBinding canRestore;

    private final Tasks tasks;
    private final Supplier<EtcdSession> session;
    private final KeysViewModel keys;
    private final HistoryRestore restore;
    private final DiffText texts;
    private final SeenRevisions seenRevisions;
    private final EarlierLives earlier;
    private final Latest reads = new Latest();
    private final Latest diffs = new Latest();
    private KeyHistory history;
    private boolean active;
    /** The key selected in the tree; read once the tab shows. */
    private KeyNode selected;
    private KeyNode loaded;
    /** The key whose history is shown or being read; null when none. */
    private byte[] shownPath;
    /** The shown key changed while the tab was hidden: it is read again once shown. */
    private boolean stale;
    /** True while a restore tells the tree about its own write, which it reads the history after itself. */
    private boolean restoring;
    /** What a restore said, shown again once the history it triggered has been read. */
    private String outcome;

    public HistoryViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, KeysViewModel keys,
                            OperationLog log, Confirmations confirmations, DiffText texts,
                            SeenRevisions seenRevisions) {
        this.tasks = new Tasks(executor);
        this.session = session;
        this.keys = keys;
        this.restore = new HistoryRestore(executor, log, confirmations);
        this.texts = texts;
        this.seenRevisions = seenRevisions;
        this.earlier = new EarlierLives(tasks, this::showAll);
        canRestore = Bindings.createBooleanBinding(() -> chosen.get() != null && !chosen.get().version().deleted()
                && !loading.get() && session.get() != null && !session.get().isReadOnly(), chosen, loading);
        keys.changedKeyProperty().addListener((obs, old, key) -> keyChanged(key));
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

    /** The earlier lives' line, progress, Cancel and "Load earlier lives…": read after the current life. */
    EarlierLives earlierLives() {
        return earlier;
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
        } else if (shown && stale) {
            read(shownPath);
        }
    }

    /** The connection closed: nothing of its keys' histories stays, nor a restore's outcome. */
    @Override
    public void closed() {
        selected = null;
        outcome = null;
        load(null);
    }

    /** Reads the history of {@code node}'s key; a prefix node (or null) clears the tab. */
    public void load(KeyNode node) {
        loaded = node;
        if (node == null || !node.isKey() || session.get() == null) {
            reads.invalidate(); // stops the read under way
            earlier.forget();
            clearShown();
            shownPath = null;
            outcome = null;
            key.set("");
            notice.clear();
            summary.set(TEXT.get("selectKey"));
            loading.set(false);
            return;
        }
        read(node.path());
    }

    /** Reads {@code path}'s history; the key need not exist any more (a deleted key still has one). */
    private void read(byte[] path) {
        reads.invalidate(); // stops the read under way before the tab forgets what it showed
        earlier.forget();
        clearShown();
        stale = false;
        EtcdSession open = session.get();
        if (!Arrays.equals(path, shownPath)) {
            outcome = null; // a restore's outcome talks about its own key only
        }
        shownPath = path;
        key.set(KeyText.display(path));
        summary.set(TEXT.format("readingHistory", key.get()));
        notice.set(outcome);
        HistoryReader reader = new HistoryReader(open, seenRevisions);
        tasks.runStoppable(stopped -> reader.readCurrentLife(path, stopped::getAsBoolean))
                .latestIn(reads).busy(loading).onSuccess(current -> {
                    show(current);
                    earlier.readAfter(current, open, reader);
                }).onFailure(failure -> {
                    outcome = null;
                    summary.set(TEXT.format("historyFailed",
                            EtcdErrors.translate(failure, open.settings().endpointsLabel()).describe()));
                }).start();
    }

    private void clearShown() {
        rows.clear();
        comparison.set(null);
        chosen.set(null);
        history = null;
    }

    /** A key was written or deleted: when it is the one shown, its history (and count) is read again. */
    private void keyChanged(byte[] changed) {
        if (changed == null || restoring || shownPath == null || !Arrays.equals(changed, shownPath)) {
            return;
        }
        if (active) {
            read(shownPath);
        } else {
            stale = true;
        }
    }

    /**
     * Shows a diff for the chosen rows: two rows compare with each other (older left), one row with the version
     * before it (or nothing, for the first of a life).
     */
    public void choose(List<Row> selection) {
        if (selection.isEmpty()) {
            diffs.invalidate();
            chosen.set(null);
            comparison.set(null);
            return;
        }
        Row[] pair = HistoryTable.pair(rows, selection);
        chosen.set(selection.size() == 1 ? selection.get(0) : null);
        tasks.run(() -> HistoryTable.compare(pair[0], pair[1], texts)).latestIn(diffs).onSuccess(comparison::set)
                .onFailure(failure -> notice.set(TEXT.format("compareFailed", failure.getMessage()))).start();
    }

    /** Writes the chosen version's value back, only if the key has not changed since the history was read. */
    public void restoreChosen() {
        Row row = chosen.get();
        EtcdSession open = session.get();
        if (row == null || open == null || history == null || row.version().deleted()) {
            return;
        }
        byte[] path = history.key();
        restore.restore(open, path, row.version(), history.latestModRevision(), done -> {
            if (session.get() != open) {
                return; // the window moved to another connection meanwhile
            }
            outcome = done.message();
            restoring = true; // the history is read below, with the outcome: not a second time for the tree's sake
            try {
                done.now().ifPresent(now -> keys.keyWritten(now.meta()));
            } finally {
                restoring = false;
            }
            load(keys.treeProperty().get().find(path));
        }, notice::set);
    }

    private void show(KeyHistory read) {
        history = read;
        rows.setAll(HistoryTable.rows(read, seenRevisions));
        summary.set(HistoryTable.summary(read, key.get()));
        notice.set(read.complete() ? outcome : read.problem());
        outcome = null;
    }

    /** The earlier lives arrived: the rows are replaced only when there are any, so a chosen version stays. */
    private void showAll(KeyHistory all) {
        if (all.lives().size() != history.lives().size()) {
            rows.setAll(HistoryTable.rows(all, seenRevisions));
        }
        history = all;
        summary.set(HistoryTable.summary(all, key.get()));
        if (!all.complete()) {
            notice.set(all.problem());
        }
    }

}
