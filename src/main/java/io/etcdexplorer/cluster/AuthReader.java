package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.admin.AuthAdmin;
import io.etcdexplorer.etcd.admin.RolePermission;
import io.etcdexplorer.values.KeyText;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads and switches etcd authentication, for the Auth section. Blocking. Telling whether authentication is on
 * costs etcd 3.4 one warning in its log (see {@link AuthAdmin#enabled}), so the panel asks only when the section
 * opens or is refreshed, not on every poll.
 */
final class AuthReader {

    private static final Messages TEXT = Messages.of(AuthReader.class);

    private final EtcdSession session;
    private final AuthAdmin auth;

    public AuthReader(EtcdSession session) {
        this.session = session;
        this.auth = new AuthAdmin(session);
    }

    public AuthOverview read() {
        boolean enabled = enabled();
        try {
            List<AuthOverview.User> users = new ArrayList<>();
            for (String name : auth.userNames()) {
                users.add(new AuthOverview.User(name, auth.rolesOf(name)));
            }
            List<AuthOverview.Role> roles = new ArrayList<>();
            for (String name : auth.roleNames()) {
                roles.add(new AuthOverview.Role(name, auth.permissionsOf(name).stream().map(AuthReader::describe)
                        .toList()));
            }
            return new AuthOverview(enabled, users, roles, "");
        } catch (EtcdAccessException e) {
            return new AuthOverview(enabled, List.of(), List.of(), TEXT.format("auth.listFailed", e.getMessage())
                    + (enabled ? " " + TEXT.get("auth.listOnlyRoot") : ""));
        }
    }

    /** True when etcd requires users to authenticate. */
    public boolean enabled() {
        return auth.enabled(ClusterCalls.pollTimeout(session));
    }

    /**
     * Turns authentication on. etcd requires a user named root holding the root role; from then on every client
     * must log in, so a client without credentials (this one too) loses access.
     */
    public void enable() {
        try {
            auth.enable();
        } catch (EtcdAccessException e) {
            if (e.getMessage().contains("root user does not exist")
                    || e.getMessage().contains("root user does not have root role")) {
                throw new EtcdAccessException(TEXT.format("auth.refused", e.getMessage().replaceFirst("^etcd request "
                        + "failed: ", "")), TEXT.get("auth.refusedFix"), e);
            }
            throw e;
        }
    }

    /** Turns authentication off: from then on anyone who reaches the endpoints can read and write every key. */
    public void disable() {
        auth.disable();
    }

    /** A permission as etcdctl role get prints it. */
    static String describe(RolePermission p) {
        byte[] key = p.key();
        byte[] end = p.rangeEnd();
        String type = p.type();
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
}
