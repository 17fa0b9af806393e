package io.etcdexplorer.profiles;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The connection list and the one open session. */
public final class ConnectionsViewModel {

    // Properties
    private final ObservableList<ConnectionEntry> entries = FXCollections.observableArrayList();
    private final ObjectProperty<ConnectionEntry> selected = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<EtcdSession> session = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ConnectionEntry> connected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper connecting = new ReadOnlyBooleanWrapper();
    private final BooleanBinding canConnect = selected.isNotNull().and(connecting.not());
    private final BooleanBinding canRemove = Bindings.createBooleanBinding(
            () -> selected.get() != null && selected.get().kind() == ConnectionEntry.Kind.SAVED, selected);

    private final BackgroundExecutor executor;
    private final EtcdConnector connector;
    private final ProfileStore store;
    private final Playground playground;
    private final StatusViewModel status;
    private long attempt;

    public ConnectionsViewModel(BackgroundExecutor executor, EtcdConnector connector, ProfileStore store,
                                Playground playground, StatusViewModel status) {
        this.executor = executor;
        this.connector = connector;
        this.store = store;
        this.playground = playground;
        this.status = status;
        entries.add(ConnectionEntry.playground());
        loadProfiles();
    }

    public ObservableList<ConnectionEntry> entries() {
        return entries;
    }

    public ObjectProperty<ConnectionEntry> selectedProperty() {
        return selected;
    }

    public ReadOnlyObjectProperty<EtcdSession> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ConnectionEntry> connectedProperty() {
        return connected.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty connectingProperty() {
        return connecting.getReadOnlyProperty();
    }

    public BooleanBinding canConnectBinding() {
        return canConnect;
    }

    public BooleanBinding canRemoveBinding() {
        return canRemove;
    }

    /** Why the playground cannot start (no etcd binary), with install instructions; empty when it can. */
    public Optional<String> playgroundUnavailableReason() {
        return playground.unavailableReason();
    }

    // Commands

    public void connectSelected() {
        if (selected.get() != null) {
            connect(selected.get());
        }
    }

    public void connect(ConnectionEntry entry) {
        disconnect();
        long ticket = ++attempt;
        connecting.set(true);
        status.dismissProblem();
        Runnable done = status.begin("Connecting to " + entry.name() + "…");
        executor.submit(() -> open(entry), opened -> {
            done.run();
            if (ticket != attempt) {
                executor.runQuietly(opened::close);
                return;
            }
            connecting.set(false);
            connected.set(entry);
            session.set(opened);
            status.setConnection(entry.name() + " · " + opened.settings().endpointsLabel());
            status.say("Connected to " + entry.name());
        }, failure -> {
            done.run();
            if (ticket == attempt) {
                connecting.set(false);
                status.say("Not connected");
                status.report(Problem.of(failure, target(entry)));
            }
        });
    }

    public void disconnect() {
        attempt++;
        connecting.set(false);
        EtcdSession open = session.get();
        if (open != null) {
            session.set(null);
            connected.set(null);
            executor.runQuietly(open::close);
        }
        status.clearHeader();
        status.setConnection("Not connected");
    }

    /** Adds a profile from the add dialog; returns an error message when the input cannot be used. */
    public Optional<String> addProfile(String name, String endpointsText) {
        List<String> endpoints = Arrays.stream(endpointsText.split("[,\\s]+"))
                .map(String::trim).filter(s -> !s.isEmpty()).toList();
        if (name == null || name.isBlank()) {
            return Optional.of("Give the connection a name.");
        }
        if (endpoints.isEmpty()) {
            return Optional.of("Give at least one endpoint, e.g. http://127.0.0.1:2379");
        }
        ConnectionEntry entry = ConnectionEntry.saved(ConnectionProfile.ofEndpoints(name.trim(), endpoints));
        entries.add(entry);
        selected.set(entry);
        persist();
        return Optional.empty();
    }

    public void removeSelected() {
        ConnectionEntry entry = selected.get();
        if (entry != null && entry.kind() == ConnectionEntry.Kind.SAVED) {
            entries.remove(entry);
            persist();
        }
    }

    /** Adds the connection given on the command line and connects to it at once. */
    public void connectCommandLine(ConnectionSettings settings) {
        ConnectionEntry entry = ConnectionEntry.commandLine(settings);
        entries.add(entry);
        selected.set(entry);
        connect(entry);
    }

    /** Wipes the playground's data and seeds it afresh, reconnecting if it was open. */
    public void resetPlayground() {
        boolean wasOpen = connected.get() != null && connected.get().kind() == ConnectionEntry.Kind.PLAYGROUND;
        disconnect();
        Runnable done = status.begin("Resetting the playground…");
        executor.submit(() -> {
            playground.reset();
            return Boolean.TRUE;
        }, ok -> {
            done.run();
            status.say("Playground reset");
            if (wasOpen) {
                connect(ConnectionEntry.playground());
            }
        }, failure -> {
            done.run();
            status.report(Problem.of("Could not reset the playground: " + failure.getMessage(), ""));
        });
    }

    private EtcdSession open(ConnectionEntry entry) throws IOException {
        ConnectionSettings settings = switch (entry.kind()) {
            case PLAYGROUND -> ConnectionSettings.plain(List.of(playground.start()));
            case SAVED -> entry.profile().toSettings(null, null);
            case COMMAND_LINE -> entry.settings();
        };
        return connector.connect(settings, header -> executor.onUi(() -> status.showHeader(header)));
    }

    private static String target(ConnectionEntry entry) {
        return entry.description();
    }

    private void loadProfiles() {
        try {
            store.load().forEach(p -> entries.add(ConnectionEntry.saved(p)));
        } catch (IOException e) {
            status.report(Problem.of("Could not read saved connections: " + e.getMessage(),
                    "The file is " + store.file() + "; fix or delete it."));
        }
    }

    private void persist() {
        List<ConnectionProfile> profiles = new ArrayList<>();
        entries.stream().filter(e -> e.kind() == ConnectionEntry.Kind.SAVED).forEach(e -> profiles.add(e.profile()));
        executor.submit(() -> {
            store.save(profiles);
            return Boolean.TRUE;
        }, ok -> { }, failure -> status.report(Problem.of("Could not save connections: " + failure.getMessage(),
                "Check that " + store.file().getParent() + " is writable.")));
    }
}
