package io.etcdexplorer.etcd.ops;

import com.google.protobuf.CodedInputStream;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Asks etcd which release it runs, so that what the app shows "as etcdctl prints it" matches the etcdctl that goes
 * with that cluster ({@link EtcdctlFlavor}). One Maintenance/Status on the session's own channel: no member is
 * dialled separately. Blocking.
 */
public final class ServerVersion {

    private ServerVersion() {
    }

    /** The version of the member that answered, e.g. "3.5.30". */
    public static String of(EtcdSession session) {
        CompletableFuture<byte[]> call = RawGrpc.of(session.client()).unary(
                RawGrpc.bytesMethod("etcdserverpb.Maintenance/Status"), new byte[0], Function.identity());
        try {
            return parse(session.waitFor(call, session.settings().dialTimeout()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            call.cancel(true);
            throw EtcdErrors.translate(e, session.settings().endpointsLabel());
        } catch (Exception e) {
            call.cancel(true);
            throw EtcdErrors.translate(e, session.settings().endpointsLabel());
        }
    }

    /** StatusResponse { ResponseHeader header = 1; string version = 2; ... }. */
    static String parse(byte[] bytes) throws IOException {
        CodedInputStream in = CodedInputStream.newInstance(bytes);
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            if (tag >>> 3 == 2) {
                return in.readString();
            }
            in.skipField(tag);
        }
        return "";
    }
}
