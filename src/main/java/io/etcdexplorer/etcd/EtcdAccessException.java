package io.etcdexplorer.etcd;

/**
 * A failure explained for a person: {@link #getMessage()} names what went wrong, {@link #fix()} what to do about
 * it (in the words of the window or of the terminal, with its commands), and {@link #hop()} where on the way to
 * etcd it happened. The original exception stays attached for logs, never for the window.
 */
public class EtcdAccessException extends RuntimeException {

    private final Hop hop;
    private final Fix fix;

    public EtcdAccessException(String message, String hint, Throwable cause) {
        this(Hop.ETCD, message, hint, cause);
    }

    /** Message and hint never carry a URL's password: they end up in the window, the doctor and the log. */
    public EtcdAccessException(Hop hop, String message, String hint, Throwable cause) {
        this(hop, message, Fix.words(hint), cause);
    }

    /** A failure whose fix has commands, or names a setting differently in the window and in the terminal. */
    public EtcdAccessException(Hop hop, String message, Fix fix, Throwable cause) {
        super(MaskedUrls.mask(message), cause);
        this.hop = hop == null ? Hop.ETCD : hop;
        this.fix = fix == null ? Fix.NONE : fix;
    }

    /** What to do, in the window's words. */
    public String hint() {
        return hint(Vocabulary.GUI);
    }

    /** What to do, in {@code words}, commands in backquotes. */
    public String hint(Vocabulary words) {
        return advice(words).text();
    }

    /** What to do, in {@code words}, with its commands; never shows a URL's password. */
    public Advice advice(Vocabulary words) {
        Advice advice = fix.in(words);
        return advice == null ? Advice.NONE : advice.masked();
    }

    /** The fix as written, for an explanation that wraps this one and keeps its advice. */
    public Fix fix() {
        return fix;
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
        EtcdAccessException moved = new EtcdAccessException(other, getMessage(), fix, getCause());
        moved.setStackTrace(getStackTrace());
        return moved;
    }

    /** Message and hint on two lines, ready for a label or a terminal. */
    public String describe() {
        return describe(Vocabulary.GUI);
    }

    /** The same in {@code words}. */
    public String describe(Vocabulary words) {
        String hint = hint(words);
        return hint.isEmpty() ? getMessage() : getMessage() + "\n" + hint;
    }
}
