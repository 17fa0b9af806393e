package io.etcdexplorer.etcd.ops;

import com.google.protobuf.CodedInputStream;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.api.KVGrpc;
import io.etcd.jetcd.api.ResponseHeader;
import io.etcd.jetcd.impl.AbstractResponse;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.grpc.CallCredentials;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Sends etcd RPCs on the jetcd client's own gRPC channel, for what jetcd 0.8.5 cannot express: put's
 * {@code ignore_value}/{@code ignore_lease}, LEASE compares (its rpc.proto predates them) and LeaseLeases (no
 * method at all). Going through jetcd's channel and stub settings keeps everything the connection set up: TLS,
 * the auth token, the read-only guard (a channel interceptor). Namespacing is not included; {@link KvProtos} adds
 * it.
 *
 * <p>jetcd does not expose its channel, so this reads the client's private {@code connectionManager} and calls
 * its package-private {@code newStub}, and renews an expired token through its {@code AuthCredential} as jetcd's
 * own calls do. The tests fail loudly if a jetcd upgrade moves any of these.
 */
final class RawGrpc {

    private static final String LEASE_LEASES = "etcdserverpb.Lease/LeaseLeases";

    private final Channel channel;
    private final CallOptions options;

    private RawGrpc(Channel channel, CallOptions options) {
        this.channel = channel;
        this.options = options;
    }

    static RawGrpc of(Client client) {
        try {
            Field field = client.getClass().getDeclaredField("connectionManager");
            field.setAccessible(true);
            Object manager = field.get(client);
            Method newStub = manager.getClass().getDeclaredMethod("newStub", Function.class);
            newStub.setAccessible(true);
            Function<Channel, KVGrpc.KVStub> factory = KVGrpc::newStub;
            KVGrpc.KVStub stub = (KVGrpc.KVStub) newStub.invoke(manager, factory);
            return new RawGrpc(stub.getChannel(), stub.getCallOptions());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new EtcdAccessException("This build's jetcd (" + client.getClass().getName()
                    + ") does not give access to its gRPC channel.",
                    "etcd-explorer needs jetcd 0.8.x; update RawGrpc for the jetcd version in pom.xml.", e);
        }
    }

    /**
     * One unary call whose answer {@code map} turns into the returned future's value. Mapping here rather than
     * with {@code thenApply} keeps cancellation working: cancelling the returned future (the session does on a
     * timeout) cancels the RPC.
     */
    <Q, R, T> CompletableFuture<T> unary(MethodDescriptor<Q, R> method, Q request, Function<R, T> map) {
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
            return false;
        }
    }

    /** The lease ids LeaseLeases returns, with the header, as a jetcd response so the session can await it. */
    static final class LeasesResponse extends AbstractResponse<List<Long>> {
        LeasesResponse(List<Long> ids, ResponseHeader header) {
            super(ids, header);
        }

        List<Long> ids() {
            return getResponse();
        }
    }

    CompletableFuture<LeasesResponse> leases() {
        return unary(LEASES_METHOD, new byte[0], RawGrpc::parseLeases);
    }

    /** LeaseLeasesRequest has no fields, so its encoding is empty; the response is decoded by hand below. */
    private static final MethodDescriptor<byte[], byte[]> LEASES_METHOD = MethodDescriptor.<byte[], byte[]>newBuilder()
            .setType(MethodDescriptor.MethodType.UNARY)
            .setFullMethodName(LEASE_LEASES)
            .setRequestMarshaller(new BytesMarshaller())
            .setResponseMarshaller(new BytesMarshaller())
            .build();

    /**
     * LeaseLeasesResponse { ResponseHeader header = 1; repeated LeaseStatus leases = 2; }, where
     * LeaseStatus { int64 ID = 1; }.
     */
    static LeasesResponse parseLeases(byte[] bytes) {
        try {
            CodedInputStream in = CodedInputStream.newInstance(bytes);
            ResponseHeader header = ResponseHeader.getDefaultInstance();
            List<Long> ids = new ArrayList<>();
            for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                switch (tag >>> 3) {
                    case 1 -> header = ResponseHeader.parseFrom(in.readBytes());
                    case 2 -> ids.add(leaseId(in.readBytes().newCodedInput()));
                    default -> in.skipField(tag);
                }
            }
            return new LeasesResponse(List.copyOf(ids), header);
        } catch (IOException e) {
            throw new UncheckedIOException("etcd sent a malformed LeaseLeasesResponse", e);
        }
    }

    private static long leaseId(CodedInputStream in) throws IOException {
        long id = 0;
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            if (tag >>> 3 == 1) {
                id = in.readInt64();
            } else {
                in.skipField(tag);
            }
        }
        return id;
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
