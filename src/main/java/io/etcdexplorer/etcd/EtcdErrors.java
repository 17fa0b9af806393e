package io.etcdexplorer.etcd;

import io.etcdexplorer.etcd.tls.TlsDiagnosis;
import io.grpc.Status;

import java.net.ConnectException;
import java.net.UnknownHostException;
import java.nio.channels.ClosedChannelException;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

/** Turns jetcd, gRPC and JDK exceptions into messages that name the cause and the fix. */
public final class EtcdErrors {

    /** What a request without a user meets on an etcd that has authentication enabled. */
    public static final String AUTH_ENABLED = "This etcd has authentication enabled.";

    private EtcdErrors() {
    }

    public static EtcdAccessException translate(Throwable failure, String target) {
        return translate(failure, target, target);
    }

    /**
     * The same for a client that dials other addresses than the endpoints it names (an SSH tunnel's local ports):
     * messages name {@code target}, probes of what a port speaks go to {@code dialTarget}, entry by entry.
     */
    public static EtcdAccessException translate(Throwable failure, String target, String dialTarget) {
        Throwable t = unwrap(failure);
        if (t instanceof EtcdAccessException known) {
            return known;
        }
        if (t instanceof TimeoutException) {
            return new EtcdAccessException("No answer from " + target + " in time.",
                    "Check the address and port, that a firewall does not drop the traffic, and that etcd is healthy.",
                    t);
        }
        if (t instanceof CancellationException) {
            return new EtcdAccessException("The request was cancelled.", "", t);
        }
        String all = describeChain(t).toLowerCase(Locale.ROOT);
        if (all.contains(ReadOnlyGuard.MESSAGE.toLowerCase(Locale.ROOT))) {
            return new EtcdAccessException("This connection is read-only: nothing was written.",
                    "Edit the connection and turn off read-only to make changes.", t);
        }
        Status status = Status.fromThrowable(t);
        if (has(t, UnknownHostException.class)) {
            return new EtcdAccessException("Unknown host in " + target + ".",
                    "Check the host name of the endpoint, or use an IP address.", t);
        }
        if (has(t, ConnectException.class) || all.contains("connection refused")) {
            return new EtcdAccessException("Connection refused by " + target + ".",
                    "Nothing listens there: check that etcd is running and that this is its client port "
                            + "(2379 by default), not the peer port (2380).", t);
        }
        Optional<EtcdAccessException> tls = TlsDiagnosis.diagnose(t, target, dialTarget);
        if (tls.isPresent()) {
            return tls.get().atHop(Hop.TLS);
        }
        return fromStatus(status, all, target, t);
    }

    /** True when the failure says etcd was not reached at all (rather than that it answered with an error). */
    public static boolean isUnreachable(Throwable failure) {
        Throwable t = unwrap(failure);
        if (t instanceof TimeoutException) {
            return true;
        }
        Status.Code code = Status.fromThrowable(t).getCode();
        return code == Status.Code.UNAVAILABLE || code == Status.Code.DEADLINE_EXCEEDED
                || code == Status.Code.UNKNOWN && has(t, ClosedChannelException.class);
    }

    /** True when nothing answered at the address: no answer in time, refused, or an unknown host. */
    public static boolean isNoAnswer(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof TimeoutException || t instanceof ConnectException || t instanceof UnknownHostException
                    || Status.fromThrowable(t).getCode() == Status.Code.DEADLINE_EXCEEDED) {
                return true;
            }
        }
        return false;
    }

    private static EtcdAccessException fromStatus(Status status, String all, String target, Throwable t) {
        String description = status.getDescription() == null ? rootMessage(t) : status.getDescription();
        if (all.contains("user name is empty")) {
            // The request carried no user at all, so a password alone cannot help: this is not a SecretRequired.
            // etcd 3.4 says it for key requests, 3.5 also for the member list, status and AuthStatus.
            return new EtcdAccessException(Hop.ETCD_AUTH, AUTH_ENABLED, words -> switch (words) {
                case GUI -> Advice.of("Give a user name and password: edit the connection (etcdctl --user).");
                case CLI -> Advice.of("Give a user name with --user=NAME and its password in ETCDCTL_PASSWORD"
                        + " (flags show up in ps).");
            }, t);
        }
        if (all.contains("authentication failed") || status.getCode() == Status.Code.UNAUTHENTICATED) {
            return new SecretRequiredException(SecretRequiredException.Kind.PASSWORD,
                    "Authentication failed: " + description, "Check the user name and password.", t);
        }
        if (status.getCode() == Status.Code.PERMISSION_DENIED) {
            return new EtcdAccessException(Hop.ETCD_AUTH, "Permission denied: " + description,
                    "The user's roles do not grant this operation or key range; ask an admin to grant it.", t);
        }
        if (all.contains("required revision has been compacted")) {
            return new CompactedRevisionException("That revision has been compacted: etcd no longer keeps it.",
                    "Pick a revision newer than the compaction revision.", t);
        }
        if (all.contains("future revision")) {
            return new EtcdAccessException("That revision does not exist yet.",
                    "Pick a revision not above the current one.", t);
        }
        if (all.contains("too many requests")) {
            // Also RESOURCE_EXHAUSTED (3.4 and 3.5 alike), but nothing is too large: etcd is behind on applying.
            return new EtcdAccessException("etcd is overloaded: " + description,
                    "Its members apply writes more slowly than they arrive. Wait a moment and try again; if it "
                            + "lasts, check the members' disks and CPU in the Cluster tab.", t);
        }
        if (status.getCode() == Status.Code.RESOURCE_EXHAUSTED) {
            return new EtcdAccessException("The response was too large: " + description,
                    "Narrow the request, e.g. read a smaller prefix.", t);
        }
        if (status.getCode() == Status.Code.DEADLINE_EXCEEDED) {
            return new EtcdAccessException("No answer from " + target + " in time.",
                    "Check that etcd is healthy and reachable.", t);
        }
        if (status.getCode() == Status.Code.UNAVAILABLE || has(t, ClosedChannelException.class)) {
            return new EtcdAccessException("Cannot reach etcd at " + target + ": " + description,
                    "If this etcd serves TLS, use an https:// endpoint and give its CA certificate; otherwise "
                            + "check the address and that etcd is running.", t);
        }
        return new EtcdAccessException("etcd request failed: " + description, "", t);
    }

    private static Throwable unwrap(Throwable t) {
        Throwable current = t;
        while ((current instanceof ExecutionException || current instanceof java.util.concurrent.CompletionException)
                && current.getCause() != null) {
            current = current.getCause();
        }
        return current;
    }

    private static boolean has(Throwable t, Class<? extends Throwable> type) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (type.isInstance(c)) {
                return true;
            }
        }
        return false;
    }

    private static String describeChain(Throwable t) {
        StringBuilder text = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            text.append(c.getClass().getSimpleName()).append(": ").append(c.getMessage()).append('\n');
        }
        return text.toString();
    }

    private static String rootMessage(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return message == null ? root.getClass().getSimpleName() : message;
    }
}
