package io.etcdexplorer.cluster;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.RawGrpc;
import io.grpc.MethodDescriptor;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Calls the cluster panel makes beside the session's own methods: to one endpoint, or with a bound of their own
 * (a status poll must not wait the session's minute for a member that is down). Failures are explained like the
 * session's, naming the endpoint as the profile gives it.
 */
final class ClusterCalls {

    private ClusterCalls() {
    }

    /** Sends {@code request} to the member at profile endpoint {@code endpoint} (dialled through the route). */
    static <Q, R> CompletableFuture<R> atEndpoint(EtcdSession session, String endpoint, MethodDescriptor<Q, R> method,
                                                 Q request) {
        return RawGrpc.atEndpoint(session.client(), session.route().dialUrl(endpoint),
                grpc -> grpc.unary(method, request, Function.identity()));
    }

    /**
     * The call's result, waiting at most {@code timeout}; a failure becomes an {@link EtcdAccessException} about
     * {@code endpoint} (null: the profile's endpoints), or about the SSH tunnel when that is what is down.
     */
    static <T> T await(CompletableFuture<T> call, Duration timeout, EtcdSession session, String endpoint) {
        try {
            return call.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            call.cancel(true);
            throw translate(e, session, endpoint);
        } catch (Exception e) {
            call.cancel(true);
            throw translate(e, session, endpoint);
        }
    }

    static EtcdAccessException translate(Throwable failure, EtcdSession session, String endpoint) {
        if (EtcdErrors.isUnreachable(failure) && session.route().trouble().isPresent()) {
            return session.route().trouble().get();
        }
        if (endpoint == null) {
            return EtcdErrors.translate(failure, session.settings().endpointsLabel(), String.join(", ",
                    session.settings().endpointUrls().stream().map(session.route()::dialUrl).toList()));
        }
        return EtcdErrors.translate(failure, endpoint, session.route().dialUrl(endpoint));
    }

    /** How long a poll waits for one answer: the profile's connect timeout, at least 2 s. */
    static Duration pollTimeout(EtcdSession session) {
        Duration dial = session.settings().dialTimeout();
        return dial.compareTo(Duration.ofSeconds(2)) < 0 ? Duration.ofSeconds(2) : dial;
    }
}
