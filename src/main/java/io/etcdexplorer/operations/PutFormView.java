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
        TextField key = field("opsPutKey", "key, \\xNN for raw bytes", 20, form.keyProperty(),
                form.keyProblemProperty());
        key.setOnAction(e -> form.write());
        Button run = button("Put", Feather.UPLOAD, "opsPutRun", "Write the value (Enter in the key field)",
                form::write);
        run.getStyleClass().add(Styles.ACCENT);
        run.disableProperty().bind(canWrite.not().or(form.busyProperty()));
        TextArea value = new TextArea();
        value.setId("opsPutValue");
        value.setPromptText("value (text, written as UTF-8)");
        value.setPrefRowCount(3);
        value.getStyleClass().add("value-text");
        value.textProperty().bindBidirectional(form.valueProperty());
        value.disableProperty().bind(form.ignoreValueProperty());
        TextField lease = field("opsPutLeaseValue", "", 14, form.leaseValueProperty(), form.leaseProblemProperty());
        lease.promptTextProperty().bind(Bindings.createStringBinding(() -> form.leaseModeProperty().get()
                == LeaseMode.NEW ? "TTL, e.g. 60" : "lease id (hex)", form.leaseModeProperty()));
        lease.visibleProperty().bind(form.leaseModeProperty().isEqualTo(LeaseMode.EXISTING)
                .or(form.leaseModeProperty().isEqualTo(LeaseMode.NEW)));
        lease.managedProperty().bind(lease.visibleProperty());
        lease.setOnAction(e -> form.write());
        var mode = choice("opsPutLeaseMode", List.of(LeaseMode.NONE, LeaseMode.EXISTING, LeaseMode.NEW),
                form.leaseModeProperty(), LeaseMode::label);
        CheckBox ignoreLease = check("Ignore lease", "opsPutIgnoreLease", "Keep the key's current lease "
                + "(--ignore-lease); the key must exist", form.ignoreLeaseProperty());
        mode.disableProperty().bind(form.ignoreLeaseProperty());
        lease.disableProperty().bind(form.ignoreLeaseProperty());
        OperationsView.section(this, "Put", "opsPutSection",
                row(key, caption("Key"), key, run),
                problem("opsPutKeyProblem", form.keyProblemProperty()),
                value,
                row(null, caption("Lease"), mode, lease),
                problem("opsPutLeaseProblem", form.leaseProblemProperty()),
                row(null, check("Previous value", "opsPutPrevKv", "Return the value it replaced (--prev-kv)",
                                form.prevKvProperty()),
                        check("Ignore value", "opsPutIgnoreValue", "Keep the key's current value and change only "
                                + "its lease (--ignore-value); the key must exist", form.ignoreValueProperty()),
                        ignoreLease),
                outcome("opsPutMessage", form),
                etcdctl("opsPutCommand", form));
    }
}
