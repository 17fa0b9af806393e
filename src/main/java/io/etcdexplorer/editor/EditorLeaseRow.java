package io.etcdexplorer.editor;

import io.etcdexplorer.fx.ShownTicker;
import io.etcdexplorer.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.util.Duration;

/**
 * The row under the editor's text: the loaded value's revisions and lease, and which lease the next save attaches
 * (keep, none, an existing one, a new one with its TTL). While it shows, it asks every few seconds whether the
 * key's lease is still alive.
 */
final class EditorLeaseRow extends HBox {

    private static final Messages TEXT = Messages.of(EditorLeaseRow.class);

    EditorLeaseRow(EditorViewModel viewModel) {
        Label details = new Label();
        details.setId("editorDetails");
        io.etcdexplorer.fx.Texts.wrapping(details);
        details.getStyleClass().add("text-muted");
        details.textProperty().bind(viewModel.detailsProperty());
        HBox.setHgrow(details, Priority.ALWAYS);
        details.setMaxWidth(Double.MAX_VALUE);
        ComboBox<LeaseMode> lease = new ComboBox<>();
        lease.setId("editorLeaseMode");
        lease.getItems().setAll(LeaseMode.values());
        lease.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(LeaseMode mode) {
                return mode == null ? "" : mode.label();
            }

            @Override
            public LeaseMode fromString(String text) {
                return null;
            }
        });
        lease.valueProperty().bindBidirectional(viewModel.leaseModeProperty());
        TextField value = new TextField();
        value.setId("editorLeaseValue");
        value.setPrefColumnCount(12);
        value.textProperty().bindBidirectional(viewModel.leaseValueProperty());
        value.promptTextProperty().bind(Bindings.createStringBinding(() -> viewModel.leaseModeProperty().get()
                == LeaseMode.NEW ? TEXT.get("ttlPrompt") : TEXT.get("leaseIdPrompt"), viewModel.leaseModeProperty()));
        value.visibleProperty().bind(viewModel.leaseModeProperty().isEqualTo(LeaseMode.EXISTING)
                .or(viewModel.leaseModeProperty().isEqualTo(LeaseMode.NEW)));
        value.managedProperty().bind(value.visibleProperty());
        setSpacing(8);
        getChildren().addAll(details, io.etcdexplorer.fx.Texts.whole(new Label(TEXT.get("onSave"))),
                io.etcdexplorer.fx.Texts.whole(lease), value);
        setAlignment(Pos.CENTER_LEFT);
        // A leased key can vanish at any moment; look every few seconds while one is open, and only then.
        ShownTicker leaseCheck = new ShownTicker(this, Duration.seconds(3), viewModel::checkLease);
        leaseCheck.setWanted(viewModel.leasedProperty().get());
        viewModel.leasedProperty().addListener((obs, was, now) -> leaseCheck.setWanted(now));
    }
}
