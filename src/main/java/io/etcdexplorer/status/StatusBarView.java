package io.etcdexplorer.status;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ResponseHeader;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** Connection, current activity, and the header of etcd's last response as etcdctl -w json shows it. */
public final class StatusBarView extends HBox {

    private static final Messages TEXT = Messages.of(StatusBarView.class);

    public StatusBarView(StatusViewModel viewModel) {
        setId("statusBar");
        getStyleClass().add("status-bar");
        setSpacing(12);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(4, 10, 4, 10));

        Label connection = new Label();
        connection.setId("statusConnection");
        // Short of width the bar takes a second line rather than cut a problem or the endpoint off.
        io.etcdexplorer.fx.Texts.wrapping(connection);
        connection.textProperty().bind(viewModel.connectionProperty());

        ProgressBar progress = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
        progress.setPrefWidth(80);
        progress.visibleProperty().bind(viewModel.busyBinding());
        progress.managedProperty().bind(progress.visibleProperty());

        Label activity = new Label();
        activity.setId("statusActivity");
        io.etcdexplorer.fx.Texts.wrapping(activity);
        activity.textProperty().bind(viewModel.activityProperty());

        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);

        Label header = new Label();
        header.setId("statusHeader");
        header.getStyleClass().add("status-header");
        io.etcdexplorer.fx.Texts.wrapping(header);
        header.setTextAlignment(javafx.scene.text.TextAlignment.RIGHT);
        Tooltip tip = new Tooltip();
        header.setTooltip(tip);
        javafx.beans.value.ChangeListener<ResponseHeader> shown = (obs, old, h) -> {
            header.setText(h == null ? "" : format(h));
            tip.setText(h == null ? "" : TEXT.format("headerTooltip", h.toEtcdctlJson()));
        };
        viewModel.headerProperty().addListener(shown);
        shown.changed(null, null, viewModel.headerProperty().get()); // a workspace brought forward shows its own
        header.setOnMouseClicked(e -> {
            ResponseHeader h = viewModel.headerProperty().get();
            if (h != null) {
                ClipboardContent content = new ClipboardContent();
                content.putString(h.toEtcdctlJson());
                Clipboard.getSystemClipboard().setContent(content);
                viewModel.say(TEXT.get("headerCopied"));
            }
        });
        getChildren().addAll(connection, progress, activity, spring, header);
    }

    static String format(ResponseHeader h) {
        return "cluster_id " + h.clusterIdText() + "   member_id " + h.memberIdText() + "   revision " + h.revision()
                + "   raft_term " + h.raftTerm();
    }
}
