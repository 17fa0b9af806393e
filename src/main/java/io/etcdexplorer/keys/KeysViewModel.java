package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.ObservableList;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The key tree of the open session, the table of the selected node's children, and which key's value to show.
 * The listing streams in page by page ({@link KeyListing}), so the first level appears before the whole keyspace
 * is read; each page costs the UI thread an append to the tree's index and a few binary searches for the nodes
 * already on screen.
 */
public final class KeysViewModel {

    /** Keys handed to the UI thread at once: small enough that one page never holds it for long. */
    static final int PAGE_SIZE = 2_500;

    // Properties
    private final ReadOnlyObjectWrapper<KeyTree> tree = new ReadOnlyObjectWrapper<>(new KeyTree());
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyIntegerWrapper keyCount = new ReadOnlyIntegerWrapper();
    private final ObjectProperty<KeyNode> selectedNode = new SimpleObjectProperty<>();
    private final ReadOnlyLongWrapper liveRevision = new ReadOnlyLongWrapper();
    private final ReadOnlyObjectWrapper<KeyNode> selectedKey = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<byte[]> changedKey = new ReadOnlyObjectWrapper<>();

    private final StatusViewModel status;
    private final KeyListing listing;
    private final ChildRows table;
    private final KeyTree.Listener rowRefresher = new KeyTree.Listener() {
        @Override
        public void childrenChanged(KeyNode parent) {
            if (parent == table.listed()) {
                table.rebuild();
            }
        }

        @Override
        public void nodeChanged(KeyNode node) {
            keyCount.set(tree.get().size());
        }
    };
    private EtcdSession session;
    /** The revision shown; 0 = live. */
    private long revision;
    /** The path last selected, kept across revisions at which it did not exist. */
    private byte[] wanted;

    public KeysViewModel(BackgroundExecutor executor, StatusViewModel status) {
        this(executor, status, System::nanoTime);
    }

    KeysViewModel(BackgroundExecutor executor, StatusViewModel status, java.util.function.LongSupplier nanoClock) {
        this.status = status;
        this.listing = new KeyListing(new Tasks(executor, status), PAGE_SIZE);
        this.table = new ChildRows(executor, () -> session, () -> revision, nanoClock);
        selectedNode.addListener((obs, old, node) -> onNodeSelected(node));
    }

