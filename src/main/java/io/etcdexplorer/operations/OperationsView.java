package io.etcdexplorer.operations;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.fx.CompactBar;
import io.etcdexplorer.fx.Texts;
import io.etcdexplorer.i18n.Messages;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.function.Function;

/**
 * The Operations tab: Get, Put, Delete and Leases as four expanded sections in one scrolling column, each with its
 * result area. Binds and forwards only; the builders below keep the four sections looking alike.
 */
public final class OperationsView extends ScrollPane {

    private static final Messages TEXT = OperationForm.TEXT;

    public OperationsView(OperationsViewModel viewModel) {
        setId("operationsPane");
        setFitToWidth(true);
        Label readOnly = new Label(TEXT.get("readOnly"));
        readOnly.setId("opsReadOnly");
        readOnly.getStyleClass().add(Styles.TEXT_MUTED);
        readOnly.setWrapText(true);
        readOnly.visibleProperty().bind(viewModel.canWriteBinding().not());
        readOnly.managedProperty().bind(readOnly.visibleProperty());
        VBox column = new VBox(8, readOnly, new GetFormView(viewModel.get()),
                new PutFormView(viewModel.put(), viewModel.canWriteBinding()),
                new DeleteFormView(viewModel.delete(), viewModel.canWriteBinding()),
                new LeaseFormView(viewModel.leases(), viewModel.canWriteBinding()));
        column.setPadding(new Insets(8));
        setContent(column);
    }

    static TitledPane section(TitledPane pane, String title, String id, Node... rows) {
        VBox content = new VBox(6, rows);
        content.setPadding(new Insets(6));
        pane.setText(title);
        pane.setId(id);
        pane.setContent(content);
        pane.setExpanded(true);
        pane.setAnimated(false);
        pane.getStyleClass().add(Styles.DENSE);
        return pane;
    }

    /**
     * A row of controls; a field given as {@code grow} takes the spare width. Short of room, the buttons show their
     * icon alone (see CompactBar); captions, check boxes and prompts stay whole, and the column scrolls sideways
     * before any of them is cut.
     */
    static HBox row(Node grow, Node... nodes) {
        for (Node node : nodes) {
            if (node instanceof CheckBox || node instanceof Label || node instanceof ComboBox<?>) {
                Texts.whole((javafx.scene.control.Control) node);
            } else if (node instanceof TextField field) {
                Texts.wholePrompt(field);
            }
        }
        HBox row = new CompactBar(6, nodes);
        row.setAlignment(Pos.CENTER_LEFT);
        if (grow != null) {
            HBox.setHgrow(grow, Priority.ALWAYS);
        }
        return row;
    }

    static Label caption(String text) {
        Label label = new Label(text);
        label.setMinWidth(Label.USE_PREF_SIZE);
        return label;
    }

    /** A text field bound both ways and shown in red while {@code problem} has something to say. */
    static TextField field(String id, String prompt, int columns, StringProperty text,
                           ReadOnlyStringProperty problem) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefColumnCount(columns);
        field.getStyleClass().add(Styles.SMALL);
        field.textProperty().bindBidirectional(text);
        if (problem != null) {
            field.pseudoClassStateChanged(Styles.STATE_DANGER, !problem.get().isEmpty());
            problem.addListener((obs, old, now) -> field.pseudoClassStateChanged(Styles.STATE_DANGER,
                    !now.isEmpty()));
        }
        return field;
    }

    static CheckBox check(String text, String id, String tip, BooleanProperty value) {
        CheckBox box = new CheckBox(text);
        box.setId(id);
        box.setTooltip(new Tooltip(tip));
        box.selectedProperty().bindBidirectional(value);
        return box;
    }

    static Button button(String text, Feather icon, String id, String tip, Runnable action) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.getStyleClass().add(Styles.SMALL);
        button.setTooltip(new Tooltip(tip));
        button.setOnAction(e -> action.run());
        return button;
    }

    static <E> ComboBox<E> choice(String id, List<E> items, ObjectProperty<E> value, Function<E, String> label) {
        ComboBox<E> combo = new ComboBox<>();
        combo.setId(id);
        combo.getStyleClass().add(Styles.SMALL);
        combo.getItems().setAll(items);
        combo.setConverter(new StringConverter<>() {
            @Override
            public String toString(E item) {
                return item == null ? "" : label.apply(item);
            }

            @Override
            public E fromString(String text) {
                return null;
            }
        });
        combo.valueProperty().bindBidirectional(value);
        return combo;
    }

    /** Why a field's text is refused, right under it; takes no room while there is nothing to say. */
    static Label problem(String id, ReadOnlyStringProperty problem) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.DANGER);
        label.textProperty().bind(problem);
        label.visibleProperty().bind(problem.isNotEmpty());
        label.managedProperty().bind(label.visibleProperty());
        return label;
    }

    /** The form's outcome line, in red when it reports a failure. */
    static Label outcome(String id, OperationForm form) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.textProperty().bind(form.messageProperty());
        label.visibleProperty().bind(form.messageProperty().isNotEmpty());
        label.managedProperty().bind(label.visibleProperty());
        form.failedProperty().addListener((obs, old, failed) -> {
            label.getStyleClass().remove(Styles.DANGER);
            if (failed) {
                label.getStyleClass().add(Styles.DANGER);
            }
        });
        return label;
    }

    /** The etcdctl commands of the last run, copyable, under the outcome: what to type for the same request. */
    static javafx.scene.Node etcdctl(String id, OperationForm form) {
        Label text = new Label();
        text.setId(id);
        text.setWrapText(true);
        text.getStyleClass().addAll("value-text", Styles.TEXT_SMALL);
        text.textProperty().bind(form.commandsProperty());
        javafx.scene.control.Button copy = new javafx.scene.control.Button(null,
                new org.kordamp.ikonli.javafx.FontIcon(org.kordamp.ikonli.feather.Feather.COPY));
        copy.getStyleClass().addAll(Styles.SMALL, Styles.FLAT, Styles.BUTTON_ICON);
        copy.setTooltip(new javafx.scene.control.Tooltip(TEXT.get("copyCommand")));
        copy.setOnAction(e -> {
            javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
            content.putString(form.commandsProperty().get());
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
        });
        Label title = new Label(TEXT.get("etcdctlEquivalent"));
        title.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        javafx.scene.layout.HBox head = new javafx.scene.layout.HBox(4, title, copy);
        head.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        javafx.scene.layout.VBox box = new javafx.scene.layout.VBox(0, head, text);
        box.visibleProperty().bind(form.commandsProperty().isNotEmpty());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }
}
