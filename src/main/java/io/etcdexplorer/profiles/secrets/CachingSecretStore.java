package io.etcdexplorer.profiles.secrets;

import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The store the app uses: memory in front of an OS keychain, or memory alone when there is none. A secret read
 * or entered once is not asked of the keychain again while the app runs, which saves a process start per connect.
 *
 * <p>Run every method on the background executor: the keychain behind may run a command (see {@link SecretStore}).
 */
public final class CachingSecretStore implements SecretStore {

    private static final Logger LOG = LoggerFactory.getLogger(CachingSecretStore.class);

    private static final List<String> KINDS = List.of(PASSWORD, KEY_PASSWORD);

    private final MemorySecretStore memory = new MemorySecretStore();
    private final SecretStore persistent;

    /** @param persistent the OS keychain, or null for memory only */
    public CachingSecretStore(SecretStore persistent) {
        this.persistent = persistent;
    }

    /**
     * The secret from memory, else from the keychain. A keychain that fails to answer (locked, access denied,
     * timed out) counts as holding nothing: the user is then asked, which is what they would have to do anyway.
     */
    @Override
    public Optional<String> get(String profileId, String kind) {
        Optional<String> cached = memory.get(profileId, kind);
        if (cached.isPresent() || !isPersistent()) {
            return cached;
        }
        Optional<String> stored;
        try {
            stored = persistent.get(profileId, kind);
        } catch (SecretStoreException e) {
            // The message never holds the secret (SecretStoreException's contract).
            LOG.debug("The keychain could not be read; the secret will be asked for", e);
            return Optional.empty();
        }
        stored.ifPresent(secret -> memory.put(profileId, kind, secret));
        return stored;
    }

    /**
     * Keeps the secret for this session and in the keychain. If the keychain fails, the secret is still kept for
     * this session and the SecretStoreException tells the user it will be asked for again next time.
     */
    @Override
    public void put(String profileId, String kind, String secret) {
        memory.put(profileId, kind, secret);
        if (isPersistent()) {
            persistent.put(profileId, kind, secret);
        }
    }

    /** Keeps the secret for this session only, for a profile that does not remember its secrets. */
    public void cache(String profileId, String kind, String secret) {
        memory.put(profileId, kind, secret);
    }

    @Override
    public void delete(String profileId, String kind) {
        memory.delete(profileId, kind);
        if (isPersistent()) {
            persistent.delete(profileId, kind);
        }
    }

    /** Removes both secrets of a profile everywhere, e.g. when the profile is deleted. */
    public void forget(String profileId) {
        for (String kind : KINDS) {
            delete(profileId, kind);
        }
    }

    /** Removes both secrets from the keychain but keeps them for this session, when "remember" is turned off. */
    public void forgetPersistent(String profileId) {
        if (isPersistent()) {
            for (String kind : KINDS) {
                persistent.delete(profileId, kind);
            }
        }
    }

    @Override
    public boolean isPersistent() {
        return persistent != null && persistent.isPersistent();
    }

    /** The keychain's name, or {@link SecretStores.noKeychain()} when secrets are kept in memory only. */
    @Override
    public String description() {
        return isPersistent() ? persistent.description() : SecretStores.noKeychain();
    }
}
