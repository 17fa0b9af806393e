package io.etcdexplorer.etcd;

/**
 * Connecting needs a secret the user has not given (or gave wrongly): the UI asks for it and tries again
 * instead of only showing an error.
 */
public final class SecretRequiredException extends EtcdAccessException {

    /**
     * Which secret: the etcd user's password, the password of an encrypted key or PKCS#12 bundle, the passphrase
     * of an encrypted SSH key, or the SSH user's password.
     */
    public enum Kind {
        PASSWORD(Hop.ETCD_AUTH), KEY_PASSWORD(Hop.TLS), SSH_PASSPHRASE(Hop.SSH_AUTH), SSH_PASSWORD(Hop.SSH_AUTH);

        private final Hop hop;

        Kind(Hop hop) {
            this.hop = hop;
        }

        public Hop hop() {
            return hop;
        }
    }

    private final Kind kind;

    public SecretRequiredException(Kind kind, String message, String hint, Throwable cause) {
        this(kind, message, Fix.words(hint), cause);
    }

    /** The same with a fix that the window and the terminal word differently (a dialog asks; a variable gives). */
    public SecretRequiredException(Kind kind, String message, Fix fix, Throwable cause) {
        super(kind.hop(), message, fix, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
