package io.etcdexplorer.etcd.ops;

import io.etcd.jetcd.Client;
import io.etcd.jetcd.api.KVGrpc;
import io.etcd.jetcd.api.MaintenanceGrpc;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.grpc.CallCredentials;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends etcd RPCs on the jetcd client's own gRPC channel, for what jetcd 0.8.5 cannot express: put's
 * {@code ignore_value}/{@code ignore_lease}, LEASE compares (its rpc.proto predates them) and LeaseLeases (no
 * method at all; see {@link LeaseLeases}). Going through jetcd's channel and stub settings keeps everything the connection set up: TLS,
 * the auth token, the read-only guard (a channel interceptor). Namespacing is not included; {@link KvProtos} adds
 * it.
 *
 * <p>jetcd does not expose its channel, so this reads the client's private {@code connectionManager} and calls
 * its package-private {@code newStub}, and renews an expired token through its {@code AuthCredential} as jetcd's
 * own calls do. The tests fail loudly if a jetcd upgrade moves any of these.
 *
 * <p>{@link #atEndpoint} does the same on a channel to one endpoint, built by jetcd as for its own
 * {@code statusMember}: the cluster panel needs calls that a particular member must answer (status with the fields
 * jetcd's protos lack, move-leader on the leader, a snapshot of one member).
 */
public final class RawGrpc {

    private static final Logger LOG = LoggerFactory.getLogger(RawGrpc.class);

    private final Channel channel;
    private final CallOptions options;

    private RawGrpc(Channel channel, CallOptions options) {
        this.channel = channel;
        this.options = options;
    }

    public static RawGrpc of(Client client) {
        try {
            Object manager = connectionManager(client);
            Method newStub = manager.getClass().getDeclaredMethod("newStub", Function.class);
            newStub.setAccessible(true);
            Function<Channel, KVGrpc.KVStub> factory = KVGrpc::newStub;
            KVGrpc.KVStub stub = (KVGrpc.KVStub) newStub.invoke(manager, factory);
            return new RawGrpc(stub.getChannel(), stub.getCallOptions());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw noChannel(client, e);
        }
    }

    /**
     * Runs {@code call} on a channel of its own to {@code dialTarget} (a URL the client can dial: through a tunnel,
     * the route's), with the client's TLS, credentials and interceptors (so the read-only guard too). The channel
     * is shut down when the call's future completes; cancelling the returned future cancels the call.
     */
    @SuppressWarnings("unchecked")
    public static <T> CompletableFuture<T> atEndpoint(Client client, String dialTarget,
                                                      Function<RawGrpc, CompletableFuture<T>> call) {
        Method withNewChannel;
        Object manager;
        try {
            manager = connectionManager(client);
            withNewChannel = manager.getClass().getDeclaredMethod("withNewChannel", String.class, Function.class,
                    Function.class);
            withNewChannel.setAccessible(true);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw noChannel(client, e);
        }
        AtomicReference<CompletableFuture<T>> inner = new AtomicReference<>();
        Function<ManagedChannel, MaintenanceGrpc.MaintenanceStub> factory = MaintenanceGrpc::newStub;
        Function<MaintenanceGrpc.MaintenanceStub, CompletableFuture<T>> consumer = stub -> {
            CompletableFuture<T> started = call.apply(new RawGrpc(stub.getChannel(), stub.getCallOptions()));
            inner.set(started);
            return started;
        };
        CompletableFuture<T> outer;
        try {
            outer = (CompletableFuture<T>) withNewChannel.invoke(manager, dialTarget, factory, consumer);
        } catch (java.lang.reflect.InvocationTargetException e) {
            CompletableFuture<T> failed = new CompletableFuture<>();
            failed.completeExceptionally(e.getCause());
            return failed;
        } catch (ReflectiveOperationException e) {
            throw noChannel(client, e);
        }
        // jetcd hands back a dependent future: cancelling it alone would leave the call (and channel) running.
        outer.whenComplete((value, failure) -> {
            if (outer.isCancelled() && inner.get() != null) {
                inner.get().cancel(true);
            }
        });
        return outer;
    }

    private static Object connectionManager(Client client) throws ReflectiveOperationException {
        Field field = client.getClass().getDeclaredField("connectionManager");
        field.setAccessible(true);
        return field.get(client);
    }

    private static EtcdAccessException noChannel(Client client, Exception e) {
        return new EtcdAccessException(Describe.TEXT.format("rawGrpc", client.getClass().getName()),
                Describe.TEXT.get("rawGrpc.fix"), e);
    }

    /**
     * One unary call whose answer {@code map} turns into the returned future's value. Mapping here rather than
     * with {@code thenApply} keeps cancellation working: cancelling the returned future (the session does on a
     * timeout) cancels the RPC.
     */
    public <Q, R, T> CompletableFuture<T> unary(MethodDescriptor<Q, R> method, Q request, Function<R, T> map) {
        CompletableFuture<T> result = new CompletableFuture<>();
        AtomicReference<ClientCall<Q, R>> current = new AtomicReference<>();
        start(method, request, map, result, current, true);
        result.whenComplete((value, failure) -> {
            if (result.isCancelled()) {
                current.get().cancel("cancelled by the caller (timeout or interrupt)", null);
            }
        });
        return result;
    }

    private <Q, R, T> void start(MethodDescriptor<Q, R> method, Q request, Function<R, T> map,
                                 CompletableFuture<T> result, AtomicReference<ClientCall<Q, R>> current,
                                 boolean mayRetry) {
        ClientCall<Q, R> call = channel.newCall(method, options);
        current.set(call);
        ClientCalls.asyncUnaryCall(call, request, new StreamObserver<>() {
            @Override
            public void onNext(R value) {
                try {
                    result.complete(map.apply(value));
                } catch (RuntimeException e) {
                    result.completeExceptionally(e);
                }
            }

            @Override
            public void onError(Throwable t) {
                if (mayRetry && !result.isDone() && staleToken(t) && refreshToken()) {
                    start(method, request, map, result, current, false);
                } else {
                    result.completeExceptionally(t);
                }
            }

            @Override
            public void onCompleted() {
                // the single value already completed the future
            }
        });
    }

    /**
     * A server-streaming call: each message goes to {@code sink} on gRPC's thread, one at a time (the next is
     * requested only when it returns, so a slow sink slows the server instead of filling memory). The future
     * completes when the stream ends; cancelling it cancels the call, and a sink that throws fails it. Unlike
     * {@link #unary}, a stale auth token is not renewed here: the caller's retry finds a fresh one.
     */
    public <Q, R> CompletableFuture<Void> serverStream(MethodDescriptor<Q, R> method, Q request,
                                                       java.util.function.Consumer<R> sink) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        ClientCall<Q, R> call = channel.newCall(method, options);
        ClientCalls.asyncServerStreamingCall(call, request, new StreamObserver<>() {
            @Override
            public void onNext(R value) {
                if (done.isDone()) {
                    return;
                }
                try {
                    sink.accept(value);
                } catch (RuntimeException e) {
                    done.completeExceptionally(e);
                    call.cancel("the receiver failed", e);
                }
            }

            @Override
            public void onError(Throwable t) {
                done.completeExceptionally(t);
            }

            @Override
            public void onCompleted() {
                done.complete(null);
            }
        });
        done.whenComplete((value, failure) -> {
            if (done.isCancelled()) {
                call.cancel("cancelled by the caller", null);
            }
        });
        return done;
    }

    /**
     * A unary method whose request and response are raw protobuf bytes, for RPCs jetcd's protos do not have
     * (e.g. {@code etcdserverpb.Auth/AuthStatus}, etcd 3.5+).
     */
    public static MethodDescriptor<byte[], byte[]> bytesMethod(String fullMethodName) {
        return MethodDescriptor.<byte[], byte[]>newBuilder()
                .setType(MethodDescriptor.MethodType.UNARY)
                .setFullMethodName(fullMethodName)
                .setRequestMarshaller(new BytesMarshaller())
                .setResponseMarshaller(new BytesMarshaller())
                .build();
    }

    /**
     * etcd drops an auth token after --auth-token-ttl idle seconds (5 minutes by default) and after auth changes;
     * jetcd's own calls then fetch a new one and retry, which these calls must do too (jetcd: Errors).
     */
    private static boolean staleToken(Throwable t) {
        Status status = Status.fromThrowable(t);
        String description = status.getDescription() == null ? "" : status.getDescription();
        return description.contains("invalid auth token") || description.contains("revision of auth store is old");
    }

    /** Makes jetcd's call credentials authenticate again on the next call; false without auth. */
    private boolean refreshToken() {
        CallCredentials credentials = options.getCredentials();
        if (credentials == null) {
            return false;
        }
        try {
            Method refresh = credentials.getClass().getMethod("refresh");
            refresh.setAccessible(true); // a public method of jetcd's package-private AuthCredential
            refresh.invoke(credentials);
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            // A jetcd upgrade that moved this internal shows here first.
            LOG.debug("Could not renew the auth token through jetcd's internals", e);
            return false;
        }
    }

    private static final class BytesMarshaller implements MethodDescriptor.Marshaller<byte[]> {
        @Override
        public InputStream stream(byte[] value) {
            return new ByteArrayInputStream(value);
        }

        @Override
        public byte[] parse(InputStream stream) {
            try {
                return stream.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
