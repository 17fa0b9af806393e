package io.etcdexplorer.etcd.ops;

import com.google.protobuf.CodedInputStream;
import io.etcd.jetcd.api.ResponseHeader;
import io.etcd.jetcd.impl.AbstractResponse;
import io.grpc.MethodDescriptor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** etcd's LeaseLeases RPC, which jetcd 0.8.5 has no method for: sent as raw bytes through {@link RawGrpc}. */
final class LeaseLeases {

    /** LeaseLeasesRequest has no fields, so its encoding is empty; the response is decoded by hand below. */
    private static final MethodDescriptor<byte[], byte[]> METHOD =
            RawGrpc.bytesMethod("etcdserverpb.Lease/LeaseLeases");

    private LeaseLeases() {
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

    static CompletableFuture<LeasesResponse> call(RawGrpc grpc) {
        return grpc.unary(METHOD, new byte[0], LeaseLeases::parse);
    }

    /**
     * LeaseLeasesResponse { ResponseHeader header = 1; repeated LeaseStatus leases = 2; }, where
     * LeaseStatus { int64 ID = 1; }.
     */
    static LeasesResponse parse(byte[] bytes) {
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
}
