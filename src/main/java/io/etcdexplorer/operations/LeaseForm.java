package io.etcdexplorer.operations;

import io.etcdexplorer.confirm.RegistryKeys;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.LeaseTtlResult;
import io.etcdexplorer.operations.FormInput.Parsed;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.Arrays;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * etcdctl lease: grant, revoke, keep-alive --once, timetolive --keys and list. Revoking deletes the lease's keys,
 * so it looks them up first, asks when there are any, and takes exactly those out of the tree afterwards.
 */
final class LeaseForm extends OperationForm {

    private static final int KEYS_NAMED = 10;

    // Properties
    private final Consumer<String> leasePicked;
    private final StringProperty ttl = new SimpleStringProperty("");
    private final StringProperty id = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper ttlProblem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper idProblem = new ReadOnlyStringWrapper("");
    private final ObservableList<String> leaseIds = FXCollections.observableArrayList();
    private final ObservableList<String> shownIds = FXCollections.unmodifiableObservableList(leaseIds);

    /** {@code leasePicked} is told the lease the user picks, so the Put form can use it. */
    LeaseForm(FormContext context, Consumer<String> leasePicked) {
        super(context);
        this.leasePicked = leasePicked;
        ttl.addListener((obs, old, text) -> ttlProblem.set(FormInput.live(text, FormInput.ttl(text))));
        id.addListener((obs, old, text) -> idProblem.set(FormInput.live(text, FormInput.leaseId(text))));
    }

    /** Seconds, for grant. */
    public StringProperty ttlProperty() {
        return ttl;
    }

    /** Hex lease id, for revoke, keep-alive and time-to-live. */
    public StringProperty idProperty() {
        return id;
    }

