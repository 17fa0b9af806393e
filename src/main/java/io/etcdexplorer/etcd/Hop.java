package io.etcdexplorer.etcd;

import io.etcdexplorer.i18n.Messages;

/**
 * Where on the way to etcd a connection failed. Through an SSH jump host there are several places that can go
 * wrong, and each needs a different fix, so every {@link EtcdAccessException} says which one it is about.
 */
public enum Hop {
    SSH_CONNECT, HOST_KEY, SSH_AUTH, FORWARD, REMOTE_FILE, TLS, ETCD_AUTH, ETCD;

    private static final Messages TEXT = Messages.of(Hop.class);

    /** A few words for reports, e.g. "SSH login". */
    public String label() {
        return TEXT.get("hop." + name());
    }

    /** True for the hops that exist only when connecting through SSH. */
    public boolean isSsh() {
        return this == SSH_CONNECT || this == HOST_KEY || this == SSH_AUTH || this == FORWARD || this == REMOTE_FILE;
    }
}
