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

    private final Label header;
    private String fullHeader = "";
    private String briefHeader = "";

    public StatusBarView(StatusViewModel viewModel) {
        setId("statusBar");
        getStyleClass().add("status-bar");
        setSpacing(12);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(4, 10, 4, 10));

        // Short of width the bar takes a second line rather than cut a problem or the endpoint off. Plain wrapping,
        // not Texts.wrapping: that holds a label's height at what its text needs at its current width, and here the
        // width follows the text, so each new text would be measured at the old width and the bar would grow for a
        // frame, shaking the window and moving the split panes' dividers above it. The bar is never squeezed
        // below the height its wrapped lines need (minHeight = pref).
        setMinHeight(USE_PREF_SIZE);
        Label connection = new Label();
        connection.setId("statusConnection");
        connection.setWrapText(true);
        connection.textProperty().bind(viewModel.connectionProperty());

        ProgressBar progress = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
        progress.setPrefWidth(80);
        progress.visibleProperty().bind(viewModel.busyBinding());
        progress.managedProperty().bind(progress.visibleProperty());

        Label activity = new Label();
        activity.setId("statusActivity");
        activity.setWrapText(true);
        activity.textProperty().bind(viewModel.activityProperty());

        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);

        header = new Label();
        header.setId("statusHeader");
        header.getStyleClass().add("status-header");
        // One line: short of width it shows its brief form instead of wrapping (see layoutChildren).
        header.setMinWidth(USE_PREF_SIZE);
        Tooltip tip = new Tooltip();
        header.setTooltip(tip);
        javafx.beans.value.ChangeListener<ResponseHeader> shown = (obs, old, h) -> {
            fullHeader = h == null ? "" : format(h);
            briefHeader = h == null ? "" : brief(h);
            header.setText(fitting()); // the form that fits now: the full one for a frame would push the others
            requestLayout();
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

    /**
     * Short of width, the header gives way first: "revision 125   raft_term 2" alone (the ids stay in its tooltip and
     * its copy), so that the connection and what the app is doing keep one line in a longer language. Measured with
     * the full text's own width, not by setting it, so a layout pass never changes it back and forth.
     */
    @Override
    protected void layoutChildren() {
        if (!fullHeader.isEmpty()) {
            header.setText(fitting());
        }
        super.layoutChildren();
    }

    /** The full header when it fits beside the others' whole texts, else the brief one (also before any layout). */
    private String fitting() {
        if (getWidth() <= 0) {
            return briefHeader;
        }
        double others = snappedLeftInset() + snappedRightInset();
        int shown = 0;
        for (javafx.scene.Node child : getManagedChildren()) {
            shown++;
            others += child == header ? 0 : child.prefWidth(-1);
        }
        javafx.scene.text.Text measure = new javafx.scene.text.Text(fullHeader);
        measure.setFont(header.getFont());
        double full = measure.getLayoutBounds().getWidth() + header.snappedLeftInset() + header.snappedRightInset();
        return others + full + getSpacing() * (shown - 1) <= getWidth() ? fullHeader : briefHeader;
    }

    static String brief(ResponseHeader h) {
        return "revision " + h.revision() + "   raft_term " + h.raftTerm();
    }

    static String format(ResponseHeader h) {
        return "cluster_id " + h.clusterIdText() + "   member_id " + h.memberIdText() + "   revision " + h.revision()
                + "   raft_term " + h.raftTerm();
    }
}
