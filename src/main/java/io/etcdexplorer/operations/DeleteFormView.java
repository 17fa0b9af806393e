package io.etcdexplorer.operations;

import atlantafx.base.theme.Styles;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.kordamp.ikonli.feather.Feather;

import static io.etcdexplorer.operations.OperationsView.button;
import static io.etcdexplorer.operations.OperationsView.caption;
import static io.etcdexplorer.operations.OperationsView.check;
import static io.etcdexplorer.operations.OperationsView.field;
import static io.etcdexplorer.operations.OperationsView.etcdctl;
import static io.etcdexplorer.operations.OperationsView.outcome;
import static io.etcdexplorer.operations.OperationsView.problem;
import static io.etcdexplorer.operations.OperationsView.row;

/** The Delete section: a key or prefix, and --prev-kv. The view model counts and asks before deleting. */
final class DeleteFormView extends TitledPane {

    DeleteFormView(DeleteForm form, BooleanBinding canWrite) {
        TextField key = field("opsDeleteKey", "key or prefix, \\xNN for raw bytes", 20, form.keyProperty(),
                form.keyProblemProperty());
        key.setOnAction(e -> form.deleteKeys());
        Button run = button("Delete…", Feather.TRASH_2, "opsDeleteRun", "Count the matching keys, then ask before "
                + "deleting them (Enter in the key field)", form::deleteKeys);
        run.getStyleClass().add(Styles.DANGER);
        run.disableProperty().bind(canWrite.not().or(form.busyProperty()));
        OperationsView.section(this, "Delete", "opsDeleteSection",
                row(key, caption("Key"), key,
                        check("Prefix", "opsDeletePrefix", "Every key starting with this (--prefix)",
                                form.prefixProperty()),
                        check("Previous values", "opsDeletePrevKv", "Return what was deleted (--prev-kv)",
                                form.prevKvProperty()),
                        run),
                problem("opsDeleteKeyProblem", form.keyProblemProperty()),
                outcome("opsDeleteMessage", form),
                etcdctl("opsDeleteCommand", form));
    }
}
