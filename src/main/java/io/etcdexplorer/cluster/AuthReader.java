package io.etcdexplorer.cluster;

import com.google.protobuf.CodedInputStream;
import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.api.AuthGrpc;
import io.etcd.jetcd.api.AuthenticateRequest;
import io.etcd.jetcd.auth.Permission;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.RawGrpc;
import io.etcdexplorer.values.KeyText;
import io.grpc.Status;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

/**
 * Reads and switches etcd authentication. Blocking. etcd 3.5 answers AuthStatus, but once authentication is on
 * only to root: a request without a user gets "user name is empty", another user "permission denied", and both
 * answers can only come from an etcd with authentication on (checked against 3.5.30). 3.4 has no such RPC, so
 * there an Authenticate with a made-up user tells: etcd answers "authentication is not enabled" when it is off and
 * "authentication failed" when it is on (checked against 3.4.23). That costs etcd one warning in its log, so the
 * panel asks only when the Auth section opens or is refreshed, not on every poll.
 */
public final class AuthReader {

    private static final String NOT_ENABLED = "authentication is not enabled";
    private static final String USER_EMPTY = "user name is empty";

    private final EtcdSession session;

    public AuthReader(EtcdSession session) {
        this.session = session;
    }

    public AuthOverview read() {
        boolean enabled = enabled();
        var auth = session.client().getAuthClient();
        try {
            List<AuthOverview.User> users = new ArrayList<>();
            for (String name : session.call(auth.userList()).getUsers()) {
                users.add(new AuthOverview.User(name, session.call(auth.userGet(bytes(name))).getRoles()));
            }
            List<AuthOverview.Role> roles = new ArrayList<>();
            for (String name : session.call(auth.roleList()).getRoles()) {
                roles.add(new AuthOverview.Role(name, session.call(auth.roleGet(bytes(name))).getPermissions()
                        .stream().map(AuthReader::describe).toList()));
            }
            return new AuthOverview(enabled, users, roles, "");
        } catch (EtcdAccessException e) {
            return new AuthOverview(enabled, List.of(), List.of(), "Users and roles could not be listed: "
                    + e.getMessage() + (enabled ? " Once authentication is on, only root may list them." : ""));
        }
    }

    /** True when etcd requires users to authenticate. */
    public boolean enabled() {
        RawGrpc grpc = RawGrpc.of(session.client());
        try {
            byte[] answer = ClusterCalls.await(grpc.unary(RawGrpc.bytesMethod("etcdserverpb.Auth/AuthStatus"),
                    new byte[0], Function.identity()), ClusterCalls.pollTimeout(session), session, null);
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
            ClusterCalls.await(grpc.unary(AuthGrpc.getAuthenticateMethod(), probe, Function.identity()),
                    ClusterCalls.pollTimeout(session), session, null);
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
            throw new EtcdAccessException("etcd sent a malformed AuthStatus answer.", "", e);
        }
    }

    /**
     * Turns authentication on. etcd requires a user named root holding the root role; from then on every client
     * must log in, so a client without credentials (this one too) loses access.
     */
    public void enable() {
        try {
            session.call(session.client().getAuthClient().authEnable());
        } catch (EtcdAccessException e) {
            if (e.getMessage().contains("root user does not exist")
                    || e.getMessage().contains("root user does not have root role")) {
                throw new EtcdAccessException("etcd refuses: " + e.getMessage().replaceFirst("^etcd request "
                        + "failed: ", ""), "Create the root user and give it the root role first: etcdctl user "
                        + "add root, then etcdctl user grant-role root root.", e);
            }
            throw e;
        }
    }

    /** Turns authentication off: from then on anyone who reaches the endpoints can read and write every key. */
    public void disable() {
        session.call(session.client().getAuthClient().authDisable());
    }

    /** A permission as etcdctl role get prints it. */
    static String describe(Permission p) {
        byte[] key = p.getKey().getBytes();
        byte[] end = p.getRangeEnd().getBytes();
        String type = p.getPermType().name();
        if (end.length == 0) {
            return type + " " + KeyText.display(key);
        }
        String range = "[" + KeyText.display(key) + ", " + (Arrays.equals(end, new byte[]{0}) ? "<open ended>"
                : KeyText.display(end)) + ")";
        if (Arrays.equals(end, prefixEnd(key))) {
            return type + " " + range + " (prefix " + KeyText.display(key) + ")";
        }
        return type + " " + range;
    }

    /** The range end etcd uses for "every key starting with {@code key}". */
    static byte[] prefixEnd(byte[] key) {
        byte[] end = Arrays.copyOf(key, key.length);
        for (int i = end.length - 1; i >= 0; i--) {
            if (end[i] != (byte) 0xff) {
                end[i]++;
                return Arrays.copyOf(end, i + 1);
            }
        }
        return new byte[]{0};
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
