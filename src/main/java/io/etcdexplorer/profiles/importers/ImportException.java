package io.etcdexplorer.profiles.importers;

/**
 * The pasted text holds nothing a connection can be made from, or cannot be read at all. The message is meant for
 * the user as is: it says what was expected or where the text is broken.
 */
public class ImportException extends Exception {

    private final int line;
    private final int column;

    public ImportException(String message) {
        this(message, 0, 0);
    }

    public ImportException(String message, int line, int column) {
        super(message);
        this.line = line;
        this.column = column;
    }

    /** 1-based line of the problem in the pasted text, or 0 when it is not about one place. */
    public int line() {
        return line;
    }

    /** 1-based column of the problem, or 0 when it is not about one place. */
    public int column() {
        return column;
    }
}
