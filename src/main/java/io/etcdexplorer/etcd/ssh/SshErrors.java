package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Fix;
import io.etcdexplorer.etcd.Hop;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.SshException;
import org.apache.sshd.common.channel.exception.SshChannelOpenException;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.channels.UnresolvedAddressException;
import java.util.Locale;

/** Turns MINA's exceptions into messages that name the hop, the cause and the fix. */
final class SshErrors {

    private SshErrors() {
    }

    /** Reaching the host failed before any SSH was spoken, or the host did not speak SSH. */
    static EtcdAccessException connect(SshSettings settings, Throwable failure) {
        String target = "SSH host " + settings.hostPort();
        if (has(failure, UnknownHostException.class) || has(failure, UnresolvedAddressException.class)) {
            return new EtcdAccessException(Hop.SSH_CONNECT, "Unknown SSH host " + settings.host() + ".",
                    "Check the host name, or use its IP address (minikube: `minikube ip`).", failure);
        }
        if (has(failure, ConnectException.class) || text(failure).contains("connection refused")) {
            return new EtcdAccessException(Hop.SSH_CONNECT, "Connection refused by " + target + ".",
                    Fix.always(Advice.of("Check that sshd runs there and listens on port " + settings.port()
                            + ". With minikube's docker driver, SSH is on the port ")
                            .command("docker port minikube 22").then(" shows.")), failure);
        }
        if (has(failure, NoRouteToHostException.class)) {
            return new EtcdAccessException(Hop.SSH_CONNECT, "No route to " + target + ".",
                    "Check the address and that the host (VM) is running.", failure);
        }
        if (isTimeout(failure)) {
            return new EtcdAccessException(Hop.SSH_CONNECT, "No answer from " + target + " within "
                    + settings.connectTimeout().toSeconds() + " s.",
                    "Check the address and port, that the host is up, and that no firewall drops the traffic.",
                    failure);
        }
        return new EtcdAccessException(Hop.SSH_CONNECT, "Cannot connect to " + target + ": " + reason(failure),
                "Check that this is an SSH server's address and port (22 by default).", failure);
    }

    /**
     * Logging in failed: refused credentials, or the connection broke during the key exchange.
     *
     * @param tried what was offered, e.g. "the key /home/me/.ssh/id_ed25519 (ED25519 SHA256:...)"
     */
    static EtcdAccessException login(SshSettings settings, String tried, Throwable failure) {
        if (!isAuthRefusal(failure)) {
            if (isTimeout(failure)) {
                return new EtcdAccessException(Hop.SSH_CONNECT, "SSH host " + settings.hostPort() + " accepted the"
                        + " connection but did not finish logging in within " + settings.connectTimeout().toSeconds()
                        + " s.", "Check that this port is sshd's and that the host is not overloaded.", failure);
            }
            return connect(settings, failure);
        }
        String key = publicKeyName(settings);
        Advice hint = switch (settings.auth()) {
            case KEY -> Advice.of("Authorise the key on the host: add its public key (" + key + ") to ~"
                    + settings.user() + "/.ssh/authorized_keys there (")
                    .command("ssh-copy-id -i " + ShellWords.arg(key) + " -p " + settings.port() + " "
                            + ShellWords.arg(settings.user() + "@" + settings.host()))
                    .then("), or check the user name (minikube's is docker, with the key ")
                    .command("minikube ssh-key").then(" names).");
            case AGENT -> Advice.of("Check that the agent holds a key the host authorises (").command("ssh-add -l")
                    .then(" lists them; `ssh-add KEYFILE` adds one), or check the user name.");
            case PASSWORD -> Advice.of("Check the user name and password. The host may also refuse password logins"
                    + " (PasswordAuthentication no): then log in with a key.");
        };
        return new EtcdAccessException(Hop.SSH_AUTH, "SSH login as " + settings.label() + " was refused; tried "
                + tried + ".", Fix.always(hint), failure);
    }

