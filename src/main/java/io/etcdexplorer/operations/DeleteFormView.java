package io.etcdexplorer.operations;

import atlantafx.base.theme.Styles;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.kordamp.ikonli.feather.Feather;

import static io.etcdexplorer.operations.OperationForm.TEXT;
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
        TextField key = field("opsDeleteKey", TEXT.get("keyOrPrefixPrompt"), 20, form.keyProperty(),
                form.keyProblemProperty());
        key.setOnAction(e -> form.deleteKeys());
        Button run = button(TEXT.get("delete.run"), Feather.TRASH_2, "opsDeleteRun", TEXT.get("delete.runTip"),
                form::deleteKeys);
        run.getStyleClass().add(Styles.DANGER);
        run.disableProperty().bind(canWrite.not().or(form.busyProperty()));
        OperationsView.section(this, TEXT.get("delete.section"), "opsDeleteSection",
                row(key, caption(TEXT.get("key")), key,
                        check(TEXT.get("prefix"), "opsDeletePrefix", TEXT.get("prefixTip"),
                                form.prefixProperty()),
                        check(TEXT.get("delete.prevKv"), "opsDeletePrevKv", TEXT.get("delete.prevKvTip"),
                                form.prevKvProperty()),
                        run),
                problem("opsDeleteKeyProblem", form.keyProblemProperty()),
                outcome("opsDeleteMessage", form),
                etcdctl("opsDeleteCommand", form));
    }
}
