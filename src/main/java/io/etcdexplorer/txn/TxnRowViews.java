package io.etcdexplorer.txn;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.etcd.ops.CompareOp;
import io.etcdexplorer.etcd.ops.CompareTarget;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.function.BiFunction;
import java.util.function.Consumer;

import static io.etcdexplorer.txn.TxnViewModel.TEXT;

/**
 * The builder's rows as compact lines of controls, one control per field, bound both ways to the row. Ids carry
 * the section and the 1-based row number ({@code txnCompareKey2}, {@code txnThenValue1}) for tests and automation.
 */
final class TxnRowViews {

    private TxnRowViews() {
    }

    /**
     * A box showing one line per row. Lines are rebuilt only when rows are added, removed or moved, never while
     * a field is edited, so typing keeps its focus. A newly added row's line is handed to {@code onAdded}.
     */
    static <T> VBox section(String id, ObservableList<T> rows, BiFunction<T, Integer, Node> line, String empty,
                            Consumer<Node> onAdded) {
        VBox box = new VBox(4);
        box.setId(id);
        Runnable rebuild = () -> {
            box.getChildren().clear();
            for (int i = 0; i < rows.size(); i++) {
                box.getChildren().add(line.apply(rows.get(i), i + 1));
            }
            if (rows.isEmpty()) {
                Label none = new Label(empty);
                none.getStyleClass().add(Styles.TEXT_MUTED);
                box.getChildren().add(none);
            }
        };
        rows.addListener((ListChangeListener<T>) change -> {
            boolean structural = false;
            int added = -1;
            while (change.next()) {
                structural |= !change.wasUpdated();
                if (change.wasAdded() && !change.wasRemoved()) {
                    added = change.getTo() - 1;
                }
            }
            if (structural) {
                rebuild.run();
            }
            if (added >= 0 && added < box.getChildren().size()) {
                onAdded.accept(box.getChildren().get(added));
            }
        });
        rebuild.run();
        return box;
    }

    static HBox compare(TxnViewModel viewModel, TxnCompareRow row, int n) {
        Label number = new Label(TEXT.format("rowNumber", n));
        String id = "txnCompare";
        TextField key = field(id + "Key" + n, TEXT.get("keyPrompt"), 16);
        key.textProperty().bindBidirectional(row.keyProperty());
        HBox.setHgrow(key, Priority.ALWAYS);
        ComboBox<CompareTarget> target = combo(id + "Target" + n, CompareTarget.values(), CompareTarget::name);
        target.valueProperty().bindBidirectional(row.targetProperty());
        ComboBox<CompareOp> op = combo(id + "Op" + n, CompareOp.values(), CompareOp::symbol);
        op.valueProperty().bindBidirectional(row.opProperty());
        TextField operand = field(id + "Operand" + n, "", 12);
        operand.textProperty().bindBidirectional(row.operandProperty());
        operand.promptTextProperty().bind(Bindings.createStringBinding(() -> switch (row.targetProperty().get()) {
            case VALUE -> TEXT.get("operand.value");
            case VERSION -> TEXT.get("operand.version");
            case CREATE, MOD -> TEXT.get("operand.revision");
            case LEASE -> TEXT.get("operand.lease");
        }, row.targetProperty()));
        HBox.setHgrow(operand, Priority.ALWAYS);
        return line(number, target, new Label("("), key, new Label(")"), op, operand,
                icon(id + "Up" + n, Feather.CHEVRON_UP, TEXT.get("moveUp"), () -> viewModel.moveUp(row)),
                icon(id + "Down" + n, Feather.CHEVRON_DOWN, TEXT.get("moveDown"), () -> viewModel.moveDown(row)),
                icon(id + "Remove" + n, Feather.X, TEXT.get("removeCompare"), () -> viewModel.remove(row)));
    }

