package io.etcdexplorer.etcd;

import io.etcdexplorer.i18n.Messages;
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

    /**
     * What a request without a user meets on an etcd that has authentication enabled, in English (the text tests
     * and logs compare with); users read it in their language from the bundle.
     */
    public static final String AUTH_ENABLED = "This etcd has authentication enabled.";

    private static final Messages TEXT = Messages.of(EtcdErrors.class);

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
            return new EtcdAccessException(TEXT.format("noAnswer", target), TEXT.get("noAnswer.fix"), t);
        }
        if (t instanceof CancellationException) {
            return new EtcdAccessException(TEXT.get("cancelled"), "", t);
        }
        String all = describeChain(t).toLowerCase(Locale.ROOT);
        if (all.contains(ReadOnlyGuard.MESSAGE.toLowerCase(Locale.ROOT))) {
            return new EtcdAccessException(TEXT.get("readOnly"), TEXT.get("readOnly.fix"), t);
        }
        Status status = Status.fromThrowable(t);
        if (has(t, UnknownHostException.class)) {
            return new EtcdAccessException(TEXT.format("unknownHost", target), TEXT.get("unknownHost.fix"), t);
        }
        if (has(t, ConnectException.class) || all.contains("connection refused")) {
            return new EtcdAccessException(TEXT.format("refused", target), TEXT.get("refused.fix"), t);
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
            return new EtcdAccessException(Hop.ETCD_AUTH, TEXT.get("authEnabled"), words -> switch (words) {
                case GUI -> Advice.of(TEXT.get("authEnabled.fix.gui"));
                case CLI -> Advice.of(TEXT.get("authEnabled.fix.cli"));
            }, t);
        }
        if (all.contains("authentication failed") || status.getCode() == Status.Code.UNAUTHENTICATED) {
            return new SecretRequiredException(SecretRequiredException.Kind.PASSWORD,
                    TEXT.format("authFailed", description), TEXT.get("authFailed.fix"), t);
        }
        if (status.getCode() == Status.Code.PERMISSION_DENIED) {
            return new EtcdAccessException(Hop.ETCD_AUTH, TEXT.format("permissionDenied", description),
                    TEXT.get("permissionDenied.fix"), t);
        }
        if (all.contains("required revision has been compacted")) {
            return new CompactedRevisionException(TEXT.get("compacted"), TEXT.get("compacted.fix"), t);
        }
        if (all.contains("future revision")) {
            return new EtcdAccessException(TEXT.get("futureRevision"), TEXT.get("futureRevision.fix"), t);
        }
        if (all.contains("too many requests")) {
            // Also RESOURCE_EXHAUSTED (3.4 and 3.5 alike), but nothing is too large: etcd is behind on applying.
            return new EtcdAccessException(TEXT.format("overloaded", description), TEXT.get("overloaded.fix"), t);
        }
        if (status.getCode() == Status.Code.RESOURCE_EXHAUSTED) {
            return new EtcdAccessException(TEXT.format("tooLarge", description), TEXT.get("tooLarge.fix"), t);
        }
        if (status.getCode() == Status.Code.DEADLINE_EXCEEDED) {
            return new EtcdAccessException(TEXT.format("noAnswer", target), TEXT.get("deadline.fix"), t);
        }
        if (status.getCode() == Status.Code.UNAVAILABLE || has(t, ClosedChannelException.class)) {
            return new EtcdAccessException(TEXT.format("unavailable", target, description),
                    TEXT.get("unavailable.fix"), t);
        }
        return new EtcdAccessException(TEXT.format("failed", description), "", t);
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