    /** The SSH host could not (or would not) connect the tunnel to {@code remote}. */
    static EtcdAccessException forward(SshSettings settings, String remote, Throwable failure) {
        String via = "through " + settings.label();
        SshChannelOpenException open = find(failure, SshChannelOpenException.class);
        if (open != null && open.getReasonCode() == SshConstants.SSH_OPEN_ADMINISTRATIVELY_PROHIBITED) {
            return new EtcdAccessException(Hop.FORWARD, "The SSH host " + settings.hostPort() + " refused to"
                    + " forward connections to " + remote + " (administratively prohibited).",
                    "Allow TCP forwarding for " + settings.user() + " in the host's /etc/ssh/sshd_config"
                            + " (AllowTcpForwarding yes, PermitOpen) and reload sshd.", failure);
        }
        if (open != null && open.getReasonCode() == SshConstants.SSH_OPEN_CONNECT_FAILED) {
            return new EtcdAccessException(Hop.FORWARD, "The SSH host " + settings.hostPort() + " cannot connect"
                    + " to " + remote + ": " + reason(failure) + ".",
                    Fix.always(Advice.of("The endpoint is an address as seen from the SSH host: check that etcd"
                            + " listens there (on the host, ").command("ss -ltn").then(" lists the ports; kubeadm and"
                            + " minikube etcd listen on 127.0.0.1:2379 and the node's IP).")), failure);
        }
        if (isTimeout(failure)) {
            return new EtcdAccessException(Hop.FORWARD, "Forwarding " + via + " to " + remote + " got no answer in"
                    + " time.", "Check that " + remote + " is reachable from the SSH host.", failure);
        }
        return new EtcdAccessException(Hop.FORWARD, "Cannot forward " + via + " to " + remote + ": "
                + reason(failure), "Check that the SSH host allows TCP forwarding and can reach " + remote + ".",
                failure);
    }

    /** A request made while the connection is down: closed, or reconnecting (and why the last try failed). */
    static EtcdAccessException unavailable(SshSettings settings, SshState state) {
        if (state.phase() == SshState.Phase.CLOSED) {
            return new EtcdAccessException(Hop.SSH_CONNECT, "The SSH connection to " + settings.hostPort()
                    + " is closed.", "Connect again.", null);
        }
        EtcdAccessException cause = state.cause();
        return new EtcdAccessException(Hop.SSH_CONNECT, "The SSH connection to " + settings.hostPort() + " is down"
                + " and reconnecting" + (state.attempt() > 0 ? " (attempt " + state.attempt() + ")" : "")
                + (cause == null ? "." : ": " + cause.getMessage()),
                cause == null || cause.hint().isEmpty() ? Fix.words("Wait for it to come back, or check the SSH host.")
                        : cause.fix(), cause);
    }

    static boolean isAuthRefusal(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SshException ssh
                    && ssh.getDisconnectCode() == SshConstants.SSH2_DISCONNECT_NO_MORE_AUTH_METHODS_AVAILABLE) {
                return true;
            }
        }
        String text = text(failure);
        return text.contains("no more authentication methods") || text.contains("authentication failed");
    }

    static boolean isTimeout(Throwable failure) {
        return has(failure, SocketTimeoutException.class) || has(failure, java.util.concurrent.TimeoutException.class)
                || text(failure).contains("timeout") || text(failure).contains("timed out");
    }

    private static String publicKeyName(SshSettings settings) {
        return settings.identityFile() == null ? "~/.ssh/id_ed25519.pub" : settings.identityFile() + ".pub";
    }

    static String reason(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        // MINA prefixes its future's description ("DefaultOpenFuture[...]: Failed (...) to execute: ...").
        int colon = message.lastIndexOf("to execute: ");
        return colon >= 0 ? message.substring(colon + "to execute: ".length()) : message;
    }

    private static boolean has(Throwable failure, Class<? extends Throwable> type) {
        return find(failure, type) != null;
    }

    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    private static String text(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            all.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage()).append('\n');
        }
        return all.toString().toLowerCase(Locale.ROOT);
    }
}
