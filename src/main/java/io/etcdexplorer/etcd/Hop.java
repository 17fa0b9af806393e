package io.etcdexplorer.etcd;

/**
 * Where on the way to etcd a connection failed. Through an SSH jump host there are several places that can go
 * wrong, and each needs a different fix, so every {@link EtcdAccessException} says which one it is about.
 */
public enum Hop {
    SSH_CONNECT("SSH connection"),
    HOST_KEY("SSH host key"),
    SSH_AUTH("SSH login"),
    FORWARD("SSH port forward"),
    REMOTE_FILE("remote file"),
    TLS("TLS"),
    ETCD_AUTH("etcd authentication"),
    ETCD("etcd");

    private final String label;

    Hop(String label) {
        this.label = label;
    }

    /** A few words for reports, e.g. "SSH login". */
    public String label() {
        return label;
    }

    /** True for the hops that exist only when connecting through SSH. */
    public boolean isSsh() {
        return this == SSH_CONNECT || this == HOST_KEY || this == SSH_AUTH || this == FORWARD || this == REMOTE_FILE;
    }
}
