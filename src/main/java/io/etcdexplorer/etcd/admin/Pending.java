package io.etcdexplorer.etcd.admin;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

/**
 * A request already on its way to etcd. Requests start at once, so a caller can send several side by side and await
 * each with a bound of its own: a cluster poll asks every member at the same time, and a member that is down costs
 * one timeout, not one per call. A failure is explained like the session's, naming the endpoint as the profile
 * gives it, or the SSH tunnel when that is what is down.
 */
public final class Pending<T> {

    private final CompletableFuture<T> call;
    private final EtcdSession session;
    /** The profile endpoint asked; null for the profile's endpoints. */
    private final String endpoint;

    Pending(CompletableFuture<T> call, EtcdSession session, String endpoint) {
        this.call = call;
        this.session = session;
        this.endpoint = endpoint;
    }

    /**
     * The answer, waiting at most {@code timeout}; a timeout or failure cancels the request.
     *
     * @throws EtcdAccessException naming the cause and the fix
     */
    public T await(Duration timeout) {
        try {
            return session.waitFor(call, timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            call.cancel(true);
            throw translate(e);
        } catch (Exception e) {
            call.cancel(true);
            throw translate(e);
        }
    }

    /**
     * Waits at most {@code slice} for the request to finish, leaving it running otherwise: for a caller that checks
     * for cancellation or a stall between waits. True once it has finished (well or not: {@link #await} tells);
     * false on an interrupt, with the thread's interrupt flag set again.
     */
    public boolean waitFor(Duration slice) {
        try {
            session.waitFor(call, slice);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException | RuntimeException e) {
            return true; // failed: await says how
        }
    }

    /** Stops the request (and closes its channel, for a request to one endpoint). */
    public void cancel() {
        call.cancel(true);
    }

    private EtcdAccessException translate(Throwable failure) {
        Throwable cause = failure instanceof ExecutionException && failure.getCause() != null
                ? failure.getCause() : failure;
        // A receiver that could not write (a snapshot's file) fails the stream with its own I/O error.
        cause = cause instanceof UncheckedIOException io ? io.getCause() : cause;
        return explain(cause, session, endpoint);
    }

    /** {@code failure} explained for {@code endpoint} (null: the profile's endpoints) of {@code session}. */
    static EtcdAccessException explain(Throwable failure, EtcdSession session, String endpoint) {
        if (EtcdErrors.isUnreachable(failure) && session.route().trouble().isPresent()) {
            return session.route().trouble().get();
        }
        if (endpoint == null) {
            return EtcdErrors.translate(failure, session.settings().endpointsLabel(), String.join(", ",
                    session.settings().endpointUrls().stream().map(session.route()::dialUrl).toList()));
        }
        return EtcdErrors.translate(failure, endpoint, session.route().dialUrl(endpoint));
    }
}
