package io.etcdexplorer.operations;

import atlantafx.base.theme.Styles;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.kordamp.ikonli.feather.Feather;

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
        TextField ttl = field("opsLeaseTtl", "seconds", 6, form.ttlProperty(), form.ttlProblemProperty());
        ttl.setOnAction(e -> form.grant());
        Button grant = button("Grant", Feather.PLUS, "opsLeaseGrant", "Grant a new lease with this TTL "
                + "(Enter in the TTL field)", form::grant);
        TextField id = field("opsLeaseId", "lease id (hex)", 16, form.idProperty(), form.idProblemProperty());
        id.setOnAction(e -> form.timeToLive());
        Button timeToLive = button("Time to live", Feather.CLOCK, "opsLeaseTimeToLive", "Remaining TTL and "
                + "attached keys (Enter in the id field)", form::timeToLive);
        Button keepAlive = button("Keep alive once", Feather.REFRESH_CW, "opsLeaseKeepAlive", "Renew the lease "
                + "once: its TTL starts over", form::keepAliveOnce);
        Button revoke = button("Revoke…", Feather.X_CIRCLE, "opsLeaseRevoke", "Revoke the lease; etcd deletes "
                + "the keys attached to it (asks first when there are any)", form::revoke);
        revoke.getStyleClass().add(Styles.DANGER);
        Button list = button("List leases", Feather.LIST, "opsLeaseList", "Every lease the cluster holds",
                form::list);
        for (Button write : new Button[]{grant, keepAlive, revoke}) {
            write.disableProperty().bind(canWrite.not().or(form.busyProperty()));
        }
        timeToLive.disableProperty().bind(form.busyProperty());
        list.disableProperty().bind(form.busyProperty());
        OperationsView.section(this, "Leases", "opsLeaseSection",
                row(null, caption("TTL"), ttl, grant),
                problem("opsLeaseTtlProblem", form.ttlProblemProperty()),
                row(null, caption("Lease id"), id, timeToLive, keepAlive, revoke),
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
        leases.setPlaceholder(new Label("List leases shows them here; click one to use its id."));
        leases.getSelectionModel().selectedItemProperty().addListener((obs, old, hex) -> form.useLease(hex));
        leases.setOnMouseClicked(e -> form.useLease(leases.getSelectionModel().getSelectedItem()));
        return leases;
    }
}
