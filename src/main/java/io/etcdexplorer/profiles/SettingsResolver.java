package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.profiles.secrets.SecretStoreException;
import io.etcdexplorer.etcd.ssh.SshSettings;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.etcdexplorer.profiles.secrets.SecretStore.KEY_PASSWORD;
import static io.etcdexplorer.profiles.secrets.SecretStore.PASSWORD;
import static io.etcdexplorer.profiles.secrets.SecretStore.KINDS;
import static io.etcdexplorer.profiles.secrets.SecretStore.SSH_SECRET;

/**
 * Turns a connection entry and the secrets known so far into the settings to connect with: starts the playground,
 * fills secrets from the keychain, and says which secret is still missing. Blocking: off the UI thread only.
 */
final class SettingsResolver {

    private static final Messages TEXT = Messages.of(SettingsResolver.class);

    private final Playground playground;
    private final SecretStore keychain;
    private final Path knownHosts;

    /** {@code knownHosts} is the file that vouches for SSH hosts; null means ~/.ssh/known_hosts, as for ssh. */
    SettingsResolver(Playground playground, SecretStore keychain, Path knownHosts) {
        this.playground = playground;
        this.keychain = keychain;
        this.knownHosts = knownHosts;
    }

    /** {@code secrets} gains what the keychain had; the caller remembers them once connected. */
    ConnectionSettings settings(ConnectionEntry entry, Map<String, String> secrets) throws Exception {
        return switch (entry.kind()) {
            case PLAYGROUND -> ConnectionSettings.plain(List.of(playground.start()));
            case SAVED -> saved(entry.profile(), secrets);
            case COMMAND_LINE, SNAPSHOT -> entry.settings().toBuilder()
                    .password(secrets.getOrDefault(PASSWORD, entry.settings().password()))
                    .keyPassword(secrets.getOrDefault(KEY_PASSWORD, entry.settings().keyPassword()))
                    .ssh(withSshSecret(entry.settings().ssh(), secrets.get(SSH_SECRET))).build();
        };
    }

    private ConnectionSettings saved(ConnectionProfile profile, Map<String, String> secrets) {
        String keychainTrouble = null;
        if (keychain.isPersistent()) {
            for (String kind : KINDS) {
                try {
                    if (!secrets.containsKey(kind)) {
                        keychain.get(profile.id(), kind).ifPresent(secret -> secrets.put(kind, secret));
                    }
                } catch (SecretStoreException e) {
                    // A locked or broken keychain must not stop the connection: the user can still type it.
                    keychainTrouble = e.getMessage();
                }
            }
        }
        if (profile.hasUser() && !secrets.containsKey(PASSWORD)) {
            throw new SecretRequiredException(SecretRequiredException.Kind.PASSWORD,
                    keychainTrouble == null ? TEXT.format("secret.enterPassword", profile.user())
                            : TEXT.format("secret.enterPasswordKeychain", profile.user(), keychainTrouble),
                    "", null);
        }
        ConnectionSettings settings = profile.toSettings(secrets.get(PASSWORD), secrets.get(KEY_PASSWORD),
                secrets.get(SSH_SECRET));
        return knownHosts == null || settings.ssh() == null ? settings
                : settings.toBuilder().ssh(settings.ssh().toBuilder().knownHosts(knownHosts).build()).build();
    }

    /** A typed SSH secret is the key's passphrase or the password, as the login method says. */
    private static SshSettings withSshSecret(SshSettings ssh, String secret) {
        if (ssh == null || secret == null) {
            return ssh;
        }
        return ssh.auth() == SshSettings.Auth.PASSWORD ? ssh.toBuilder().password(secret).build()
                : ssh.toBuilder().passphrase(secret).build();
    }
}
