package io.etcdexplorer.app;

import io.etcdexplorer.cluster.ClusterViewModel;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.doctor.ConnectionDoctor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.EtcdctlFlavor;
import io.etcdexplorer.etcd.ops.ServerVersion;
import io.etcdexplorer.etcd.tls.CertificateInspector;
import io.etcdexplorer.keys.KeyActionsViewModel;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.ValueViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.resources.ResourcesViewModel;
import io.etcdexplorer.editor.Confirmations;
import io.etcdexplorer.editor.EditorViewModel;
import io.etcdexplorer.editor.OperationLog;
import io.etcdexplorer.editor.OperationsViewModel;
import io.etcdexplorer.editor.TxnViewModel;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.events.EventsViewModel;
import io.etcdexplorer.events.LiveTreeViewModel;
import io.etcdexplorer.events.WatchesViewModel;
import io.etcdexplorer.timeline.CompareViewModel;
import io.etcdexplorer.timeline.HistoryViewModel;
import io.etcdexplorer.timeline.SeenRevisions;
import io.etcdexplorer.timeline.TimelineViewModel;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.ConnectionsViewModel;
import io.etcdexplorer.profiles.ProfileStore;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.profiles.editor.ProfileEditorViewModel;
import io.etcdexplorer.profiles.nodes.MinikubeFinder;
import io.etcdexplorer.profiles.nodes.NodeImportViewModel;
import io.etcdexplorer.profiles.nodes.NodeProfiles;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.search.SearchViewModel;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.transfer.TransferViewModel;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;

