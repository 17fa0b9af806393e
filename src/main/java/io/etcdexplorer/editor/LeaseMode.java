package io.etcdexplorer.editor;

import io.etcdexplorer.i18n.Messages;

import java.util.Locale;

/** Which lease a save attaches: etcd's put replaces the lease, so "keep" has to name it again. */
public enum LeaseMode {
    KEEP,
    NONE,
    EXISTING,
    NEW;

    private static final Messages TEXT = Messages.of(LeaseMode.class);

    /** How the lease row names this choice, in this run's language. */
    public String label() {
        return TEXT.get("lease." + name().toLowerCase(Locale.ROOT));
    }
}
