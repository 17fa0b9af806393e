package io.etcdexplorer.workspace;

import io.etcdexplorer.cluster.ClusterViewModel;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.editor.EditorViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.oplog.OperationLogViewModel;
import io.etcdexplorer.operations.OperationsViewModel;
import io.etcdexplorer.txn.TxnViewModel;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.EtcdctlFlavor;
import io.etcdexplorer.etcd.ops.ServerVersion;
import io.etcdexplorer.events.EventsViewModel;
import io.etcdexplorer.events.LiveTreeViewModel;
import io.etcdexplorer.events.WatchesViewModel;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeyActionsViewModel;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.viewer.ValueViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.Leaving;
import io.etcdexplorer.resources.ResourcesViewModel;
import io.etcdexplorer.search.SearchViewModel;
import io.etcdexplorer.space.SpaceViewModel;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.timeline.CompareSide;
import io.etcdexplorer.timeline.CompareViewModel;
import io.etcdexplorer.timeline.HistoryViewModel;
import io.etcdexplorer.timeline.SeenRevisions;
import io.etcdexplorer.timeline.TimelineViewModel;
import io.etcdexplorer.transfer.CopyTarget;
import io.etcdexplorer.transfer.CopyToViewModel;
import io.etcdexplorer.transfer.TransferViewModel;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.util.List;
import java.util.function.Supplier;

/**
 * Everything tied to one open connection: its session, tree, value, editor, watches, timeline, log and status.
 * It is built when the connection opens and {@link #close() closed} with it; nothing of one cluster is ever shown
 * for another, because each has its own. The window-level parts (connection list, profiles, theme) live outside.
 */
public final class Workspace {

    private static final Logger LOG = LoggerFactory.getLogger(Workspace.class);
    private static final Messages TEXT = Messages.of(Workspace.class);

    private final ConnectionEntry entry;
    private final EtcdSession session;
    private final StatusViewModel status;
    /** This workspace's view of the shared threads: closing it drops every late result meant for it. */
    private final BackgroundExecutor executor;
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(true);
    private final Features features;
    private final CopyToViewModel copyTo;
    private final OperationLogViewModel logViewer;
    /** This workspace as one side of a comparison, the same object for its whole life (sides match by identity). */
    private final CompareSide compareSide;

    /** {@code neighbours} gives the other open workspaces, for Copy to… and cross-cluster compare. */
    Workspace(BackgroundExecutor shared, ConnectionEntry entry, EtcdSession session, StatusViewModel status,
              KubeDecoder decoder, Confirmations confirmations, Supplier<List<Workspace>> neighbours) {
        this.entry = entry;
        this.session = session;
        this.status = status;
        this.executor = shared.scope();
        this.compareSide = new CompareSide(entry.name(), this::session);
        this.features = Features.build(executor, compareSide, status, decoder, confirmations, open);
        this.copyTo = new CopyToViewModel(executor, this::session,
                () -> neighbours.get().stream().map(Workspace::asCopyTarget).toList());
        this.logViewer = new OperationLogViewModel(features.operationLog(), executor, status::say);
        FeatureWiring.connect(features, status, this::session);
        features.keys().open(session);
        features.live().open(session);
        features.timeline().goLive();
        if (!followsCluster()) {
            features.timeline().describeHeadAsSaved();
        }
        features.timeline().refreshBounds();
        speakTheServersEtcdctl();
    }

    /** The log speaks the etcdctl of the server's version; unknown (Status refused) keeps the newest's. */
    private void speakTheServersEtcdctl() {
        features.operationLog().speakEtcdctl(EtcdctlFlavor.V3_5);
        new Tasks(executor).run(() -> ServerVersion.of(session))
                .onSuccess(version -> features.operationLog().speakEtcdctl(EtcdctlFlavor.forServer(version)))
                .onFailure(failure -> LOG.debug("The server version is unknown; the log speaks the newest etcdctl",
                        failure))
                .start();
    }

