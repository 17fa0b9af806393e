package io.etcdexplorer.profiles.secrets;

import io.etcdexplorer.i18n.Messages;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Secrets for as long as the app runs; thread-safe. Also the cache in front of every OS keychain. */
public final class MemorySecretStore implements SecretStore {

    private static final Messages TEXT = Messages.of(MemorySecretStore.class);

    private final Map<String, String> secrets = new ConcurrentHashMap<>();

    @Override
    public Optional<String> get(String profileId, String kind) {
        return Optional.ofNullable(secrets.get(SecretCommands.account(profileId, kind)));
    }

    @Override
    public void put(String profileId, String kind, String secret) {
        secrets.put(SecretCommands.account(profileId, kind), secret);
    }

    @Override
    public void delete(String profileId, String kind) {
        secrets.remove(SecretCommands.account(profileId, kind));
    }

    @Override
    public boolean isPersistent() {
        return false;
    }

    @Override
    public String description() {
        return TEXT.get("none");
    }
}
