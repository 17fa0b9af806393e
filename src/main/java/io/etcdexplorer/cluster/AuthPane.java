package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

import static io.etcdexplorer.cluster.ClusterControls.column;

/** The Auth section: on or off, users and their roles, roles and their permissions, enable and disable. */
final class AuthPane extends VBox {

    private static final Messages TEXT = Messages.of(AuthPane.class);

    AuthPane(ClusterViewModel cluster) {
        super(6);
        AuthModel viewModel = cluster.auth();
        Label state = new Label();
        state.setId("clusterAuthState");
        state.getStyleClass().add("cluster-summary");
        state.setWrapText(true);
        state.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        state.textProperty().bind(viewModel.stateProperty());
        var refresh = ClusterControls.button(TEXT.get("refresh"), Feather.REFRESH_CW, "clusterAuthRefresh");
        refresh.getStyleClass().add(Styles.SMALL);
        refresh.setOnAction(e -> viewModel.refresh());
        var enable = ClusterControls.button(TEXT.get("auth.enable"), Feather.LOCK, "clusterAuthEnable");
        enable.setOnAction(e -> viewModel.enable());
        var disable = ClusterControls.button(TEXT.get("auth.disable"), Feather.UNLOCK, "clusterAuthDisable");
        disable.setOnAction(e -> viewModel.disable());
        refresh.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        // Wraps rather than widening the section: "Turn on authentication…" is twice as long in Russian.
        javafx.scene.layout.FlowPane head = new javafx.scene.layout.FlowPane(8, 6, refresh,
                ClusterControls.button(enable, viewModel.canEnableBinding(), TEXT.get("auth.enableTip"),
                        cluster.changeBlockedProperty()),
                ClusterControls.button(disable, viewModel.canDisableBinding(), TEXT.get("auth.disableTip"),
                        cluster.changeBlockedProperty()));
        head.setAlignment(Pos.CENTER_LEFT);
        head.setPrefWrapLength(300);

        TableView<AuthOverview.User> users = new TableView<>(viewModel.users());

        io.etcdexplorer.fx.TableColumns.fitHeaders(users);
        users.setId("clusterUsers");
        users.getStyleClass().add(Styles.DENSE);
        users.setPlaceholder(new Label(TEXT.get("auth.noUsers")));
        users.getColumns().add(column(TEXT.get("auth.colUser"), 140, AuthOverview.User::name));
        users.getColumns().add(column(TEXT.get("auth.colRoles"), 260, u -> String.join(", ", u.roles())));
        TableView<AuthOverview.Role> roles = new TableView<>(viewModel.roles());
        io.etcdexplorer.fx.TableColumns.fitHeaders(roles);
        roles.setId("clusterRoles");
        roles.getStyleClass().add(Styles.DENSE);
        roles.setPlaceholder(new Label(TEXT.get("auth.noRoles")));
        roles.getColumns().add(column(TEXT.get("auth.colRole"), 140, AuthOverview.Role::name));
        roles.getColumns().add(column(TEXT.get("auth.colPermissions"), 420, r -> r.name().equals("root")
                ? TEXT.get("auth.rootEverything") : String.join("; ", r.permissions())));
        SplitPane tables = new SplitPane(users, roles);
        tables.setMinWidth(0); // the columns scroll sideways rather than push the section past the tab
        tables.setDividerPositions(0.4);
        VBox.setVgrow(tables, Priority.ALWAYS);
        getChildren().addAll(state, head, ClusterControls.notice(viewModel.problemProperty(), "clusterAuthProblem"), tables,
                ClusterControls.message(viewModel.messageProperty(), viewModel.failedProperty(),
                        "clusterAuthMessage"));
    }
}
