package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.i18n.Messages;
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

    static final Messages TEXT = Messages.of(SshErrors.class);

    private SshErrors() {
    }

    /** Reaching the host failed before any SSH was spoken, or the host did not speak SSH. */
    static EtcdAccessException connect(SshSettings settings, Throwable failure) {
        String target = settings.hostPort();
        if (has(failure, UnknownHostException.class) || has(failure, UnresolvedAddressException.class)) {
            return new EtcdAccessException(Hop.SSH_CONNECT, TEXT.format("unknownHost", settings.host()),
                    Fix.always(Advice.withCommands(TEXT.get("unknownHost.fix"), "minikube ip")), failure);
        }
        if (has(failure, ConnectException.class) || text(failure).contains("connection refused")) {
            return new EtcdAccessException(Hop.SSH_CONNECT, TEXT.format("refused", target),
                    Fix.always(Advice.withCommands(TEXT.format("refused.fix", String.valueOf(settings.port()),
                            "docker port minikube 22"), "docker port minikube 22")), failure);
        }
        if (has(failure, NoRouteToHostException.class)) {
            return new EtcdAccessException(Hop.SSH_CONNECT, TEXT.format("noRoute", target),
                    TEXT.get("noRoute.fix"), failure);
        }
        if (isTimeout(failure)) {
            return new EtcdAccessException(Hop.SSH_CONNECT, TEXT.format("noAnswer", target,
                    settings.connectTimeout().toSeconds()), TEXT.get("noAnswer.fix"), failure);
        }
        return new EtcdAccessException(Hop.SSH_CONNECT, TEXT.format("cannotConnect", target, reason(failure)),
                TEXT.get("cannotConnect.fix"), failure);
    }

    /**
     * Logging in failed: refused credentials, or the connection broke during the key exchange.
     *
     * @param tried what was offered, e.g. "the key /home/me/.ssh/id_ed25519 (ED25519 SHA256:...)"
     */
    static EtcdAccessException login(SshSettings settings, String tried, Throwable failure) {
        if (!isAuthRefusal(failure)) {
            if (isTimeout(failure)) {
                return new EtcdAccessException(Hop.SSH_CONNECT, TEXT.format("loginTimeout", settings.hostPort(),
                        settings.connectTimeout().toSeconds()), TEXT.get("loginTimeout.fix"), failure);
            }
            return connect(settings, failure);
        }
        String key = publicKeyName(settings);
        Advice hint = switch (settings.auth()) {
            case KEY -> {
                String copy = "ssh-copy-id -i " + ShellWords.arg(key) + " -p " + settings.port() + " "
                        + ShellWords.arg(settings.user() + "@" + settings.host());
                yield Advice.withCommands(TEXT.format("loginKey.fix", key, settings.user(), copy, "minikube ssh-key"),
                        copy, "minikube ssh-key");
            }
            case AGENT -> Advice.withCommands(TEXT.format("loginAgent.fix", "ssh-add -l"), "ssh-add -l");
            case PASSWORD -> Advice.of(TEXT.get("loginPassword.fix"));
        };
        return new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("loginRefused", settings.label(), tried),
                Fix.always(hint), failure);
    }

    /** The SSH host could not (or would not) connect the tunnel to {@code remote}. */
    static EtcdAccessException forward(SshSettings settings, String remote, Throwable failure) {
        SshChannelOpenException open = find(failure, SshChannelOpenException.class);
        if (open != null && open.getReasonCode() == SshConstants.SSH_OPEN_ADMINISTRATIVELY_PROHIBITED) {
            return new EtcdAccessException(Hop.FORWARD, TEXT.format("forwardProhibited", settings.hostPort(), remote),
                    TEXT.format("forwardProhibited.fix", settings.user()), failure);
        }
        if (open != null && open.getReasonCode() == SshConstants.SSH_OPEN_CONNECT_FAILED) {
            return new EtcdAccessException(Hop.FORWARD, TEXT.format("forwardFailed", settings.hostPort(), remote,
                    reason(failure)), Fix.always(Advice.withCommands(TEXT.format("forwardFailed.fix", "ss -ltn"),
                    "ss -ltn")), failure);
        }
        if (isTimeout(failure)) {
            return new EtcdAccessException(Hop.FORWARD, TEXT.format("forwardTimeout", settings.label(), remote),
                    TEXT.format("forwardTimeout.fix", remote), failure);
        }
        return new EtcdAccessException(Hop.FORWARD, TEXT.format("cannotForward", settings.label(), remote,
                reason(failure)), TEXT.format("cannotForward.fix", remote), failure);
    }

    /** A request made while the connection is down: closed, or reconnecting (and why the last try failed). */
    static EtcdAccessException unavailable(SshSettings settings, SshState state) {
        if (state.phase() == SshState.Phase.CLOSED) {
            return new EtcdAccessException(Hop.SSH_CONNECT, TEXT.format("closed", settings.hostPort()),
                    TEXT.get("closed.fix"), null);
        }
        EtcdAccessException cause = state.cause();
        String key = (state.attempt() > 0 ? "reconnectingAttempt" : "reconnecting")
                + (cause == null ? "" : "Because");
        String message = TEXT.format(key, settings.hostPort(), String.valueOf(state.attempt()),
                cause == null ? "" : cause.getMessage());
        return new EtcdAccessException(Hop.SSH_CONNECT, message,
                cause == null || cause.hint().isEmpty() ? Fix.words(TEXT.get("reconnecting.fix")) : cause.fix(), cause);
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