    public ReadOnlyStringProperty ttlProblemProperty() {
        return ttlProblem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty idProblemProperty() {
        return idProblem.getReadOnlyProperty();
    }

    /** Lease ids in hex from the last list, plus leases granted here since. */
    public ObservableList<String> leaseIds() {
        return shownIds;
    }

    // Commands

    public void grant() {
        Parsed<Long> seconds = checked(FormInput.ttl(ttl.get()), ttlProblem);
        EtcdSession open = seconds == null ? null : session(true);
        if (open == null) {
            return;
        }
        String command = EtcdctlOps.grant(open.settings(), seconds.value());
        submit(new LogLine("lease grant", command), () -> new EtcdOps(open).grant(seconds.value()), result -> {
            logged("lease grant", command, result);
            remember(result.id());
            id.set(hex(result.id()));
            succeed(TEXT.format("lease.granted", hex(result.id()), Long.toString(result.ttl())));
        });
    }

    /** Looks up the lease's keys, asks when there are any (they go with it), then revokes it. */
    public void revoke() {
        Parsed<Long> lease = checked(FormInput.leaseId(id.get()), idProblem);
        EtcdSession open = lease == null ? null : session(true);
        if (open == null) {
            return;
        }
        long leaseId = lease.value();
        String command = EtcdctlOps.revoke(open.settings(), leaseId);
        LogLine line = new LogLine("lease revoke", command);
        submit(line, () -> new EtcdOps(open).timeToLive(leaseId, true), before -> {
            if (before.expired()) {
                forget(leaseId);
                fail(TEXT.format("lease.goneNothingToRevoke", hex(leaseId)));
                return;
            }
            if (!before.keys().isEmpty() && !context().confirmations().confirm(TEXT.get("lease.revokeTitle"),
                    TEXT.format("lease.revokeAsk", hex(leaseId), before.keys().size(), keyList(before))
                    + FormContext.registryWarning(
                    before.keys().stream().anyMatch(RegistryKeys::isRegistry)))) {
                context().log().note("lease revoke", command, TEXT.get("lease.noteDeclined"));
                succeed(TEXT.get("lease.notRevoked"));
                return;
            }
            submit(line, () -> new EtcdOps(open).revoke(leaseId), result -> {
                logged("lease revoke", command, result);
                before.keys().forEach(context().keys()::keyDeleted);
                forget(leaseId);
                succeed(before.keys().isEmpty() ? TEXT.format("lease.revoked", hex(leaseId))
                        : TEXT.format("lease.revokedWithKeys", hex(leaseId), before.keys().size()));
            });
        });
    }

    public void keepAliveOnce() {
        Parsed<Long> lease = checked(FormInput.leaseId(id.get()), idProblem);
        EtcdSession open = lease == null ? null : session(true);
        if (open == null) {
            return;
        }
        String command = EtcdctlOps.keepAliveOnce(open.settings(), lease.value());
        submit(new LogLine("lease keep-alive", command), () -> new EtcdOps(open).keepAliveOnce(lease.value()),
                result -> {
                    logged("lease keep-alive", command, result);
                    succeed(TEXT.format("lease.keptAlive", hex(result.id()), Long.toString(result.ttl())));
                });
    }

    /** Remaining time and attached keys: "TTL 42 s of 60 s, keys: /a, /b", or that the lease expired. */
    public void timeToLive() {
        Parsed<Long> lease = checked(FormInput.leaseId(id.get()), idProblem);
        EtcdSession open = lease == null ? null : session(false);
        if (open == null) {
            return;
        }
        String command = EtcdctlOps.timeToLive(open.settings(), lease.value(), true);
        submit(new LogLine("lease timetolive", command), () -> new EtcdOps(open).timeToLive(lease.value(), true),
                result -> {
                    logged("lease timetolive", command, result);
                    if (result.expired()) {
                        forget(result.id());
                        succeed(TEXT.format("lease.expired", hex(result.id())));
                    } else {
                        String left = Long.toString(result.ttl());
                        String granted = Long.toString(result.grantedTtl());
                        succeed(result.keys().isEmpty() ? TEXT.format("lease.ttlNoKeys", left, granted)
                                : TEXT.format("lease.ttlKeys", left, granted, keyList(result)));
                    }
                });
    }

    public void list() {
        EtcdSession open = session(false);
        if (open == null) {
            return;
        }
        String command = EtcdctlOps.leases(open.settings());
        submit(new LogLine("lease list", command), () -> new EtcdOps(open).leases(), result -> {
            logged("lease list", command, result);
            leaseIds.setAll(result.ids().stream().map(OperationForm::hex).toList());
            succeed(result.ids().isEmpty() ? TEXT.get("lease.noLeases")
                    : TEXT.format("lease.listed", result.ids().size()));
        });
    }

    /** A lease picked in the list: it goes into this form's id and into Put's, when Put uses an existing lease. */
    public void useLease(String hexId) {
        if (hexId == null || hexId.isEmpty()) {
            return;
        }
        id.set(hexId);
        leasePicked.accept(hexId);
    }

    /** A lease granted elsewhere in this panel joins the list, so it can be picked without listing again. */
    void remember(long leaseId) {
        String hexId = hex(leaseId);
        if (!leaseIds.contains(hexId)) {
            leaseIds.add(hexId);
        }
    }

    /** The listed leases were the previous connection's: another cluster has its own. */
    @Override
    void forgetResults() {
        super.forgetResults();
        leaseIds.clear();
    }

    private void forget(long leaseId) {
        leaseIds.remove(hex(leaseId));
    }

    /** The parsed field, or null with its problem shown and nothing sent. */
    private <T> Parsed<T> checked(Parsed<T> parsed, ReadOnlyStringWrapper problem) {
        problem.set(parsed.problem());
        if (!parsed.ok()) {
            refuseInput();
            return null;
        }
        return parsed;
    }

    /**
     * The first keys in key order (etcd sends them in no particular order); a lease can hold thousands (Kubernetes
     * events), which no line can show.
     */
    private static String keyList(LeaseTtlResult result) {
        int all = result.keys().size();
        String named = result.keys().stream().sorted(Arrays::compareUnsigned).limit(KEYS_NAMED)
                .map(KeyText::display).collect(Collectors.joining(", "));
        return all > KEYS_NAMED ? TEXT.format("lease.moreKeys", named, all) : named;
    }
}
