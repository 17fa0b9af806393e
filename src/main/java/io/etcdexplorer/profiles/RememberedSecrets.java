package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;

import java.util.HashMap;
import java.util.Map;

/**
 * The secrets the user gave in this run, by profile id (or entry name for the command line), and the keychain that
 * keeps them across runs when asked to. Keychain writes run in the background. UI thread only.
 */
final class RememberedSecrets {

    private static final Messages TEXT = Messages.of(RememberedSecrets.class);

    private final Map<String, Map<String, String>> given = new HashMap<>();
    private final SecretStore keychain;
    private final BackgroundExecutor executor;
    private final Tasks tasks;
    private final StatusViewModel status;

    RememberedSecrets(SecretStore keychain, BackgroundExecutor executor, StatusViewModel status) {
        this.keychain = keychain;
        this.executor = executor;
        this.tasks = new Tasks(executor, status);
        this.status = status;
    }

    /** What is known for {@code entry} now: a copy, safe to hand to a background thread. */
    Map<String, String> known(ConnectionEntry entry) {
        return Map.copyOf(given.getOrDefault(key(entry), Map.of()));
    }

    /** What is known for {@code profile} now (a copy). */
    Map<String, String> known(ConnectionProfile profile) {
        return Map.copyOf(given.getOrDefault(profile.id(), Map.of()));
    }

    /** Secrets a connection used (maybe read from the keychain on the way): they are known from now on. */
    void used(ConnectionEntry entry, Map<String, String> secrets) {
        given.computeIfAbsent(key(entry), k -> new HashMap<>()).putAll(secrets);
    }

    /** Secrets typed at a prompt for {@code entry}; kept in the keychain too when {@code remember} is ticked. */
    void typed(ConnectionEntry entry, Map<String, String> typed, boolean remember) {
        Map<String, String> secrets = given.computeIfAbsent(key(entry), k -> new HashMap<>());
        typed.forEach((kind, secret) -> putIfGiven(secrets, kind, secret));
        ConnectionProfile profile = entry.profile();
        if (remember && profile != null && keychain.isPersistent()) {
            Map<String, String> copy = Map.copyOf(secrets);
            keepInKeychain(() -> copy.forEach((kind, secret) -> keychain.put(profile.id(), kind, secret)));
        }
    }

    /** The profile editor's secrets: in memory, and in the keychain or out of it as the profile says. */
    void store(ConnectionProfile profile, Map<String, String> typed) {
        Map<String, String> secrets = given.computeIfAbsent(profile.id(), k -> new HashMap<>());
        typed.forEach((kind, secret) -> putIfGiven(secrets, kind, secret));
        Map<String, String> copy = Map.copyOf(secrets);
        boolean remember = profile.rememberSecrets() && keychain.isPersistent();
        keepInKeychain(() -> {
            for (String kind : SecretStore.KINDS) {
                if (remember && copy.containsKey(kind)) {
                    keychain.put(profile.id(), kind, copy.get(kind));
                } else if (!remember) {
                    keychain.delete(profile.id(), kind);
                }
            }
        });
    }

    /** A secret etcd or SSH refused: it is not tried again, from memory or from the keychain. */
    void refused(ConnectionEntry entry, String kind) {
        Map<String, String> secrets = given.get(key(entry));
        if (secrets != null) {
            secrets.remove(kind);
        }
        if (entry.profile() != null && keychain.isPersistent()) {
            String id = entry.profile().id();
            executor.runQuietly(() -> keychain.delete(id, kind));
        }
    }

    /** Forgets a profile's secrets, in memory and in the keychain. */
    void forget(ConnectionProfile profile) {
        given.remove(profile.id());
        executor.runQuietly(() -> SecretStore.KINDS.forEach(k -> keychain.delete(profile.id(), k)));
    }

    /**
     * A failure is reported, not swallowed: the user ticked "remember" and must learn that the next start will ask
     * again. The message never holds the secret (SecretStoreException's contract).
     */
    private void keepInKeychain(Runnable work) {
        tasks.run(() -> {
            work.run();
            return null;
        }).onFailure(failure -> status.report(Problem.of(TEXT.format("secret.keychainUpdateFailed",
                keychain.description(), failure.getMessage()), TEXT.get("secret.keychainUpdateFailedFix"))))
                .start();
    }

    private static String key(ConnectionEntry entry) {
        return entry.profile() != null ? entry.profile().id() : entry.kind() + ":" + entry.name();
    }

    private static void putIfGiven(Map<String, String> secrets, String kind, String value) {
        if (value != null && !value.isEmpty()) {
            secrets.put(kind, value);
        }
    }


    /** The secrets typed in a dialog, by kind (blank ones are skipped when kept). */
    static Map<String, String> typed(String password, String keyPassword, String sshSecret) {
        Map<String, String> typed = new HashMap<>();
        typed.put(SecretStore.PASSWORD, password);
        typed.put(SecretStore.KEY_PASSWORD, keyPassword);
        typed.put(SecretStore.SSH_SECRET, sshSecret);
        return typed;
    }
}
