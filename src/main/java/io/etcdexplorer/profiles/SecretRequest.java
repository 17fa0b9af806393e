package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.profiles.secrets.SecretStore;

/**
 * The view model needs a secret from the user before it can connect. The view shows a prompt and answers with
 * {@link SessionViewModel#provideSecrets} or {@link SessionViewModel#cancelSecretRequest}.
 *
 * @param reason   why it is asked, e.g. "Authentication failed: check the password"
 * @param sshSecret the label of the SSH secret asked for ("SSH key passphrase", "SSH password"), or null
 */
public record SecretRequest(ConnectionEntry entry, boolean password, boolean keyPassword, String reason,
                            boolean canRemember, String rememberWhere, String sshSecret) {

    private static final Messages TEXT = Messages.of(SecretRequest.class);

    public SecretRequest(ConnectionEntry entry, boolean password, boolean keyPassword, String reason,
                         boolean canRemember, String rememberWhere) {
        this(entry, password, keyPassword, reason, canRemember, rememberWhere, null);
    }

    /** What to ask for after {@code needed}; remembering is offered for a saved profile with a real keychain. */
    static SecretRequest of(ConnectionEntry entry, SecretRequiredException needed, SecretStore keychain) {
        SecretRequiredException.Kind asked = needed.kind();
        boolean password = asked == SecretRequiredException.Kind.PASSWORD;
        boolean ssh = asked == SecretRequiredException.Kind.SSH_PASSPHRASE
                || asked == SecretRequiredException.Kind.SSH_PASSWORD;
        String reason = needed.hint().isEmpty() ? needed.getMessage() : needed.describe();
        String sshLabel = !ssh ? null
                : TEXT.get(asked == SecretRequiredException.Kind.SSH_PASSWORD ? "secret.sshPassword"
                        : "secret.sshPassphrase");
        return new SecretRequest(entry, password, !password && !ssh, reason,
                entry.kind() == ConnectionEntry.Kind.SAVED && keychain.isPersistent(), keychain.description(),
                sshLabel);
    }

    /** The keychain's name for the secret asked ({@link SecretStore#PASSWORD}, ...). */
    String asked() {
        return password ? SecretStore.PASSWORD : sshSecret != null ? SecretStore.SSH_SECRET : SecretStore.KEY_PASSWORD;
    }
}
