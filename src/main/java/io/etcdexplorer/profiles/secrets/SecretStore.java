package io.etcdexplorer.profiles.secrets;

import java.util.Optional;

/**
 * Where the secrets of a profile are kept (etcd password, key passphrase, SSH secret), by profile id and kind.
 *
 * <p>Implementations backed by an OS keychain run an external command (at most 5 s each, then it is killed), and
 * {@link #isPersistent()} and {@link #description()} may run a one-time probe: call every method from the
 * background executor, never on the FX thread. A keychain that fails throws {@link SecretStoreException}
 * (unchecked); no implementation puts a secret in an exception message or a log.
 */
public interface SecretStore {

    /** The etcd user's password. */
    String PASSWORD = "password";
    /** The passphrase of an encrypted client key or PKCS#12 bundle. */
    String KEY_PASSWORD = "keyPassword";
    /** The SSH key's passphrase or the SSH password, as the profile's SSH login method says. */
    String SSH_SECRET = "sshSecret";
    /** Every kind a profile can have; a keychain accepts exactly these. */
    java.util.List<String> KINDS = java.util.List.of(PASSWORD, KEY_PASSWORD, SSH_SECRET);

    /** The secret, or empty when none is stored. */
    Optional<String> get(String profileId, String kind);

    /** Stores or replaces the secret. */
    void put(String profileId, String kind, String secret);

    /** Removes the secret; nothing happens when none is stored. */
    void delete(String profileId, String kind);

    /** Whether a stored secret survives a restart of the app. */
    boolean isPersistent();

    /** Where secrets go, for the UI: "macOS Keychain", "Secret Service (secret-tool)", ... */
    String description();
}
