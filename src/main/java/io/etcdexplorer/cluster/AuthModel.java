package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdSession;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Auth section: whether authentication is on, users with their roles, roles with their key permissions, and
 * turning authentication on or off after a confirmation that says what that does to clients.
 */
final class AuthModel extends ClusterSection {

    private static final Messages TEXT = Messages.of(AuthModel.class);

    private final ReadOnlyObjectWrapper<Boolean> enabled = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ObservableList<AuthOverview.User> users = FXCollections.observableArrayList();
    private final ObservableList<AuthOverview.Role> roles = FXCollections.observableArrayList();
    private final BooleanBinding canEnable;
    private final BooleanBinding canDisable;
    private AuthOverview last;

    AuthModel(ClusterContext cluster) {
        super(cluster);
        canEnable = Bindings.createBooleanBinding(() -> cluster().canChange().get() && !busyProperty().get()
                && Boolean.FALSE.equals(enabled.get()), cluster().canChange(), busyProperty(), enabled);
        canDisable = Bindings.createBooleanBinding(() -> cluster().canChange().get() && !busyProperty().get()
                && Boolean.TRUE.equals(enabled.get()), cluster().canChange(), busyProperty(), enabled);
    }

    /** True or false once read; null before. */
    public ReadOnlyObjectProperty<Boolean> enabledProperty() {
        return enabled.getReadOnlyProperty();
    }

    /** "Authentication is ON: …" in words, for the section's headline. */
    public ReadOnlyStringProperty stateProperty() {
        return state.getReadOnlyProperty();
    }

    /** Why users and roles are not shown, or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ObservableList<AuthOverview.User> users() {
        return FXCollections.unmodifiableObservableList(users);
    }

    public ObservableList<AuthOverview.Role> roles() {
        return FXCollections.unmodifiableObservableList(roles);
    }

    public BooleanBinding canEnableBinding() {
        return canEnable;
    }

    public BooleanBinding canDisableBinding() {
        return canDisable;
    }

    @Override
    void reset() {
        super.reset();
        last = null;
        enabled.set(null);
        state.set("");
        problem.set("");
        users.clear();
        roles.clear();
    }

    boolean loaded() {
        return last != null || busyProperty().get();
    }

    // Commands

    /** Reads the auth state, users and roles again. */
    public void refresh() {
        EtcdSession open = cluster().session().get();
        if (open == null || busyProperty().get()) {
            return;
        }
        run("auth status", null, () -> new AuthReader(open).read(), this::show);
    }

    private void show(AuthOverview overview) {
        last = overview;
        enabled.set(overview.enabled());
        state.set(TEXT.get(overview.enabled() ? "auth.stateOn" : "auth.stateOff"));
        problem.set(overview.problem());
        users.setAll(overview.users());
        roles.setAll(overview.roles());
    }

    public void enable() {
        EtcdSession open = forChange();
        if (open == null) {
            return;
        }
        if (last != null && last.problem().isEmpty() && !last.rootReady()) {
            fail(TEXT.get("auth.rootMissing"));
            return;
        }
        String command = ClusterCommands.authEnable(open.settings());
        String user = open.settings().user();
        String self = user == null || user.isEmpty()
                ? TEXT.get("auth.selfAnonymous") : TEXT.format("auth.selfUser", user);
        if (!confirm(TEXT.get("auth.enableTitle"), TEXT.format("auth.enableConfirm", self))) {
            cluster().log().note("auth enable", command, TEXT.get("log.declined"));
            say(TEXT.get("auth.leftOff"));
            return;
        }
        run("auth enable", command, () -> {
            new AuthReader(open).enable();
            return null;
        }, done -> {
            cluster().log().note("auth enable", command, TEXT.get("log.authEnabled"));
            say(TEXT.get("auth.isOn"));
            last = null;
            refresh();
        });
    }

    public void disable() {
        EtcdSession open = forChange();
        if (open == null) {
            return;
        }
        String command = ClusterCommands.authDisable(open.settings());
        if (!confirm(TEXT.get("auth.disableTitle"), TEXT.get("auth.disableConfirm"))) {
            cluster().log().note("auth disable", command, TEXT.get("log.declined"));
            say(TEXT.get("auth.leftOn"));
            return;
        }
        run("auth disable", command, () -> {
            new AuthReader(open).disable();
            return null;
        }, done -> {
            cluster().log().note("auth disable", command, TEXT.get("log.authDisabled"));
            say(TEXT.get("auth.isOff"));
            last = null;
            refresh();
        });
    }
}
