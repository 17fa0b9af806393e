package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.i18n.Messages;
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
    private static final Messages TEXT = Messages.of(OpsErrors.class);

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
            String rev = String.valueOf(revision);
            String message = compactedAt.isPresent()
                    ? TEXT.format("compactedKept", rev, String.valueOf(compactedAt.getAsLong()))
                    : TEXT.format("compacted", rev);
            String hint = compactedAt.isPresent()
                    ? TEXT.format("compactedKept.fix", String.valueOf(compactedAt.getAsLong()))
                    : TEXT.get("compacted.fix");
            return new CompactedRevisionException(message, hint, cause(e));
        }
        if (mentions(e, "future revision")) {
            long current = latest.getAsLong();
            return new EtcdAccessException(TEXT.format("future", String.valueOf(revision), String.valueOf(current)),
                    TEXT.format("future.fix", String.valueOf(current)), cause(e));
        }
        return e;
    }

    /** Lease {@code id} was not found by a put, revoke or keep-alive. */
    static EtcdAccessException leaseMissing(long id, Throwable cause) {
        return new EtcdAccessException(TEXT.format("leaseMissing", Describe.leaseHex(id)),
                TEXT.get("leaseMissing.fix"), cause);
    }

    /** Failures of puts, also inside transactions; {@code lease} is the lease asked for, 0 if none or several. */
    static EtcdAccessException write(EtcdAccessException e, long lease, byte[] key) {
        if (mentions(e, "requested lease not found")) {
            return lease != 0 ? leaseMissing(lease, cause(e)) : new EtcdAccessException(
                    TEXT.get("someLeaseMissing"), TEXT.get("someLeaseMissing.fix"), cause(e));
        }
        if (mentions(e, "key not found")) {
            String message = key == null ? TEXT.get("noKeyToKeep") : TEXT.format("keyToKeepMissing", Describe.key(key));
            return new EtcdAccessException(message, TEXT.get("noKeyToKeep.fix"), cause(e));
        }
        if (mentions(e, "value is provided")) {
            return new EtcdAccessException(TEXT.get("valueWithIgnore"), TEXT.get("valueWithIgnore.fix"), cause(e));
        }
        if (mentions(e, "lease is provided")) {
            return new EtcdAccessException(TEXT.get("leaseWithIgnore"), TEXT.get("leaseWithIgnore.fix"), cause(e));
        }
        if (mentions(e, "request is too large")) {
            return new EtcdAccessException(TEXT.get("requestTooLarge"), TEXT.get("requestTooLarge.fix"), cause(e));
        }
        if (mentions(e, "duplicate key given in txn request")) {
            return new EtcdAccessException(TEXT.get("duplicateKey"), TEXT.get("duplicateKey.fix"), cause(e));
        }
        if (mentions(e, "too many operations in txn request")) {
            return new EtcdAccessException(TEXT.get("tooManyOps"), TEXT.get("tooManyOps.fix"), cause(e));
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
