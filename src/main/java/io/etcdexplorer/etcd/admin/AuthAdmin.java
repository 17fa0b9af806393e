package io.etcdexplorer.etcd.admin;

import com.google.protobuf.CodedInputStream;
import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.api.AuthGrpc;
import io.etcd.jetcd.api.AuthenticateRequest;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.RawGrpc;
import io.etcdexplorer.i18n.Messages;
import io.grpc.Status;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

/**
 * etcd's users, roles and the authentication switch. Blocking: call off the UI thread.
 *
 * <p>Whether authentication is on: etcd 3.5 answers AuthStatus, but once authentication is on only to root: a
 * request without a user gets "user name is empty", another user "permission denied", and both answers can only
 * come from an etcd with authentication on (checked against 3.5.30). 3.4 has no such RPC, so there an Authenticate
 * with a made-up user tells: etcd answers "authentication is not enabled" when it is off and "authentication
 * failed" when it is on (checked against 3.4.23). That costs etcd one warning in its log, so ask only when needed.
 */
public final class AuthAdmin {

    private static final Messages TEXT = Messages.of(AuthAdmin.class);
    private static final String NOT_ENABLED = "authentication is not enabled";
    private static final String USER_EMPTY = "user name is empty";

    private final EtcdSession session;

    public AuthAdmin(EtcdSession session) {
        this.session = session;
    }

    /** True when etcd requires users to authenticate; each probe waits at most {@code timeout}. */
    public boolean enabled(Duration timeout) {
        RawGrpc grpc = RawGrpc.of(session.client());
        try {
            byte[] answer = new Pending<>(grpc.unary(RawGrpc.bytesMethod("etcdserverpb.Auth/AuthStatus"),
                    new byte[0], Function.identity()), session, null).await(timeout);
            return authStatusEnabled(answer);
        } catch (EtcdAccessException e) {
            Status status = Status.fromThrowable(e);
            if (status.getCode() == Status.Code.PERMISSION_DENIED
                    || String.valueOf(status.getDescription()).contains(USER_EMPTY)) {
                return true;
            }
            if (status.getCode() != Status.Code.UNIMPLEMENTED) {
                throw e;
            }
        }
        AuthenticateRequest probe = AuthenticateRequest.newBuilder()
                .setName("etcd-explorer-auth-probe-" + UUID.randomUUID())
                .setPassword(UUID.randomUUID().toString()).build();
        try {
            new Pending<>(grpc.unary(AuthGrpc.getAuthenticateMethod(), probe, Function.identity()), session, null)
                    .await(timeout);
            return true; // a user by that name exists, with that password: auth is certainly on
        } catch (EtcdAccessException e) {
            String said = String.valueOf(Status.fromThrowable(e).getDescription());
            if (said.contains(NOT_ENABLED)) {
                return false;
            }
            if (said.contains("authentication failed")) {
                return true;
            }
            throw e;
        }
    }

    /** AuthStatusResponse { ResponseHeader header = 1; bool enabled = 2; uint64 authRevision = 3; }. */
    static boolean authStatusEnabled(byte[] bytes) {
        try {
            CodedInputStream in = CodedInputStream.newInstance(bytes);
            boolean enabled = false;
            for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                if (tag >>> 3 == 2) {
                    enabled = in.readBool();
                } else {
                    in.skipField(tag);
                }
            }
            return enabled;
        } catch (IOException e) {
            throw new EtcdAccessException(TEXT.get("authStatus.malformed"), TEXT.get("authStatus.malformed.fix"), e);
        }
    }

    public List<String> userNames() {
        return session.call(session.client().getAuthClient().userList()).getUsers();
    }

    public List<String> rolesOf(String user) {
        return session.call(session.client().getAuthClient().userGet(bytes(user))).getRoles();
    }

    public List<String> roleNames() {
        return session.call(session.client().getAuthClient().roleList()).getRoles();
    }

    public List<RolePermission> permissionsOf(String role) {
        return session.call(session.client().getAuthClient().roleGet(bytes(role))).getPermissions().stream()
                .map(p -> new RolePermission(p.getPermType().name(), p.getKey().getBytes(),
                        p.getRangeEnd().getBytes())).toList();
    }

    /**
     * Turns authentication on. etcd requires a user named root holding the root role; from then on every client
     * must log in, so a client without credentials (this one too) loses access.
     */
    public void enable() {
        session.call(session.client().getAuthClient().authEnable());
    }

    /** Turns authentication off: from then on anyone who reaches the endpoints can read and write every key. */
    public void disable() {
        session.call(session.client().getAuthClient().authDisable());
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
