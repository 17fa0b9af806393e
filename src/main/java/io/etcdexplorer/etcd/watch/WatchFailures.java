package io.etcdexplorer.etcd.watch;

import io.etcd.jetcd.common.exception.CompactedException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;

import java.util.Locale;

/**
 * Tells apart the ways a jetcd watch ends, each of which {@link WatchStream} answers differently: compacted history
 * (stop, and say where history starts), an answer over the inbound limit (stop: a retry would ask for the same
 * answer), a closed client (stop), anything else (resume).
 */
final class WatchFailures {

    private WatchFailures() {
    }

    /** The oldest revision etcd still holds when {@code failure} says the start revision was compacted; else -1. */
    static long compactRevision(Throwable failure) {
        for (Throwable c = failure; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof CompactedException compacted) {
                return compacted.getCompactedRevision();
            }
        }
        return -1;
    }

    static boolean isTooLarge(Throwable failure) {
        for (Throwable c = failure; c != null; c = c.getCause() == c ? null : c.getCause()) {
            // jetcd rewraps gRPC's RESOURCE_EXHAUSTED in its own exception, keeping only the message.
            boolean exhausted = c instanceof StatusRuntimeException status
                    && status.getStatus().getCode() == Status.Code.RESOURCE_EXHAUSTED;
            if (exhausted || String.valueOf(c.getMessage()).contains("exceeds maximum size")) {
                return true;
            }
        }
        return false;
    }

    static boolean isClientClosed(Throwable failure) {
        for (Throwable c = failure; c != null; c = c.getCause() == c ? null : c.getCause()) {
            String name = c.getClass().getSimpleName();
            if (name.startsWith("Closed") || (c instanceof IllegalStateException
                    && String.valueOf(c.getMessage()).toLowerCase(Locale.ROOT).contains("closed"))) {
                return true;
            }
        }
        return false;
    }
}
