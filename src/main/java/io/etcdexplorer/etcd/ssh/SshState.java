package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;

/**
 * Where an {@link SshConnection} stands, for a status line: connected, reconnecting (which attempt, and why the
 * last one failed), or closed.
 *
 * @param phase   the state
 * @param attempt the reconnect attempt under way or just failed, 0 when connected or closed
 * @param cause   why the connection was lost or the last attempt failed; null when connected or closed
 */
public record SshState(Phase phase, int attempt, EtcdAccessException cause) {

    public enum Phase { CONNECTED, RECONNECTING, CLOSED }

    static final SshState CONNECTED = new SshState(Phase.CONNECTED, 0, null);
    static final SshState CLOSED = new SshState(Phase.CLOSED, 0, null);

    /** E.g. "reconnecting (attempt 3): Connection refused by SSH host 10.0.0.5:22." */
    public String describe() {
        return switch (phase) {
            case CONNECTED -> "connected";
            case CLOSED -> "closed";
            case RECONNECTING -> "reconnecting" + (attempt > 0 ? " (attempt " + attempt + ")" : "")
                    + (cause == null ? "" : ": " + cause.getMessage());
        };
    }
}
