package io.etcdexplorer.app;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.keys.ValueViewModel;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.ConnectionsViewModel;
import io.etcdexplorer.profiles.ProfileStore;
import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.binding.BooleanBinding;

/** Wires the feature view models together: a new session feeds the tree, a selected key feeds the viewer. */
public final class MainViewModel {

    private final StatusViewModel status = new StatusViewModel();
    private final ConnectionsViewModel connections;
    private final KeysViewModel keys;
    private final ValueViewModel value;

    public MainViewModel(BackgroundExecutor executor, EtcdConnector connector, ProfileStore store,
                         Playground playground) {
        connections = new ConnectionsViewModel(executor, connector, store, playground, status);
        keys = new KeysViewModel(executor, status);
        value = new ValueViewModel(executor, status);
        connections.sessionProperty().addListener((obs, old, session) -> {
            if (session == null) {
                keys.close();
            } else {
                keys.open(session);
            }
        });
        keys.selectedKeyProperty().addListener((obs, old, node) ->
                value.load(connections.sessionProperty().get(), node));
    }

    public StatusViewModel status() {
        return status;
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

    public BooleanBinding connectedBinding() {
        return connections.sessionProperty().isNotNull();
    }

    public void shutdown() {
        connections.disconnect();
    }
}
