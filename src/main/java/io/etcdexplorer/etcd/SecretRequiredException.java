package io.etcdexplorer.etcd;

/**
 * Connecting needs a secret the user has not given (or gave wrongly): the UI asks for it and tries again
 * instead of only showing an error.
 */
public final class SecretRequiredException extends EtcdAccessException {

    /** Which secret: the etcd user's password, or the password of an encrypted key or PKCS#12 bundle. */
    public enum Kind { PASSWORD, KEY_PASSWORD }

    private final Kind kind;

    public SecretRequiredException(Kind kind, String message, String hint, Throwable cause) {
        super(message, hint, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
