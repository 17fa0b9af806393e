package io.etcdexplorer.cluster;

import atlantafx.base.theme.Styles;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.function.Function;

/** Small builders the Cluster panel's sections share. */
final class ClusterControls {

    private ClusterControls() {
    }

    /**
     * A button enabled by {@code enabled}. A disabled control shows no tooltip, so the tooltip sits on a wrapper:
     * it says what the button does, or why it is disabled ({@code blocked}, e.g. a read-only connection).
     */
    static Node button(Button button, BooleanExpression enabled, String what, ObservableStringValue blocked) {
        button.disableProperty().bind(enabled.not());
        button.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        StackPane wrapper = new StackPane(button);
        wrapper.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(Bindings.createStringBinding(() -> blocked.get() == null || blocked.get().isEmpty()
                ? what : what + "\n" + blocked.get(), blocked));
        Tooltip.install(wrapper, tip);
        return wrapper;
    }

    static Button button(String text, Feather icon, String id) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        return button;
    }

    /** The outcome line of a section: red when it reports a failure. */
    static Label message(ReadOnlyStringProperty text, ReadOnlyBooleanProperty failed, String id) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.textProperty().bind(text);
        failed.addListener((obs, was, now) -> paint(label, now));
        paint(label, failed.get());
        label.visibleProperty().bind(text.isNotEmpty());
        label.managedProperty().bind(label.visibleProperty());
        return label;
    }

    /** A label shown only while {@code text} is not empty, in the warning colour. */
    static Label notice(ObservableStringValue text, String id) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.getStyleClass().add(Styles.WARNING);
        label.textProperty().bind(text);
        label.visibleProperty().bind(Bindings.createBooleanBinding(() -> text.get() != null && !text.get()
                .isEmpty(), text));
        label.managedProperty().bind(label.visibleProperty());
        return label;
    }

    private static void paint(Label label, boolean failed) {
        label.getStyleClass().removeAll(Styles.DANGER, Styles.SUCCESS);
        label.getStyleClass().add(failed ? Styles.DANGER : Styles.SUCCESS);
    }

    static <T> TableColumn<T, String> column(String title, double width, Function<T, String> text) {
        TableColumn<T, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }

    static <T> TableColumn<T, String> number(String title, double width, Function<T, String> text) {
        TableColumn<T, String> column = column(title, width, text);
        column.getStyleClass().add("number-cell");
        return column;
    }
}
