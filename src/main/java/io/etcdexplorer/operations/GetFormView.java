package io.etcdexplorer.operations;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.etcd.ops.SortOrder;
import io.etcdexplorer.etcd.ops.SortTarget;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.kordamp.ikonli.feather.Feather;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import static io.etcdexplorer.operations.OperationForm.TEXT;
import static io.etcdexplorer.operations.OperationsView.button;
import static io.etcdexplorer.operations.OperationsView.caption;
import static io.etcdexplorer.operations.OperationsView.check;
import static io.etcdexplorer.operations.OperationsView.choice;
import static io.etcdexplorer.operations.OperationsView.field;
import static io.etcdexplorer.operations.OperationsView.etcdctl;
import static io.etcdexplorer.operations.OperationsView.outcome;
import static io.etcdexplorer.operations.OperationsView.problem;
import static io.etcdexplorer.operations.OperationsView.row;

/** The Get section: the etcdctl get flags, and the keys read in a small table. */
final class GetFormView extends TitledPane {

    GetFormView(GetForm form) {
        TextField key = field("opsGetKey", TEXT.get("keyOrPrefixPrompt"), 20, form.keyProperty(),
                form.keyProblemProperty());
        key.setOnAction(e -> form.read());
        Button run = button(TEXT.get("get.run"), Feather.DOWNLOAD, "opsGetRun", TEXT.get("get.runTip"),
                form::read);
        run.getStyleClass().add(Styles.ACCENT);
        run.disableProperty().bind(form.busyProperty());
        TextField revision = field("opsGetRevision", TEXT.get("get.revisionPrompt"), 7, form.revisionProperty(),
                form.revisionProblemProperty());
        TextField limit = field("opsGetLimit", TEXT.get("get.limitPrompt"), 5, form.limitProperty(),
                form.limitProblemProperty());
        OperationsView.section(this, TEXT.get("get.section"), "opsGetSection",
                row(key, caption(TEXT.get("key")), key,
                        check(TEXT.get("prefix"), "opsGetPrefix", TEXT.get("prefixTip"),
                                form.prefixProperty()), run),
                problem("opsGetKeyProblem", form.keyProblemProperty()),
                row(null, caption(TEXT.get("get.revision")), revision, caption(TEXT.get("get.limit")), limit,
                        check(TEXT.get("get.keysOnly"), "opsGetKeysOnly", TEXT.get("get.keysOnlyTip"),
                                form.keysOnlyProperty()),
                        check(TEXT.get("get.countOnly"), "opsGetCountOnly", TEXT.get("get.countOnlyTip"),
                                form.countOnlyProperty())),
                problem("opsGetRevisionProblem", form.revisionProblemProperty()),
                problem("opsGetLimitProblem", form.limitProblemProperty()),
                row(null, caption(TEXT.get("get.sortBy")),
                        choice("opsGetSortTarget", List.of(SortTarget.values()), form.sortTargetProperty(),
                                t -> t.name().toLowerCase(Locale.ROOT)),
                        choice("opsGetSortOrder", List.of(SortOrder.values()), form.sortOrderProperty(),
                                o -> o == SortOrder.NONE ? TEXT.get("get.defaultOrder")
                                        : o.name().toLowerCase(Locale.ROOT))),
                outcome("opsGetMessage", form),
                etcdctl("opsGetCommand", form),
                table(form));
    }

    private static TableView<KeyValueRow> table(GetForm form) {
        TableView<KeyValueRow> table = new TableView<>(form.rows());
        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        table.setId("opsGetTable");
        table.getStyleClass().add(Styles.DENSE);
        table.setPrefHeight(180);
        table.setPlaceholder(new Label(TEXT.get("get.placeholder")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().setAll(List.of(column(TEXT.get("get.column.key"), 180, KeyValueRow::key),
                column(TEXT.get("get.column.value"), 220, KeyValueRow::valuePreview),
                column(TEXT.get("get.column.created"), 88, KeyValueRow::createRevision),
                column(TEXT.get("get.column.modified"), 88, KeyValueRow::modRevision),
                column(TEXT.get("get.column.version"), 88, KeyValueRow::version),
                column(TEXT.get("get.column.lease"), 145, KeyValueRow::lease)));
        return table;
    }

    private static <T> TableColumn<KeyValueRow, T> column(String title, double width,
                                                          Function<KeyValueRow, T> value) {
        TableColumn<KeyValueRow, T> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setMinWidth(Math.min(width, 88)); // headers, revisions and 16-digit lease ids stay readable
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }
}