    /**
     * Stops everything that runs against the cluster (watches, polls, listings, transfers), drops every result
     * still on its way, and closes the client and any SSH tunnel. Safe to call twice.
     */
    public void close() {
        if (!open.get()) {
            return;
        }
        open.set(false);
        LOG.info("Closing the workspace of {}", entry.name());
        copyTo.cancel();
        features.live().close();
        features.keys().close();
        scoped().forEach(SessionScoped::closed);
        executor.close();
        status.clearHeader();
        executor.runQuietly(session::close);
    }

    private List<SessionScoped> scoped() {
        return List.of(features.cluster(), features.editor(), features.operations(), features.txn(),
                features.operationLog(), features.events(), features.timeline(), features.history(),
                features.compare(), features.search(), features.transfer(), features.space());
    }

    /**
     * This workspace as the target of another's Copy to…: its log records the writes, and its tree, when it is not
     * following the cluster live (paused, past revision), reads the keys again after them.
     */
    private CopyTarget asCopyTarget() {
        return new CopyTarget(name(), this::session, isReadOnly(), operationLog(), () -> {
            if (live().stateProperty().get() != LiveTreeViewModel.State.LIVE) {
                keys().refresh();
            }
        });
    }

    /** This cluster as the Compare tabs of every open workspace offer it. */
    public CompareSide compareSide() {
        return compareSide;
    }

    /** Copy to…: the selected keys or prefix into another open workspace. */
    public CopyToViewModel copyTo() {
        return copyTo;
    }

    /** The session while open; null once closed, which every feature reads as "not connected". */
    public EtcdSession session() {
        return open.get() ? session : null;
    }

    public ConnectionEntry entry() {
        return entry;
    }

    /** The tab's and the log's name for it. */
    public String name() {
        return entry.name();
    }

    public ReadOnlyBooleanProperty openProperty() {
        return open.getReadOnlyProperty();
    }

    public boolean isReadOnly() {
        return session.isReadOnly();
    }

    /** False for a snapshot: nothing else reaches its private etcd, so no change comes to follow or pause. */
    public boolean followsCluster() {
        return entry.source() == null;
    }

    public boolean isTlsUnverified() {
        return session.settings().insecureSkipTlsVerify();
    }

    /** The profile's colour tag ({@code #rrggbb}), or null. */
    public String color() {
        return entry.profile() == null ? null : entry.profile().color();
    }

    public StatusViewModel status() {
        return status;
    }

    /** False when the editor holds unsaved text and the user chose to keep it rather than leave ({@code why}). */
    public boolean mayDiscardEdits(Leaving why, Confirmations confirmations) {
        EditorViewModel editor = features.editor();
        if (!editor.dirtyBinding().get()) {
            return true;
        }
        return confirmations.confirm(TEXT.get("unsavedTitle"), TEXT.format("unsaved." + why.name(), name(),
                editor.keyTextProperty().get()));
    }

    public KeysViewModel keys() {
        return features.keys();
    }

    public ValueViewModel value() {
        return features.value();
    }

    public EditorViewModel editor() {
        return features.editor();
    }

    public OperationsViewModel operations() {
        return features.operations();
    }

    public TxnViewModel txn() {
        return features.txn();
    }

    public OperationLog operationLog() {
        return features.operationLog();
    }

    /** The Log tab. */
    public OperationLogViewModel logViewer() {
        return logViewer;
    }

    public LiveTreeViewModel live() {
        return features.live();
    }

    public WatchesViewModel events() {
        return features.events();
    }

    public TimelineViewModel timeline() {
        return features.timeline();
    }

    public HistoryViewModel history() {
        return features.history();
    }

    public CompareViewModel compare() {
        return features.compare();
    }

    public ClusterViewModel cluster() {
        return features.cluster();
    }

    public SearchViewModel search() {
        return features.search();
    }

    public KeyActionsViewModel keyActions() {
        return features.keyActions();
    }

    public ResourcesViewModel resources() {
        return features.resources();
    }

    public TransferViewModel transfer() {
        return features.transfer();
    }

    /** The Space tab: what fills the database. */
    public SpaceViewModel space() {
        return features.space();
    }

}
