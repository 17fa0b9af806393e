package io.etcdexplorer.operations;

import atlantafx.base.theme.Styles;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.kordamp.ikonli.feather.Feather;

import static io.etcdexplorer.operations.OperationForm.TEXT;
import static io.etcdexplorer.operations.OperationsView.button;
import static io.etcdexplorer.operations.OperationsView.caption;
import static io.etcdexplorer.operations.OperationsView.field;
import static io.etcdexplorer.operations.OperationsView.etcdctl;
import static io.etcdexplorer.operations.OperationsView.outcome;
import static io.etcdexplorer.operations.OperationsView.problem;
import static io.etcdexplorer.operations.OperationsView.row;

/** The Leases section: grant by TTL; revoke, keep alive and time-to-live by id; a list that fills the id. */
final class LeaseFormView extends TitledPane {

    LeaseFormView(LeaseForm form, BooleanBinding canWrite) {
        TextField ttl = field("opsLeaseTtl", TEXT.get("lease.ttlPrompt"), 6, form.ttlProperty(),
                form.ttlProblemProperty());
        ttl.setOnAction(e -> form.grant());
        Button grant = button(TEXT.get("lease.grant"), Feather.PLUS, "opsLeaseGrant", TEXT.get("lease.grantTip"),
                form::grant);
        TextField id = field("opsLeaseId", TEXT.get("leaseIdPrompt"), 16, form.idProperty(), form.idProblemProperty());
        id.setOnAction(e -> form.timeToLive());
        Button timeToLive = button(TEXT.get("lease.timeToLive"), Feather.CLOCK, "opsLeaseTimeToLive",
                TEXT.get("lease.timeToLiveTip"), form::timeToLive);
        Button keepAlive = button(TEXT.get("lease.keepAlive"), Feather.REFRESH_CW, "opsLeaseKeepAlive",
                TEXT.get("lease.keepAliveTip"), form::keepAliveOnce);
        Button revoke = button(TEXT.get("lease.revoke"), Feather.X_CIRCLE, "opsLeaseRevoke",
                TEXT.get("lease.revokeTip"),
                form::revoke);
        revoke.getStyleClass().add(Styles.DANGER);
        Button list = button(TEXT.get("lease.list"), Feather.LIST, "opsLeaseList", TEXT.get("lease.listTip"),
                form::list);
        for (Button write : new Button[]{grant, keepAlive, revoke}) {
            write.disableProperty().bind(canWrite.not().or(form.busyProperty()));
        }
        timeToLive.disableProperty().bind(form.busyProperty());
        list.disableProperty().bind(form.busyProperty());
        OperationsView.section(this, TEXT.get("lease.section"), "opsLeaseSection",
                row(null, caption(TEXT.get("lease.ttl")), ttl, grant),
                problem("opsLeaseTtlProblem", form.ttlProblemProperty()),
                row(null, caption(TEXT.get("lease.id")), id, timeToLive, keepAlive, revoke),
                problem("opsLeaseIdProblem", form.idProblemProperty()),
                outcome("opsLeaseMessage", form),
                etcdctl("opsLeaseCommand", form),
                row(null, list),
                leases(form));
    }

    /** Clicking a lease fills the id fields, also when it is already selected. */
    private static ListView<String> leases(LeaseForm form) {
        ListView<String> leases = new ListView<>(form.leaseIds());
        leases.setId("opsLeaseIds");
        leases.getStyleClass().add(Styles.DENSE);
        leases.setPrefHeight(110);
        leases.setPlaceholder(new Label(TEXT.get("lease.placeholder")));
        leases.getSelectionModel().selectedItemProperty().addListener((obs, old, hex) -> form.useLease(hex));
        leases.setOnMouseClicked(e -> form.useLease(leases.getSelectionModel().getSelectedItem()));
        return leases;
    }
}
