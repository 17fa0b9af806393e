package io.etcdexplorer.profiles;

/**
 * The view model needs a secret from the user before it can connect. The view shows a prompt and answers with
 * {@link SessionViewModel#provideSecrets} or {@link SessionViewModel#cancelSecretRequest}.
 *
 * @param reason   why it is asked, e.g. "Authentication failed: check the password"
 * @param sshSecret the label of the SSH secret asked for ("SSH key passphrase", "SSH password"), or null
 */
public record SecretRequest(ConnectionEntry entry, boolean password, boolean keyPassword, String reason,
                            boolean canRemember, String rememberWhere, String sshSecret) {

    public SecretRequest(ConnectionEntry entry, boolean password, boolean keyPassword, String reason,
                         boolean canRemember, String rememberWhere) {
        this(entry, password, keyPassword, reason, canRemember, rememberWhere, null);
    }
}
