package io.etcdexplorer.oplog;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import atlantafx.base.theme.Styles;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** The operation log: one line per operation; the selected one's etcdctl command and JSON response below. */
public final class OperationLogView extends VBox {

    private static final Messages TEXT = Messages.of(OperationLogView.class);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    /** etcdctl prints one line of JSON; indented, it can be read. Numbers and key order stay exactly as sent. */
    private static String readable(String response) {
        try {
            return response.startsWith("{") ? io.etcdexplorer.values.ValueRenderer.prettyJson(
                    response.getBytes(java.nio.charset.StandardCharsets.UTF_8)) : response;
        } catch (io.etcdexplorer.values.InvalidValueException notJson) {
            return response;
        }
    }

    public OperationLogView(OperationLogViewModel log) {
        setId("operationLog");
        setSpacing(6);
        setPadding(new Insets(8));
        ListView<LogEntry> list = new ListView<>(log.entries());
        list.setId("operationLogList");
        list.setPlaceholder(io.etcdexplorer.fx.Texts.wrapping(new Label(TEXT.get("placeholder"))));
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(LogEntry entry, boolean empty) {
                super.updateItem(entry, empty);
                getStyleClass().remove("log-failed");
                if (empty || entry == null) {
                    setText(null);
                } else {
                    setText(TIME.format(entry.time()) + "  " + entry.operation() + "  " + entry.summary());
                    if (entry.failed()) {
                        getStyleClass().add("log-failed");
                    }
                }
            }
        });
        // The newest entry is what the user just did: select and show it.
        log.entries().addListener((javafx.collections.ListChangeListener<LogEntry>) change -> {
            if (!log.entries().isEmpty()) {
                list.getSelectionModel().selectLast();
                list.scrollTo(log.entries().size() - 1);
            }
        });
        TextArea command = new TextArea();
        command.setId("operationLogCommand");
        command.setEditable(false);
        command.setWrapText(true);
        command.setPrefRowCount(2);
        // a transaction's command spans lines: show all of it, up to a screenful
        command.textProperty().addListener((obs, old, text) ->
                command.setPrefRowCount(Math.max(2, Math.min(10, (int) text.lines().count()))));
        command.getStyleClass().add("value-text");
        TextArea response = new TextArea();
        response.setId("operationLogResponse");
        response.setEditable(false);
        response.getStyleClass().add("value-text");
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, entry) -> {
            command.setText(entry == null ? "" : entry.command());
            response.setText(entry == null ? "" : readable(entry.response()));
        });
        // Made when its tab is first selected, after the user did things: the newest shows, command and response too
        // (selected before the listener above, it showed highlighted with both boxes empty).
        if (!log.entries().isEmpty()) {
            list.getSelectionModel().selectLast();
            list.scrollTo(log.entries().size() - 1);
        }
        Button copy = new Button(TEXT.get("copyCommand"), new FontIcon(Feather.COPY));
        copy.setId("operationLogCopy");
        copy.getStyleClass().add(Styles.SMALL);
        copy.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(command.getText());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Button save = new Button(TEXT.get("saveLog"), new FontIcon(Feather.DOWNLOAD));
        save.setId("operationLogSave");
        save.getStyleClass().add(Styles.SMALL);
        save.disableProperty().bind(log.emptyBinding());
        save.setOnAction(e -> {
            FileDialogs.save(getScene().getWindow(), FolderPurpose.EXPORT, TEXT.get("saveDialogTitle"),
                    "etcd-operations.log").ifPresent(log::save);
        });
        Button clear = new Button(TEXT.get("clear"), new FontIcon(Feather.X));
        clear.getStyleClass().add(Styles.SMALL);
        clear.setOnAction(e -> log.clear());
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        HBox bar = new io.etcdexplorer.fx.CompactBar(6,
                io.etcdexplorer.fx.Texts.whole(new Label(TEXT.get("title"))), spring, copy, save, clear);
        bar.setAlignment(Pos.CENTER_LEFT);
        SplitPane split = new SplitPane(list, new VBox(4, command, response));
        VBox.setVgrow(response, Priority.ALWAYS);
        split.setOrientation(javafx.geometry.Orientation.VERTICAL);
        split.setDividerPositions(0.45);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().addAll(bar, split);
    }
}