    /** {@code branch} is "Then" or "Else", for the ids. */
    static HBox op(TxnViewModel viewModel, TxnOpRow row, int n, String branch) {
        Label number = new Label(TEXT.format("rowNumber", n));
        String id = "txn" + branch;
        ComboBox<TxnOpRow.Kind> kind = combo(id + "Kind" + n, TxnOpRow.Kind.values(), TxnOpRow.Kind::name);
        kind.valueProperty().bindBidirectional(row.kindProperty());
        TextField key = field(id + "Key" + n, TEXT.get("keyPrompt"), 16);
        key.textProperty().bindBidirectional(row.keyProperty());
        HBox.setHgrow(key, Priority.ALWAYS);
        TextField value = field(id + "Value" + n, TEXT.get("valuePrompt"), 14);
        value.textProperty().bindBidirectional(row.valueProperty());
        HBox.setHgrow(value, Priority.ALWAYS);
        showFor(value, row, TxnOpRow.Kind.PUT);
        TextField revision = field(id + "Revision" + n, TEXT.get("revisionPrompt"), 7);
        revision.textProperty().bindBidirectional(row.revisionProperty());
        revision.setTooltip(new Tooltip(TEXT.get("revisionTip")));
        showFor(revision, row, TxnOpRow.Kind.GET);
        CheckBox prefix = new CheckBox(TEXT.get("prefix"));
        prefix.setId(id + "Prefix" + n);
        prefix.selectedProperty().bindBidirectional(row.prefixProperty());
        prefix.setTooltip(new Tooltip(TEXT.get("prefixTip")));
        prefix.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the key field gives way, never "プレフィッ…"
        showFor(prefix, row, TxnOpRow.Kind.GET, TxnOpRow.Kind.DELETE);
        return line(number, kind, key, value, revision, prefix,
                icon(id + "Up" + n, Feather.CHEVRON_UP, TEXT.get("moveUp"), () -> viewModel.moveUp(row)),
                icon(id + "Down" + n, Feather.CHEVRON_DOWN, TEXT.get("moveDown"), () -> viewModel.moveDown(row)),
                icon(id + "Remove" + n, Feather.X, TEXT.get("removeRequest"), () -> viewModel.remove(row)));
    }

    /** A small button with an icon and a label, as in the editor's toolbar. */
    static Button button(String text, Feather icon, String id, String tip, Runnable action) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.getStyleClass().add(Styles.SMALL);
        button.setTooltip(new Tooltip(tip));
        button.setOnAction(e -> action.run());
        return button;
    }

    private static Button icon(String id, Feather icon, String tip, Runnable action) {
        Button button = button(null, icon, id, tip, action);
        button.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        return button;
    }

    private static TextField field(String id, String prompt, int columns) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefColumnCount(columns);
        field.getStyleClass().add(Styles.SMALL);
        return field;
    }

    private static <E> ComboBox<E> combo(String id, E[] values, java.util.function.Function<E, String> label) {
        ComboBox<E> combo = new ComboBox<>();
        combo.setId(id);
        combo.getItems().setAll(values);
        combo.getStyleClass().add(Styles.SMALL);
        combo.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the key field shrinks instead ("VERSI...")
        combo.setConverter(new StringConverter<>() {
            @Override
            public String toString(E value) {
                return value == null ? "" : label.apply(value);
            }

            @Override
            public E fromString(String text) {
                return null;
            }
        });
        return combo;
    }

    /** Fields that do not apply to the row's kind are hidden (their text is kept, see {@link TxnOpRow}). */
    private static void showFor(Node node, TxnOpRow row, TxnOpRow.Kind... kinds) {
        node.visibleProperty().bind(Bindings.createBooleanBinding(
                () -> java.util.Arrays.asList(kinds).contains(row.kindProperty().get()), row.kindProperty()));
        node.managedProperty().bind(node.visibleProperty());
    }

    private static HBox line(Node... nodes) {
        HBox line = new HBox(4, nodes);
        line.setAlignment(Pos.CENTER_LEFT);
        return line;
    }
}
