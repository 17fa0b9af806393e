package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.SessionScoped;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The Cluster panel: members and their status, alarms, leases, auth and maintenance of the connected cluster. While
 * the panel shows ({@link #activeProperty()}), the view calls {@link #tick()} once a second: lease TTLs count down
 * and every {@value #REFRESH_TICKS} ticks the members, alarms and the open section's data are read again, off the
 * UI thread, one read at a time; a read that belongs to an earlier session is dropped.
 */
public final class ClusterViewModel implements SessionScoped {

    static final int REFRESH_TICKS = 3;
    private static final Messages TEXT = Messages.of(ClusterViewModel.class);

    /** Why nothing that changes the cluster can be sent on this connection. */
    static String readOnlyText() {
        return TEXT.get("readOnly");
    }

    /** The panel's sections; the open one decides what else a refresh reads. */
    public enum Section { MEMBERS, ALARMS, LEASES, AUTH, MAINTENANCE }

    // Properties
    private final BooleanProperty active = new SimpleBooleanProperty();
    private final ObjectProperty<Section> section = new SimpleObjectProperty<>(Section.MEMBERS);
    private final ReadOnlyBooleanWrapper canChange = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper changeBlocked = new ReadOnlyStringWrapper(TEXT.get("notConnected"));
    private final ReadOnlyBooleanWrapper refreshing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ObservableList<MemberRow> members = FXCollections.observableArrayList();
    private final ObservableList<MemberRow> shownMembers = FXCollections.unmodifiableObservableList(members);

    private final Tasks tasks;
    private final Supplier<EtcdSession> sessions;
    private final Latest refreshes = new Latest();
    private final AlarmsModel alarms;
    private final LeasesModel leases;
    private final AuthModel auth;
    private final MaintenanceModel maintenance;
    private ClusterReader reader;
    private ClusterOverview overview;
    private int ticks;
    /** A refresh was asked for while one ran (a section opened): it runs as soon as that one is done. */
    private boolean again;

    /**
     * @param keyDeleted     told about each key etcd deleted with a revoked lease, so the key tree follows
     * @param historyChanged told after a compaction, so the timeline reads its bounds again
     */
    public ClusterViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, OperationLog log,
                            Confirmations confirmations, Consumer<byte[]> keyDeleted, Runnable historyChanged) {
        this.tasks = new Tasks(executor);
        this.sessions = session;
        ClusterContext context = new ClusterContext(tasks, log, confirmations, session, this::overview,
                canChange.getReadOnlyProperty(), this::refresh, keyDeleted, historyChanged);
        alarms = new AlarmsModel(context);
        leases = new LeasesModel(context);
        auth = new AuthModel(context);
        maintenance = new MaintenanceModel(context);
        active.addListener((obs, was, now) -> {
            if (now) {
                showing();
            }
        });
        section.addListener((obs, old, now) -> {
            if (active.get()) {
                showing();
            }
        });
        sessionChanged();
    }

    /** Set by the view while the panel is visible; only then is the cluster polled. */
    public BooleanProperty activeProperty() {
        return active;
    }

    /** The section the user opened. */
    public ObjectProperty<Section> sectionProperty() {
        return section;
    }

    /** False when not connected or read-only: every command that changes the cluster is disabled. */
    public ReadOnlyBooleanProperty canChangeProperty() {
        return canChange.getReadOnlyProperty();
    }

    /** Why changes are disabled, for the disabled buttons' tooltips; empty when they are not. */
    public ReadOnlyStringProperty changeBlockedProperty() {
        return changeBlocked.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty refreshingProperty() {
        return refreshing.getReadOnlyProperty();
    }

    /** "3 members, 3 answer · leader m1 · cluster 7e3b…", or empty before the first read. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Why the last refresh failed (in part), with what to do; empty when it did not. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    ObservableList<MemberRow> members() {
        return shownMembers;
    }

    AlarmsModel alarms() {
        return alarms;
    }

    LeasesModel leases() {
        return leases;
    }

    AuthModel auth() {
        return auth;
    }

    MaintenanceModel maintenance() {
        return maintenance;
    }

    // Commands

    /** The window connected or disconnected: forget what was shown, drop reads still running for the old one. */
    public void sessionChanged() {
        refreshes.invalidate();
        refreshing.set(false);
        again = false;
        EtcdSession open = sessions.get();
        reader = open == null ? null : new ClusterReader(open);
        overview = null;
        ticks = 0;
        members.clear();
        summary.set("");
        problem.set("");
        canChange.set(open != null && !open.isReadOnly());
        changeBlocked.set(open == null ? TEXT.get("notConnected") : open.isReadOnly() ? readOnlyText() : "");
        alarms.reset();
        leases.reset();
        auth.reset();
        maintenance.reset();
        if (open != null && active.get()) {
            showing();
        }
    }

    @Override
    public void closed() {
        sessionChanged();
    }

    @Override
    public void opened() {
        sessionChanged();
    }

    /** Once a second while visible: TTLs count down, and every few seconds the cluster is read again. */
    public void tick() {
        leases.tick();
        if (active.get() && ++ticks >= REFRESH_TICKS) {
            refresh();
        }
    }

    /**
     * Reads the members, their status, the alarms and the open section's data. While a read runs no second one
     * starts (a slow member must not pile reads up behind it); one more follows it instead.
     */
    public void refresh() {
        EtcdSession open = sessions.get();
        if (open == null) {
            return;
        }
        if (refreshing.get()) {
            again = true;
            return;
        }
        ticks = 0;
        ClusterReader current = reader;
        Section shown = section.get();
        tasks.run(() -> ClusterRefresh.read(open, current, shown)).latestIn(refreshes).busy(refreshing)
                .onSuccess(result -> {
                    apply(result);
                    refreshAgainIfAsked();
                }).onFailure(failure -> {
                    problem.set(failure.getMessage());
                    refreshAgainIfAsked();
                }).start();
    }

    private void refreshAgainIfAsked() {
        if (again) {
            again = false;
            refresh();
        }
    }

    /**
     * The panel or a section came into view: read now rather than at the next tick. Auth is read only here (and on
     * request), not on every poll: see {@link AuthReader}.
     */
    private void showing() {
        refresh();
        if (section.get() == Section.AUTH && !auth.loaded()) {
            auth.refresh();
        }
    }

    private void apply(ClusterRefresh result) {
        overview = result.overview();
        if (!members.equals(overview.members())) {
            members.setAll(overview.members());
        }
        summary.set(ClusterRefresh.summarize(overview));
        problem.set(overview.membersProblem());
        alarms.show(overview);
        maintenance.show(overview);
        if (result.leases() != null || result.leasesProblem() != null) {
            leases.show(result.leases(), result.leasesProblem());
        }
        if (result.bounds() != null || result.boundsProblem() != null) {
            maintenance.showBounds(result.bounds(), result.boundsProblem());
        }
    }

    // For the sections (see ClusterContext)

    /** The last overview read, null before the first. */
    private ClusterOverview overview() {
        return overview;
    }
}
