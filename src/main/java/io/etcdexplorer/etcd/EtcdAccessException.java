package io.etcdexplorer.etcd;

/**
 * A failure explained for a person: {@link #getMessage()} names what went wrong, {@link #hint()} what to do
 * about it, and {@link #hop()} where on the way to etcd it happened. The original exception stays attached for
 * logs, never for the window.
 */
public class EtcdAccessException extends RuntimeException {

    private final Hop hop;
    private final String hint;

    public EtcdAccessException(String message, String hint, Throwable cause) {
        this(Hop.ETCD, message, hint, cause);
    }

    /** Message and hint never carry a URL's password: they end up in the window, the doctor and the log. */
    public EtcdAccessException(Hop hop, String message, String hint, Throwable cause) {
        super(MaskedUrls.mask(message), cause);
        this.hop = hop == null ? Hop.ETCD : hop;
        this.hint = hint == null ? "" : MaskedUrls.mask(hint);
    }

    public String hint() {
        return hint;
    }

    /** Where it failed; {@link Hop#ETCD} unless the failure is known to be about another hop. */
    public Hop hop() {
        return hop;
    }

    /**
     * The same explanation at {@code other}, for failures raised by code shared between hops (a certificate file
     * is a TLS problem, but a remote file problem when it came from the SSH host). Subclasses carry more than
     * words (a secret to ask for, a host key to trust) and keep their own hop.
     */
    public EtcdAccessException atHop(Hop other) {
        if (other == hop || getClass() != EtcdAccessException.class) {
            return this;
        }
        EtcdAccessException moved = new EtcdAccessException(other, getMessage(), hint, getCause());
        moved.setStackTrace(getStackTrace());
        return moved;
    }

    /** Message and hint on two lines, ready for a label or a terminal. */
    public String describe() {
        return hint.isEmpty() ? getMessage() : getMessage() + "\n" + hint;
    }
}
