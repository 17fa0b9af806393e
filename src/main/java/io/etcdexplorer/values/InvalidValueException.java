package io.etcdexplorer.values;

/** A value could not be rendered in the requested format; the message is meant to be shown to the user. */
public class InvalidValueException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;

    /** A problem with no position in the text, e.g. "the value is binary". */
    public InvalidValueException(String message) {
        this(message, 0, 0, null);
    }

    /**
     * @param line   1-based line of the problem, or 0 when unknown
     * @param column 1-based column (in characters) of the problem, or 0 when unknown
     */
    public InvalidValueException(String message, int line, int column, Throwable cause) {
        super(message, cause);
        this.line = line;
        this.column = column;
    }

    /** 1-based line of the problem, or 0 when unknown; lets an editor put the caret there. */
    public int line() {
        return line;
    }

    /** 1-based column in characters (code points) of the problem, or 0 when unknown. */
    public int column() {
        return column;
    }
}
