package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One row of the Leases table. The remaining TTL counts down locally once a second between reads, so the column
 * moves without asking etcd; each read sets it to what etcd says again. Rows stay the same objects across reads, so
 * the table keeps its selection.
 */
final class LeaseItem {

    private static final Messages TEXT = Messages.of(LeaseItem.class);

    private static final int KEYS_NAMED = 20;

    private final long id;
    private final ReadOnlyLongWrapper remaining = new ReadOnlyLongWrapper();
    private long granted;
    private List<byte[]> keys = List.of();

    LeaseItem(LeaseInfo info) {
        this.id = info.id();
        update(info);
    }

    void update(LeaseInfo info) {
        remaining.set(info.ttl());
        granted = info.grantedTtl();
        keys = info.keys();
    }

    void tick() {
        if (remaining.get() > 0) {
            remaining.set(remaining.get() - 1);
        }
    }

    void renewed(long ttl) {
        remaining.set(ttl);
    }

    public long id() {
        return id;
    }

    public String idText() {
        return String.format(java.util.Locale.ROOT, "%016x", id);
    }

    /** Seconds left, as etcd last said, minus the seconds since. */
    public ReadOnlyLongProperty remainingProperty() {
        return remaining.getReadOnlyProperty();
    }

    public long grantedTtl() {
        return granted;
    }

    public List<byte[]> keys() {
        return keys;
    }

    /** The first keys, one per line, and how many more there are. */
    public String keysText() {
        String named = keys.stream().limit(KEYS_NAMED).map(KeyText::display).collect(Collectors.joining("\n"));
        return keys.size() > KEYS_NAMED ? named + "\n" + TEXT.format("leases.more", keys.size() - KEYS_NAMED) : named;
    }
}
