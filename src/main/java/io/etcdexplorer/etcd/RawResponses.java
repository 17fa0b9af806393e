package io.etcdexplorer.etcd;

import io.etcdexplorer.i18n.Messages;
import io.etcd.jetcd.api.RangeResponse;
import io.etcd.jetcd.impl.AbstractResponse;
import io.etcd.jetcd.kv.GetResponse;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The protobuf message behind a jetcd response. jetcd's {@code getKvs()} copies every key and value into a
 * {@code ByteSequence} (and hashes it); a scan that needs only value sizes reads the message, whose value bytes are
 * never copied. Its keys still carry the session's namespace.
 */
final class RawResponses {

    private static final MethodHandle MESSAGE = accessor();

    private static final Messages TEXT = Messages.of(RawResponses.class);

    private RawResponses() {
    }

    static RangeResponse range(GetResponse response) {
        if (MESSAGE == null) {
            throw unavailable(null);
        }
        try {
            return (RangeResponse) MESSAGE.invoke(response);
        } catch (Throwable e) {
            throw unavailable(e);
        }
    }

    private static EtcdAccessException unavailable(Throwable cause) {
        return new EtcdAccessException(TEXT.get("rawResponses"), TEXT.get("rawResponses.fix"), cause);
    }

    private static MethodHandle accessor() {
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(AbstractResponse.class, MethodHandles.lookup());
            return lookup.findVirtual(AbstractResponse.class, "getResponse", MethodType.methodType(Object.class));
        } catch (ReflectiveOperationException | RuntimeException hidden) {
            return null;
        }
    }
}
