package io.etcdexplorer.etcd;

/**
 * A failure explained for a person: {@link #getMessage()} names what went wrong, {@link #hint()} what to do
 * about it. The original exception stays attached for logs, never for the window.
 */
public class EtcdAccessException extends RuntimeException {

    private final String hint;

    public EtcdAccessException(String message, String hint, Throwable cause) {
        super(message, cause);
        this.hint = hint == null ? "" : hint;
    }

    public String hint() {
        return hint;
    }

    /** Message and hint on two lines, ready for a label or a terminal. */
    public String describe() {
        return hint.isEmpty() ? getMessage() : getMessage() + "\n" + hint;
    }
}