    public ReadOnlyObjectProperty<KeyTree> treeProperty() {
        return tree.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty keyCountProperty() {
        return keyCount.getReadOnlyProperty();
    }

    /** The node selected in the tree; the view writes it. The table lists its children, or its siblings. */
    public ObjectProperty<KeyNode> selectedNodeProperty() {
        return selectedNode;
    }

    public ObservableList<KeyRow> rows() {
        return table.rows();
    }

    /**
     * The revision at which the tree holds the whole keyspace, once a live listing completed; 0 while listing, after
     * a stopped or failed listing, while showing a past revision and when closed. A watch from the revision after it
     * keeps the tree live.
     */
    public ReadOnlyLongProperty liveRevisionProperty() {
        return liveRevision.getReadOnlyProperty();
    }

    /** The key whose value is shown: a tree node or table row that is itself a key. */
    public ReadOnlyObjectProperty<KeyNode> selectedKeyProperty() {
        return selectedKey.getReadOnlyProperty();
    }

    /** The revision the tree shows; 0 while live. */
    public long revision() {
        return revision;
    }

    // Commands

    /**
     * Shows the keyspace as it was at {@code atRevision} (0: live), keeping the selected path when it existed
     * then. While not live, writes and watch events leave the tree alone: it is a picture of the past.
     */
    public void showRevision(long atRevision) {
        if (atRevision == revision) {
            return;
        }
        revision = atRevision;
        if (session != null) {
            // The path the user chose, even if it did not exist at the revision shown last: back where it
            // exists, it is selected again.
            reload(wanted);
        }
    }

    public void open(EtcdSession newSession) {
        close();
        session = newSession;
        revision = 0; // a new connection starts live
        reload(null);
    }

    public void close() {
        cancelListing();
        liveRevision.set(0);
        session = null;
        wanted = null;
        selectedNode.set(null);
        selectedKey.set(null);
        replaceTree(new KeyTree());
    }

    /** Reads the keyspace again; the same node (by path) stays selected if it still exists. */
    public void refresh() {
        if (session != null) {
            KeyNode before = selectedNode.get();
            reload(before == null ? null : before.path());
        }
    }

    /** Shows the value of a key chosen in the table (or clears the value when a prefix row is chosen). */
    public void selectRow(KeyRow row) {
        selectedKey.set(row != null && row.isKey() ? row.node() : null);
    }

    /** A key this window just wrote: it appears in the tree (and its row refreshes) without a new listing. */
    public void keyWritten(KeyMeta meta) {
        if (revision != 0) {
            changedKey.set(meta.key());
            return;
        }
        tree.get().putAll(List.of(meta));
        keyCount.set(tree.get().size());
        table.rebuild(); // rows carry the metadata they were made with
        changedKey.set(meta.key());
    }

    /**
     * Many keys at once (a watch drain): one tree update and one refresh of the table, so a busy cluster costs the
     * UI thread the same per pulse whatever the event rate.
     */
    public void keysChanged(List<KeyMeta> written, List<byte[]> deleted) {
        if ((written.isEmpty() && deleted.isEmpty()) || revision != 0) {
            return;
        }
        if (!written.isEmpty()) {
            tree.get().putAll(written);
        }
        deleted.forEach(key -> tree.get().remove(key));
        keyCount.set(tree.get().size());
        // Rows (and the value sizes they fetch) are rebuilt only when a change lies under the listed node, and at
        // most a few times a second: see ChildRows.
        if (table.isListingAny(written.stream().map(KeyMeta::key))
                || table.isListingAny(deleted.stream())) {
            table.liveChange();
        }
        // The value pane re-reads the selected key when someone else changed it.
        KeyNode shown = selectedKey.get();
        if (shown != null) {
            Stream.concat(written.stream().map(KeyMeta::key), deleted.stream())
                    .filter(k -> Arrays.equals(k, shown.path())).findFirst().ifPresent(changedKey::set);
        }
    }

    /** A key this window just deleted (or saw vanish): it leaves the tree without a new listing. */
    public void keyDeleted(byte[] key) {
        if (revision != 0) {
            return;
        }
        tree.get().remove(key);
        keyCount.set(tree.get().size());
        table.rebuild(); // rows carry the metadata they were made with
        changedKey.set(key);
    }

    /** The last key written or deleted through {@link #keyWritten}/{@link #keyDeleted}, so viewers can re-read it. */
    public ReadOnlyObjectProperty<byte[]> changedKeyProperty() {
        return changedKey.getReadOnlyProperty();
    }

    /** Rebuilds rows whose live change was deferred (see {@link #keysChanged}); true while one still waits. */
    public boolean flushLateRows() {
        table.flushLate();
        return table.isLate();
    }

    public void cancelListing() {
        listing.cancel();
        if (loading.get()) {
            loading.set(false);
            liveRevision.set(0); // the tree holds part of the keyspace: a watch would not make it whole
        }
    }

    private void reload(byte[] reselect) {
        reload(reselect, false);
    }

    private void reload(byte[] reselect, boolean retried) {
        cancelListing();
        KeyTree fresh = new KeyTree();
        loading.set(true); // first: whoever follows the live revision sees a listing, not a failed one
        liveRevision.set(0);
        selectedNode.set(null); // it belongs to the old tree; the same path is selected again once read
        replaceTree(fresh);
        EtcdSession current = session;
        long at = revision;
        listing.start(current, at, fresh, new KeyListing.Progress() {
            @Override
            public void added(int soFar) {
                status.say(KeyLabels.TEXT.format("readingCount", soFar));
                if (reselect != null && selectedNode.get() == null) {
                    selectedNode.set(fresh.find(reselect));
                }
            }

            @Override
            public void listed(long count, long listedRevision) {
                if (at == 0) {
                    liveRevision.set(listedRevision); // before loading ends, so the tree is never seen as incomplete
                }
                loading.set(false);
                status.say(KeyLabels.TEXT.format("listed", count));
            }

            @Override
            public void failed(Throwable failure) {
                loading.set(false);
                if (failure instanceof CompactedRevisionException && !retried && session == current && at == 0) {
                    // The snapshot being read was compacted away mid-listing: read a newer one, once.
                    status.say(KeyLabels.TEXT.get("compactedRelist"));
                    reload(reselect, true);
                    return;
                }
                status.report(Problem.of(failure, current.settings().endpointsLabel()));
            }
        });
    }

    private void replaceTree(KeyTree fresh) {
        tree.get().removeListener(rowRefresher);
        fresh.addListener(rowRefresher);
        table.clear();
        keyCount.set(0);
        tree.set(fresh);
    }

    private void onNodeSelected(KeyNode node) {
        if (node != null) {
            wanted = node.path();
        }
        // A plain key lists its siblings, as a file manager shows the folder around a selected file.
        KeyNode listed = node != null && !node.hasChildren() && node.parent() != null ? node.parent() : node;
        if (listed != table.listed() || node == null) {
            table.show(listed);
        }
        selectedKey.set(node != null && node.isKey() ? node : null);
    }
}
