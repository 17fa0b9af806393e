package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;

import java.io.IOException;
import java.nio.file.Path;
import java.security.PublicKey;

/**
 * The SSH host presented a key that known_hosts does not know yet (the first connection to it). The UI shows the
 * fingerprint, asks "trust this host?", and on yes calls {@link #trust()} and connects again.
 */
public final class UnknownHostKeyException extends EtcdAccessException {

    private final String host;
    private final int port;
    private final transient PublicKey key;
    private final Path knownHosts;

    UnknownHostKeyException(String host, int port, PublicKey key, Path knownHosts) {
        super(Hop.HOST_KEY, HostKeyCheck.TEXT.format("hostKey.unknown", KnownHosts.pattern(host, port),
                        KnownHosts.typeName(key), KnownHosts.fingerprint(key)),
                HostKeyAdvice.unknown(host, port, key, knownHosts), null);
        this.host = host;
        this.port = port;
        this.key = key;
        this.knownHosts = knownHosts;
    }

    public String host() {
        return host;
    }

    public int port() {
        return port;
    }

    /** As known_hosts names it, e.g. {@code ssh-ed25519}. */
    public String keyType() {
        return org.apache.sshd.common.config.keys.KeyUtils.getKeyType(key);
    }

    /** {@code SHA256:<base64, no padding>}, exactly as {@code ssh-keygen -l -E sha256} prints it. */
    public String fingerprint() {
        return KnownHosts.fingerprint(key);
    }

    public PublicKey key() {
        return key;
    }

    public Path knownHostsFile() {
        return knownHosts;
    }

    /**
     * Adds the key to the known_hosts file (creating it, and {@code ~/.ssh}, readable by the user only), so that
     * the next connection to this host and port succeeds.
     *
     * @throws EtcdAccessException when the file cannot be written
     */
    public void trust() {
        try {
            new KnownHosts(knownHosts).trust(host, port, key);
        } catch (IOException e) {
            throw new EtcdAccessException(Hop.HOST_KEY, HostKeyCheck.TEXT.format("hostKey.cannotTrust",
                    String.valueOf(knownHosts), e.getMessage()), HostKeyCheck.TEXT.get("hostKey.cannotTrust.fix"), e);
        }
    }
}
