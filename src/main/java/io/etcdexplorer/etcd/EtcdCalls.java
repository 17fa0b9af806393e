package io.etcdexplorer.etcd;

import io.etcd.jetcd.common.exception.ErrorCode;
import io.etcd.jetcd.common.exception.EtcdException;
import io.grpc.Status;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Blocking calls on jetcd futures with a deadline, translated to user-facing errors like {@code EtcdSession}'s. */
final class EtcdCalls {

    /** One page or transaction; generous because a page may carry ~16 MiB on a slow link. */
    static final Duration TIMEOUT = Duration.ofSeconds(60);

    private EtcdCalls() {
    }

    static <T> T await(CompletableFuture<T> call, String target) {
        try {
            return call.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            call.cancel(true);
            throw EtcdErrors.translate(e, target);
        } catch (Exception e) {
            call.cancel(true);
            if (isTooLarge(e)) {
                throw new ResponseTooLargeException(e);
            }
            throw EtcdErrors.translate(e, target);
        }
    }

    /** A response above the client's inbound message limit: the caller can retry with a smaller page. */
    static boolean isTooLarge(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof EtcdException etcd && etcd.getErrorCode() == ErrorCode.RESOURCE_EXHAUSTED) {
                return true;
            }
            if (Status.fromThrowable(t).getCode() == Status.Code.RESOURCE_EXHAUSTED) {
                return true;
            }
        }
        return false;
    }

    /** Thrown instead of a translated error so that paging code can shrink its page and try again. */
    static final class ResponseTooLargeException extends RuntimeException {
        ResponseTooLargeException(Throwable cause) {
            super("The response was larger than the client accepts.", cause);
        }
    }
}
