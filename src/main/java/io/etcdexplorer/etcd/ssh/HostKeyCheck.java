package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Fix;
import io.etcdexplorer.etcd.Hop;
import org.apache.sshd.client.keyverifier.ServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;

import java.io.IOException;
import java.net.SocketAddress;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Verifies the SSH host's key against known_hosts during the key exchange. MINA only learns yes or no from a
 * verifier; the reason for a no is kept here so that connecting can throw the matching explanation.
 */
final class HostKeyCheck implements ServerKeyVerifier {

    /** The ssh package's texts (host keys, logins, tunnels, remote files). */
    static final Messages TEXT = Messages.of(HostKeyCheck.class);

    private final SshSettings settings;
    private final KnownHosts knownHosts;
    private final AtomicReference<EtcdAccessException> refusal = new AtomicReference<>();

    HostKeyCheck(SshSettings settings) {
        this.settings = settings;
        this.knownHosts = new KnownHosts(settings.knownHosts());
    }

    /**
     * The key types known_hosts has for the host, to ask the host for those first.
     *
     * @throws EtcdAccessException when known_hosts cannot be read: no key could be checked, so nothing connects
     */
    Set<String> knownKeyTypes() {
        try {
            return knownHosts.knownKeyTypes(settings.host(), settings.port());
        } catch (IOException e) {
            throw unreadable(e);
        }
    }

    /** Why the last key was refused, and forgets it; null when none was. */
    EtcdAccessException takeRefusal() {
        return refusal.getAndSet(null);
    }

    @Override
    public boolean verifyServerKey(ClientSession session, SocketAddress remoteAddress, PublicKey key) {
        KnownHosts.Check check;
        try {
            check = knownHosts.check(settings.host(), settings.port(), key);
        } catch (IOException e) {
            // Never "unknown": that would offer to trust a key the file may say has changed.
            refusal.set(unreadable(e));
            return false;
        }
        switch (check.verdict()) {
            case TRUSTED:
                return true;
            case UNKNOWN:
                refusal.set(new UnknownHostKeyException(settings.host(), settings.port(), key, knownHosts.file()));
                return false;
            case REVOKED:
                refusal.set(new EtcdAccessException(Hop.HOST_KEY, TEXT.format("hostKey.revoked",
                        KnownHosts.pattern(settings.host(), settings.port()), KnownHosts.typeName(key),
                        KnownHosts.fingerprint(key), String.valueOf(knownHosts.file()),
                        String.valueOf(check.line().number())), TEXT.get("hostKey.revoked.fix"),
                        null));
                return false;
            default:
                refusal.set(changed(key, check.line()));
                return false;
        }
    }

    private EtcdAccessException unreadable(IOException e) {
        Path file = knownHosts.file();
        String list = "ls -ld " + ShellWords.arg(file.toString());
        String chmod = "chmod u+rw " + ShellWords.arg(file.toString());
        return new EtcdAccessException(Hop.HOST_KEY, TEXT.format("hostKey.unreadable", String.valueOf(file), reason(e),
                KnownHosts.pattern(settings.host(), settings.port())),
                Fix.always(Advice.withCommands(TEXT.format("hostKey.unreadable.fix", String.valueOf(file), list, chmod), list,
                        chmod)), e);
    }

    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return TEXT.get("hostKey.permissionDenied");
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    private EtcdAccessException changed(PublicKey presented, KnownHosts.Line expected) {
        String name = KnownHosts.pattern(settings.host(), settings.port());
        return new EtcdAccessException(Hop.HOST_KEY, TEXT.format("hostKey.changed", name, String.valueOf(knownHosts.file()),
                String.valueOf(expected.number()), KnownHosts.typeName(expected.key()),
                KnownHosts.fingerprint(expected.key()), KnownHosts.typeName(presented),
                KnownHosts.fingerprint(presented)), HostKeyAdvice.changed(settings.host(), settings.port(), knownHosts.file()), null);
    }
}
