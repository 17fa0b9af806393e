package io.etcdexplorer.profiles.secrets;

/**
 * A keychain that failed: its tool is missing, timed out, or refused. Unchecked, as keychain work runs in
 * fire-and-forget background jobs; the message never holds a secret and is fit to show to the user.
 */
public final class SecretStoreException extends RuntimeException {

    public SecretStoreException(String message) {
        super(message);
    }

    public SecretStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
