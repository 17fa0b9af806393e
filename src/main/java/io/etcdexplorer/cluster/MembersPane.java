package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import io.etcdexplorer.etcd.MaskedUrls;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import static io.etcdexplorer.cluster.ClusterControls.column;
import static io.etcdexplorer.cluster.ClusterControls.number;

/**
 * The Members section: one row per member with its status as its endpoint reports it. The leader has a star and
 * says "leader"; a member that is down, has an alarm or no leader is red and says why in words.
 */
final class MembersPane extends VBox {

    private static final Messages TEXT = Messages.of(MembersPane.class);

    private static final PseudoClass UNHEALTHY = PseudoClass.getPseudoClass("unhealthy");
    private static final PseudoClass LEADER = PseudoClass.getPseudoClass("leader");

    MembersPane(ClusterViewModel viewModel) {
        super(6);
        TableView<MemberRow> table = new TableView<>(viewModel.members());
        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        table.setId("clusterMembers");
        table.getStyleClass().addAll(Styles.DENSE, "cluster-members");
        table.setPlaceholder(new Label(TEXT.get("members.none")));
        table.setRowFactory(view -> new TableRow<>() {
            @Override
            protected void updateItem(MemberRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(UNHEALTHY, !empty && row != null && row.unhealthy());
                pseudoClassStateChanged(LEADER, !empty && row != null && row.leader());
            }
        });
        TableColumn<MemberRow, MemberRow> state = new TableColumn<>(TEXT.get("members.colState"));
        state.setPrefWidth(100);
        state.setCellValueFactory(cell -> new javafx.beans.property.ReadOnlyObjectWrapper<>(cell.getValue()));
        state.setCellFactory(c -> new StateCell());
        table.getColumns().add(state);
        // Health first, addresses last: the pane is narrow beside the tree and the status is what people scan for.
        table.getColumns().add(column(TEXT.get("members.colName"), 110, MemberRow::name));
        table.getColumns().add(column(TEXT.get("members.colVersion"), 70,
                r -> r.status() == null ? "" : r.status().version()));
        table.getColumns().add(number(TEXT.get("members.colDbSize"), 90, r -> r.status() == null ? ""
                : ClusterSection.size(r.status().dbSize())));
        table.getColumns().add(number(TEXT.get("members.colInUse"), 90, r -> r.status() == null ? ""
                : ClusterSection.size(r.status().dbSizeInUse())));
        table.getColumns().add(number(TEXT.get("members.colRaftTerm"), 80, r -> r.status() == null ? ""
                : Long.toString(r.status().raftTerm())));
        table.getColumns().add(number(TEXT.get("members.colRaftIndex"), 90, r -> r.status() == null ? ""
                : Long.toString(r.status().raftIndex())));
        table.getColumns().add(number(TEXT.get("members.colApplied"), 80, r -> r.status() == null ? ""
                : Long.toString(r.status().raftAppliedIndex())));
        table.getColumns().add(column(TEXT.get("members.colErrors"), 260, MemberRow::problem));
        table.getColumns().add(column(TEXT.get("members.colEndpoint"), 170, r -> r.endpoint() == null ? ""
                : MaskedUrls.mask(r.endpoint())));
        table.getColumns().add(column(TEXT.get("members.colClientUrls"), 170, r -> String.join(", ", r.clientUrls())));
        table.getColumns().add(column(TEXT.get("members.colId"), 150, MemberRow::idText));
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().add(table);
    }

    /** "★ leader", "follower", "⚠ DOWN", with the problem as tooltip: the state never depends on colour alone. */
    private static final class StateCell extends TableCell<MemberRow, MemberRow> {
        @Override
        protected void updateItem(MemberRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                return;
            }
            setText(row.stateText() + (row.learner() && !row.stateText().equals(TEXT.get("member.learner"))
                    ? TEXT.get("member.alsoLearner") : ""));
            FontIcon icon = row.unhealthy() ? new FontIcon(Feather.ALERT_TRIANGLE)
                    : row.leader() ? new FontIcon(Feather.STAR)
                    : row.health() == MemberRow.Health.NO_STATUS ? new FontIcon(Feather.HELP_CIRCLE)
                    : new FontIcon(Feather.CHECK_CIRCLE);
            icon.getStyleClass().add(row.unhealthy() ? "member-bad-icon" : row.leader() ? "member-leader-icon"
                    : "member-icon");
            setGraphic(icon);
            setTooltip(row.problem().isEmpty() ? null : new Tooltip(row.problem()));
        }
    }
}
