package io.etcdexplorer.operations;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.editor.LeaseMode;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.kordamp.ikonli.feather.Feather;

import java.util.List;

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

/** The Put section: key, a text value, the lease choice and the etcdctl put flags. */
final class PutFormView extends TitledPane {

    PutFormView(PutForm form, BooleanBinding canWrite) {
        TextField key = field("opsPutKey", TEXT.get("put.keyPrompt"), 20, form.keyProperty(),
                form.keyProblemProperty());
        key.setOnAction(e -> form.write());
        Button run = button(TEXT.get("put.run"), Feather.UPLOAD, "opsPutRun", TEXT.get("put.runTip"),
                form::write);
        run.getStyleClass().add(Styles.ACCENT);
        run.disableProperty().bind(canWrite.not().or(form.busyProperty()));
        TextArea value = new TextArea();
        value.setId("opsPutValue");
        value.setPromptText(TEXT.get("put.valuePrompt"));
        value.setPrefRowCount(3);
        value.getStyleClass().add("value-text");
        value.textProperty().bindBidirectional(form.valueProperty());
        value.disableProperty().bind(form.ignoreValueProperty());
        TextField lease = field("opsPutLeaseValue", "", 14, form.leaseValueProperty(), form.leaseProblemProperty());
        lease.promptTextProperty().bind(Bindings.createStringBinding(() -> form.leaseModeProperty().get()
                == LeaseMode.NEW ? TEXT.get("put.ttlPrompt") : TEXT.get("leaseIdPrompt"), form.leaseModeProperty()));
        lease.visibleProperty().bind(form.leaseModeProperty().isEqualTo(LeaseMode.EXISTING)
                .or(form.leaseModeProperty().isEqualTo(LeaseMode.NEW)));
        lease.managedProperty().bind(lease.visibleProperty());
        lease.setOnAction(e -> form.write());
        var mode = choice("opsPutLeaseMode", List.of(LeaseMode.NONE, LeaseMode.EXISTING, LeaseMode.NEW),
                form.leaseModeProperty(), LeaseMode::label);
        CheckBox ignoreLease = check(TEXT.get("put.ignoreLease"), "opsPutIgnoreLease",
                TEXT.get("put.ignoreLeaseTip"), form.ignoreLeaseProperty());
        mode.disableProperty().bind(form.ignoreLeaseProperty());
        lease.disableProperty().bind(form.ignoreLeaseProperty());
        OperationsView.section(this, TEXT.get("put.section"), "opsPutSection",
                row(key, caption(TEXT.get("key")), key, run),
                problem("opsPutKeyProblem", form.keyProblemProperty()),
                value,
                row(null, caption(TEXT.get("put.lease")), mode, lease),
                problem("opsPutLeaseProblem", form.leaseProblemProperty()),
                row(null, check(TEXT.get("put.prevKv"), "opsPutPrevKv", TEXT.get("put.prevKvTip"),
                                form.prevKvProperty()),
                        check(TEXT.get("put.ignoreValue"), "opsPutIgnoreValue", TEXT.get("put.ignoreValueTip"),
                                form.ignoreValueProperty()),
                        ignoreLease),
                outcome("opsPutMessage", form),
                etcdctl("opsPutCommand", form));
    }
}
