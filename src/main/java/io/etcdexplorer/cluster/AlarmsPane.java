package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

import static io.etcdexplorer.cluster.ClusterControls.column;

/** The Alarms section: NOSPACE and CORRUPT alarms with what they mean, and Disarm (as etcdctl alarm disarm). */
final class AlarmsPane extends VBox {

    private static final Messages TEXT = Messages.of(AlarmsPane.class);

    AlarmsPane(ClusterViewModel cluster) {
        super(6);
        AlarmsModel viewModel = cluster.alarms();
        TableView<Alarm> table = new TableView<>(viewModel.alarms());
        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        table.setId("clusterAlarms");
        table.getStyleClass().add(Styles.DENSE);
        table.setPlaceholder(new Label(TEXT.get("alarms.none")));
        table.getColumns().add(column(TEXT.get("alarms.colAlarm"), 90, Alarm::type));
        table.getColumns().add(column(TEXT.get("alarms.colMember"), 200, Alarm::memberText));
        table.getColumns().add(column(TEXT.get("alarms.colMeaning"), 640, Alarm::meaning));
        VBox.setVgrow(table, Priority.ALWAYS);
        var disarm = ClusterControls.button(TEXT.get("alarms.disarm"), Feather.BELL_OFF, "clusterDisarm");
        disarm.setOnAction(e -> viewModel.disarm());
        HBox actions = new HBox(8, ClusterControls.button(disarm, viewModel.canDisarmBinding(),
                TEXT.get("alarms.disarmTip"), cluster.changeBlockedProperty()),
                ClusterControls.message(viewModel.messageProperty(), viewModel.failedProperty(),
                        "clusterAlarmsMessage"));
        actions.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(ClusterControls.notice(viewModel.problemProperty(), "clusterAlarmsProblem"), table,
                actions);
    }
}