import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Wires the feature view models together: a new session feeds the tree, a selected key feeds the viewer. */
public final class MainViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(MainViewModel.class);

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor;
    private final ConnectionDoctor doctor;
    private final CertificateInspector inspector = new CertificateInspector();
    private final SessionViewModel session;
    private final ConnectionsViewModel connections;
    private final KeysViewModel keys;
    private final ValueViewModel value;
    private final SearchViewModel search;
    private final KeyActionsViewModel keyActions;
    private final TransferViewModel transfer;
    private final ResourcesViewModel resources;
    private final OperationLog operationLog;
    private final EditorViewModel editor;
    private final OperationsViewModel operations;
    private final TxnViewModel txn;
    private final CompareViewModel compare;
    private final TimelineViewModel timeline;
    private final HistoryViewModel history;
    private final WatchesViewModel events;
    private final LiveTreeViewModel live;
    private final ClusterViewModel cluster;
    private final BooleanBinding connected;
    private final BooleanBinding readOnly;
    private final BooleanBinding unsafeTls;
    private final StringBinding connectionColor;
    private final MinikubeFinder minikube;
    private final NodeProfiles nodes = new NodeProfiles(null);

    private final Confirmations confirmations;

    public MainViewModel(BackgroundExecutor executor, EtcdConnector connector, ProfileStore store,
                         Playground playground, SecretStore keychain, Confirmations confirmations,
                         MinikubeFinder minikube) {
        this.executor = executor;
        this.minikube = minikube;
        this.doctor = new ConnectionDoctor(connector);
        session = new SessionViewModel(executor, connector, playground, keychain, status);
        connections = new ConnectionsViewModel(executor, store, status, session::forgetSecrets);
        keys = new KeysViewModel(executor, status);
        KubeDecoder decoder = new KubeDecoder(new KubeSchemas());
        value = new ValueViewModel(executor, status, decoder);
        operationLog = new OperationLog(java.time.Clock.systemDefaultZone());
        editor = new EditorViewModel(executor, status, this::open, keys, operationLog, confirmations);
        this.confirmations = confirmations;
        session.guardLeaving(this::mayDiscardEdits);
        operations = new OperationsViewModel(executor, this::open, keys, operationLog, confirmations);
        txn = new TxnViewModel(executor, this::open, keys, operationLog, confirmations);
        DiffText diffTexts = new DiffText(decoder);
        // The tree follows the cluster; the editor hears about changes to the key it has open.
        live = new LiveTreeViewModel(executor, keys, event -> editor.serverChanged(event.key(), event.revision()));
        events = new WatchesViewModel(() -> new EventsViewModel(executor, this::open, diffTexts));
        compare = new CompareViewModel(executor, this::open, diffTexts);
        SeenRevisions seen = new SeenRevisions(java.time.Clock.systemDefaultZone());
        timeline = new TimelineViewModel(executor, this::open, seen);
        history = new HistoryViewModel(executor, this::open, keys, operationLog, confirmations, diffTexts, seen);
        // Keys a revoked lease took along leave the tree; a compaction moves the timeline's left end.
        cluster = new ClusterViewModel(executor, this::open, operationLog, confirmations, keys::keyDeleted,
                timeline::refreshBounds);
        status.headerProperty().addListener((obs, old, header) -> {
            if (header != null) {
                seen.record(header.revision());
                timeline.seen(header.revision());
            }
        });
        // The timeline drives what the tree, the table and the value show.
        timeline.revisionProperty().addListener((obs, old, revision) -> keys.showRevision(revision.longValue()));
        keys.selectedNodeProperty().addListener((obs, old, node) -> timeline.markChangesOf(node));
        keys.selectedKeyProperty().addListener((obs, old, node) -> history.select(node));
        // Until each connection has a workspace of its own, one set of view models serves them all: what belongs
        // to a connection is forgotten when it closes, and what stays to be read after (log, events) when the
        // next one opens.
        session.sessionProperty().addListener((obs, old, open) -> {
            if (open == null) {
                live.close();
                keys.close();
                sessionScoped().forEach(SessionScoped::closed);
            } else {
                sessionScoped().forEach(SessionScoped::opened);
                keys.open(open);
                live.open(open);
                timeline.goLive();
                timeline.refreshBounds();
                // Unknown (e.g. Status refused) keeps the newest etcdctl's output, what Kubernetes clusters run.
                operationLog.speakEtcdctl(EtcdctlFlavor.V3_5);
                executor.submit(() -> ServerVersion.of(open), version -> {
                    if (session.sessionProperty().get() == open) {
                        operationLog.speakEtcdctl(EtcdctlFlavor.forServer(version));
                    }
                }, failure -> LOG.debug("The server version is unknown; the log speaks the newest etcdctl",
                        failure));
            }
        });
        keys.selectedKeyProperty().addListener((obs, old, node) -> value.load(session.sessionProperty().get(), node,
                timeline.revisionProperty().get()));
        keys.selectedKeyProperty().addListener((obs, old, node) -> editor.select(node));
        // A write from the editor or the operation forms: the value tab re-reads the key it shows.
        keys.changedKeyProperty().addListener((obs, old, key) -> {
            timeline.keyChanged(key); // its ticks and note count the changes of the selected key or subtree
            KeyNode shown = keys.selectedKeyProperty().get();
            if (key != null && shown != null && java.util.Arrays.equals(shown.path(), key)) {
                value.load(session.sessionProperty().get(), shown, timeline.revisionProperty().get());
            }
        });
        connected = session.sessionProperty().isNotNull();
        search = new SearchViewModel(executor, keys, this::open, connected);
        keyActions = new KeyActionsViewModel(executor, this::open, status);
        resources = new ResourcesViewModel(executor, keys, this::open, decoder);
        transfer = new TransferViewModel(executor, this::open, status, keys::refresh);
        readOnly = Bindings.createBooleanBinding(() -> open() != null && open().isReadOnly(),
                session.sessionProperty());
        unsafeTls = Bindings.createBooleanBinding(() -> open() != null && open().settings().insecureSkipTlsVerify(),
                session.sessionProperty());
        connectionColor = Bindings.createStringBinding(() -> {
            ConnectionEntry entry = session.connectedProperty().get();
            return entry == null || entry.profile() == null ? null : entry.profile().color();
        }, session.connectedProperty());
    }

    /** Everything that belongs to the open connection, told when it closes and when another opens. */
    private List<SessionScoped> sessionScoped() {
        return List.of(cluster, editor, operations, txn, operationLog, events, timeline, history, compare, search,
                transfer);
    }

    public StatusViewModel status() {
        return status;
    }

    public SessionViewModel session() {
        return session;
    }

    public ConnectionsViewModel connections() {
        return connections;
    }

    public KeysViewModel keys() {
        return keys;
    }

    public ValueViewModel value() {
        return value;
    }

    public SearchViewModel search() {
        return search;
    }

    public EditorViewModel editor() {
        return editor;
    }

    public TimelineViewModel timeline() {
        return timeline;
    }

    public HistoryViewModel history() {
        return history;
    }

    public CompareViewModel compare() {
        return compare;
    }

    public TxnViewModel txn() {
        return txn;
    }

    public WatchesViewModel events() {
        return events;
    }

    /** Whether the key tree follows the cluster, and the user's pause. */
    public LiveTreeViewModel live() {
        return live;
    }

    public ClusterViewModel cluster() {
        return cluster;
    }

    public OperationsViewModel operations() {
        return operations;
    }

    public OperationLog operationLog() {
        return operationLog;
    }

    public BackgroundExecutor executor() {
        return executor;
    }

    public ResourcesViewModel resources() {
        return resources;
    }

    public TransferViewModel transfer() {
        return transfer;
    }

    public KeyActionsViewModel keyActions() {
        return keyActions;
    }

    public BooleanBinding connectedBinding() {
        return connected;
    }

    public BooleanBinding readOnlyBinding() {
        return readOnly;
    }

    /** The open connection does not verify the server's certificate: shown as a warning while connected. */
    public BooleanBinding unsafeTlsBinding() {
        return unsafeTls;
    }

    /** The connected profile's colour tag ({@code #rrggbb}), or null. */
    public StringBinding connectionColorBinding() {
        return connectionColor;
    }

    /** An editor for a new profile, or for the selected one (with the secrets already known in this run). */
    public ProfileEditorViewModel editorFor(ConnectionProfile profile) {
        Map<String, String> known = session.knownSecrets(profile);
        return new ProfileEditorViewModel(profile, known.get("password"), known.get("keyPassword"),
                known.get("sshSecret"), executor,
                doctor, (file, password) -> inspector.inspect(file, password).toText());
    }

    /** A fresh "Connect to minikube" / "Connect to a kubeadm node" model, one per dialog. */
    public NodeImportViewModel nodeImport() {
        return new NodeImportViewModel(executor, nodes, minikube, connections, session);
    }

    /** Saves what the editor produced: the profile in the list, its secrets in memory (and keychain). */
    public ConnectionEntry saveEdited(ProfileEditorViewModel.Result result) {
        ConnectionEntry entry = connections.saveProfile(result.profile());
        session.storeSecrets(result.profile(), result.password(), result.keyPassword(), result.sshSecret());
        return entry;
    }

    public void shutdown() {
        session.closeSession();
    }

    /** False when the editor holds unsaved text and the user chose to keep it rather than {@code action}. */
    public boolean mayDiscardEdits(String action) {
        if (!editor.dirtyBinding().get()) {
            return true;
        }
        return confirmations.confirm("Unsaved changes", "The editor has unsaved changes to "
                + editor.keyTextProperty().get() + ". " + action + " discards them.");
    }

    private EtcdSession open() {
        return session.sessionProperty().get();
    }
}
