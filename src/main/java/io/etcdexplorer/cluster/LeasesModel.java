package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.values.KeyText;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The Leases section: every lease with its TTL counting down and its keys; revoke (which deletes the keys, so it
 * asks first) and keep-alive once, both logged with their etcdctl command.
 */
final class LeasesModel extends ClusterSection {

    private static final Messages TEXT = Messages.of(LeasesModel.class);

    private static final int KEYS_IN_QUESTION = 10;

    private final ObservableList<LeaseItem> leases = FXCollections.observableArrayList();
    private final ObservableList<LeaseItem> shown = FXCollections.unmodifiableObservableList(leases);
    private final ObjectProperty<LeaseItem> selected = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final BooleanBinding canChangeSelected;

    LeasesModel(ClusterContext cluster) {
        super(cluster);
        canChangeSelected = Bindings.createBooleanBinding(() -> cluster().canChange().get()
                && selected.get() != null && !busyProperty().get(), cluster().canChange(), selected, busyProperty());
    }

    public ObservableList<LeaseItem> leases() {
        return shown;
    }

    /** The lease picked in the table (the user's choice); revoke and keep-alive act on it. */
    public ObjectProperty<LeaseItem> selectedProperty() {
        return selected;
    }

    /** "12 leases" or "500 of 2,140 leases shown", or why they could not be read. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Connected, not read-only, a lease selected and no command running. */
    public BooleanBinding canChangeSelectedBinding() {
        return canChangeSelected;
    }

    @Override
    void reset() {
        super.reset();
        leases.clear();
        selected.set(null);
        summary.set("");
    }

    void tick() {
        leases.forEach(LeaseItem::tick);
    }

    /** A read arrived: rows are updated in place, gone ones removed, new ones added (in id order). */
    void show(LeaseReader.Leases read, String problem) {
        if (read == null) {
            summary.set(problem);
            return;
        }
        Map<Long, LeaseItem> byId = new HashMap<>();
        leases.forEach(item -> byId.put(item.id(), item));
        List<LeaseItem> next = read.leases().stream().map(info -> {
            LeaseItem item = byId.get(info.id());
            if (item == null) {
                return new LeaseItem(info);
            }
            item.update(info);
            return item;
        }).toList();
        if (!next.equals(leases)) {
            LeaseItem keep = selected.get();
            leases.setAll(next);
            selected.set(next.contains(keep) ? keep : null);
        }
        int all = read.total();
        summary.set(all == 0 ? TEXT.get("leases.none") : all == next.size() ? TEXT.format("leases.count", all)
                : TEXT.format("leases.countShown", next.size(), all));
    }

    // Commands

    /** Asks (etcd deletes the lease's keys with it, and they are named), then revokes the selected lease. */
    public void revoke() {
        LeaseItem lease = selected.get();
        EtcdSession open = lease == null ? null : forChange();
        if (open == null) {
            return;
        }
        String command = EtcdctlOps.revoke(open.settings(), lease.id());
        List<byte[]> keys = lease.keys();
        String named = keys.stream().limit(KEYS_IN_QUESTION).map(KeyText::display)
                .collect(Collectors.joining(", ")) 
                + (keys.size() > KEYS_IN_QUESTION ? TEXT.format("leases.inAll", keys.size()) : "");
        if (!confirm(TEXT.get("leases.revokeTitle"), TEXT.format("leases.revokeConfirm", lease.idText()) + "\n\n"
                + (keys.isEmpty() ? TEXT.get("leases.noKeys")
                : TEXT.format("leases.keysDeleted", keys.size(), named)))) {
            cluster().log().note("lease revoke", command, TEXT.get("log.leaseKept"));
            say(TEXT.format("leases.notRevoked", lease.idText()));
            return;
        }
        run("lease revoke", command, () -> new EtcdOps(open).revoke(lease.id()), result -> {
            cluster().log().succeeded("lease revoke", command, result);
            keys.forEach(cluster().keyDeleted());
            leases.remove(lease);
            if (selected.get() == lease) {
                selected.set(null);
            }
            say(TEXT.format("leases.revoked", lease.idText(), keys.size()));
        });
    }

    /** Renews the selected lease once, like {@code etcdctl lease keep-alive --once}. */
    public void keepAlive() {
        LeaseItem lease = selected.get();
        EtcdSession open = lease == null ? null : forChange();
        if (open == null) {
            return;
        }
        String command = EtcdctlOps.keepAliveOnce(open.settings(), lease.id());
        run("lease keep-alive", command, () -> new EtcdOps(open).keepAliveOnce(lease.id()), result -> {
            cluster().log().succeeded("lease keep-alive", command, result);
            lease.renewed(result.ttl());
            say(TEXT.format("leases.keptAlive", lease.idText(), Long.toString(result.ttl())));
        });
    }
}
