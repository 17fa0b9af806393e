package io.etcdexplorer.etcd.ops;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Watch;
import io.etcd.jetcd.common.exception.CompactedException;
import io.etcd.jetcd.options.WatchOption;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns the etcd errors an operation can meet into messages about that operation. The session has already
 * translated transport and auth failures; these add what only the request knows: which revision, lease or key.
 */
final class OpsErrors {

    private static final Logger LOG = LoggerFactory.getLogger(OpsErrors.class);

    /** How long the compaction-point probe may take before the message goes without it. */
    private static final long PROBE_MILLIS = 2000;

    private OpsErrors() {
    }

    /** True when {@code text} occurs in the message of {@code failure} or any of its causes. */
    static boolean mentions(Throwable failure, String text) {
        String wanted = text.toLowerCase(Locale.ROOT);
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && t.getMessage().toLowerCase(Locale.ROOT).contains(wanted)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The read failed at {@code revision}: etcd compacted it or has not reached it. {@code latest} costs a
     * request, so it runs only for a future revision.
     */
    static EtcdAccessException revision(EtcdAccessException e, EtcdSession session, long revision,
                                        LongSupplier latest) {
        if (e instanceof CompactedRevisionException || mentions(e, "required revision has been compacted")) {
            OptionalLong compactedAt = compactRevision(session, revision);
            String kept = compactedAt.isPresent()
                    ? " The oldest revision etcd still keeps is " + compactedAt.getAsLong() + "." : "";
            String hint = compactedAt.isPresent()
                    ? "Read at revision " + compactedAt.getAsLong() + " or later, or at 0 for the latest."
                    : "Read at a newer revision, or at 0 for the latest.";
            return new CompactedRevisionException("Revision " + revision
                    + " has been compacted: etcd no longer keeps its history." + kept, hint, cause(e));
        }
        if (mentions(e, "future revision")) {
            long current = latest.getAsLong();
            return new EtcdAccessException("Revision " + revision + " is in the future: the latest revision is "
                    + current + ".", "Read at revision " + current + " or earlier, or at 0 for the latest.", cause(e));
        }
        return e;
    }

    /** Lease {@code id} was not found by a put, revoke or keep-alive. */
    static EtcdAccessException leaseMissing(long id, Throwable cause) {
        return new EtcdAccessException("Lease " + Describe.leaseHex(id)
                + " does not exist (it expired or was revoked).",
                "Grant a new lease (etcdctl lease grant <seconds>) and use its id, or write without a lease.", cause);
    }

    /** Failures of puts, also inside transactions; {@code lease} is the lease asked for, 0 if none or several. */
    static EtcdAccessException write(EtcdAccessException e, long lease, byte[] key) {
        if (mentions(e, "requested lease not found")) {
            return lease != 0 ? leaseMissing(lease, cause(e)) : new EtcdAccessException(
                    "A lease the request uses does not exist (it expired or was revoked).",
                    "Grant a new lease (etcdctl lease grant <seconds>) and use its id.", cause(e));
        }
        if (mentions(e, "key not found")) {
            String which = key == null ? "The key" : "Key " + Describe.key(key);
            return new EtcdAccessException(which + " does not exist, so there is no value or lease to keep.",
                    "ignore-value and ignore-lease only work on an existing key: put it with a value first.", cause(e));
        }
        if (mentions(e, "value is provided")) {
            return new EtcdAccessException("A value was given together with ignore-value.",
                    "Leave the value empty to keep the current one, or turn ignore-value off.", cause(e));
        }
        if (mentions(e, "lease is provided")) {
            return new EtcdAccessException("A lease was given together with ignore-lease.",
                    "Leave the lease at 0 to keep the current one, or turn ignore-lease off.", cause(e));
        }
        if (mentions(e, "request is too large")) {
            return new EtcdAccessException("The request is larger than this etcd accepts.",
                    "etcd takes at most 1.5 MiB per request unless started with a larger --max-request-bytes; "
                            + "store large data elsewhere or split it over several keys.", cause(e));
        }
        if (mentions(e, "duplicate key given in txn request")) {
            return new EtcdAccessException("The transaction writes the same key twice in one branch.",
                    "etcd allows each key once per branch (overlapping puts, deletes and prefixes count): "
                            + "split it into two transactions.", cause(e));
        }
        if (mentions(e, "too many operations in txn request")) {
            return new EtcdAccessException("The transaction has more requests in one branch (or more compares) than etcd allows.",
                    "Split it (etcd allows 128 by default), or raise the server's --max-txn-ops.", cause(e));
        }
        return e;
    }

    /**
     * The revision etcd compacted to, which no request reports except a watch started below it: etcd then cancels
     * the watch with the compaction revision. Empty when the probe does not answer promptly.
     */
    static OptionalLong compactRevision(EtcdSession session, long revision) {
        CompletableFuture<Long> found = new CompletableFuture<>();
        Watch.Listener listener = Watch.listener(response -> found.complete(0L), failure -> found.complete(
                failure instanceof CompactedException c ? c.getCompactedRevision() : 0L), () -> found.complete(0L));
        WatchOption option = WatchOption.builder().withRevision(Math.max(1, revision)).build();
        try (Watch.Watcher watcher = session.client().getWatchClient()
                .watch(ByteSequence.from(new byte[]{0}), option, listener)) {
            long compacted = found.get(PROBE_MILLIS, TimeUnit.MILLISECONDS);
            return compacted > 0 ? OptionalLong.of(compacted) : OptionalLong.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalLong.empty();
        } catch (Exception e) {
            LOG.debug("Could not read the number for an error message", e);
            return OptionalLong.empty(); // the message is still right without the number
        }
    }

    /** The etcd failure under the session's translation, so the new exception does not nest two translations. */
    private static Throwable cause(EtcdAccessException e) {
        return e.getCause() == null ? e : e.getCause();
    }
}
