package io.etcdexplorer.workspace;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.Leaving;
import io.etcdexplorer.profiles.OpenConnections;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.timeline.CompareSide;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The open workspaces, in tab order, and the one in front. Connecting adds one (or brings an open one forward),
 * closing disposes it; the session view model's "connected" properties follow the one in front.
 */
public final class Workspaces implements OpenConnections {

    private final ObservableList<Workspace> open = FXCollections.observableArrayList();
    private final ObservableList<Workspace> openView = FXCollections.unmodifiableObservableList(open);
    private final ReadOnlyObjectWrapper<Workspace> active = new ReadOnlyObjectWrapper<>();
    /** Every open workspace as a side of a comparison: the clusters each Compare tab offers. */
    private final ObservableList<CompareSide> sides = FXCollections.observableArrayList();
    private final BackgroundExecutor executor;
    /** Made with the first workspace: its classes (protobuf, the Kubernetes tables) are not the welcome screen's. */
    private final java.util.function.Supplier<KubeDecoder> decoders;
    private KubeDecoder decoder;
    private final Confirmations confirmations;
    private final SessionViewModel session;

    public Workspaces(BackgroundExecutor executor, java.util.function.Supplier<KubeDecoder> decoders,
                      Confirmations confirmations, SessionViewModel session) {
        this.executor = executor;
        this.decoders = decoders;
        this.confirmations = confirmations;
        this.session = session;
        active.addListener((obs, old, now) -> session.showing(now == null ? null : now.entry(),
                now == null ? null : now.session()));
        session.openInto(this);
    }

    /** Tab order. */
    public ObservableList<Workspace> open() {
        return openView;
    }

    /** The workspace in front, or null on the welcome screen. */
    public ReadOnlyObjectProperty<Workspace> activeProperty() {
        return active.getReadOnlyProperty();
    }

    public Optional<Workspace> active() {
        return Optional.ofNullable(active.get());
    }

    /** Brings {@code workspace} (one of the open ones) to the front. */
    public void activate(Workspace workspace) {
        if (open.contains(workspace)) {
            active.set(workspace);
        }
    }

    /** Ctrl+Tab: the next tab, wrapping round; {@code step} -1 for Ctrl+Shift+Tab. */
    public void cycle(int step) {
        if (open.size() > 1) {
            int at = open.indexOf(active.get());
            active.set(open.get(Math.floorMod(at + step, open.size())));
        }
    }

    /** Every open workspace but {@code one}: the targets of Copy to… and the other side of a comparison. */
    public List<Workspace> others(Workspace one) {
        return open.stream().filter(w -> w != one).toList();
    }

    @Override
    public boolean show(ConnectionEntry entry) {
        Optional<Workspace> found = find(entry);
        found.ifPresent(active::set);
        return found.isPresent();
    }

    @Override
    public StatusViewModel statusFor(ConnectionEntry entry) {
        return new StatusViewModel();
    }

    @Override
    public void add(ConnectionEntry entry, EtcdSession opened, StatusViewModel status) {
        // Two connects to one entry in flight: the second session replaces the first rather than doubling the tab.
        find(entry).ifPresent(this::dispose);
        Workspace[] made = new Workspace[1];
        if (decoder == null) {
            decoder = decoders.get();
        }
        Workspace workspace = new Workspace(executor, entry, opened, status, decoder, confirmations,
                () -> others(made[0]));
        made[0] = workspace;
        open.add(workspace);
        sides.add(workspace.compareSide());
        workspace.compare().offerClusters(sides);
        active.set(workspace);
        session.openEntries().setAll(open.stream().map(Workspace::entry).toList());
    }

    @Override
    public boolean close(ConnectionEntry entry, Leaving why) {
        Workspace target = entry == null ? active.get() : find(entry).orElse(null);
        return target == null || close(target, why);
    }

    /**
     * Closes {@code workspace}, asking first when its editor holds unsaved text ({@code why} is what the question
     * names). The neighbour to its right (or left) comes to the front. False when the user kept it.
     */
    public boolean close(Workspace workspace, Leaving why) {
        if (!workspace.mayDiscardEdits(why, confirmations)) {
            return false;
        }
        dispose(workspace);
        return true;
    }

    /** False when some workspace holds unsaved text and the user chose to keep it rather than leave ({@code why}). */
    public boolean mayDiscardAllEdits(Leaving why) {
        return open.stream().allMatch(w -> w.mayDiscardEdits(why, confirmations));
    }

    @Override
    public void closeAll() {
        List.copyOf(open).forEach(this::dispose);
    }

    private void dispose(Workspace workspace) {
        int at = open.indexOf(workspace);
        if (at < 0) {
            return;
        }
        if (active.get() == workspace) {
            active.set(open.size() == 1 ? null : open.get(at + 1 < open.size() ? at + 1 : at - 1));
        }
        open.remove(at);
        sides.remove(workspace.compareSide());
        session.openEntries().setAll(open.stream().map(Workspace::entry).toList());
        workspace.close();
    }

    /** A saved profile is the same connection by id even after an edit; others by their whole entry. */
    private Optional<Workspace> find(ConnectionEntry entry) {
        String key = entry.rememberKey();
        return open.stream().filter(w -> key != null ? key.equals(w.entry().rememberKey())
                : Objects.equals(entry, w.entry())).findFirst();
    }
}
