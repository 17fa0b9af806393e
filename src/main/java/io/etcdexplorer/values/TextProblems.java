package io.etcdexplorer.values;

import java.util.Locale;

/**
 * Turns an offset in editor text into the line and column people see, and carries a {@link ValueEditing.Problem}
 * out of the decoders. Positions are only computed once something is wrong, so the decoders' loops stay a plain
 * scan over the characters.
 */
final class TextProblems {

    private TextProblems() {
    }

    /** 1-based line of the offset; lines end at {@code \n} (a {@code \r} before it is part of the line). */
    static int lineAt(String text, int offset) {
        int end = Math.min(Math.max(offset, 0), text.length());
        int line = 1;
        for (int i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) {
            line++;
        }
        return line;
    }

    /** 1-based column of the offset in code points, as {@link InvalidValueException#column()} promises. */
    static int columnAt(String text, int offset) {
        int end = Math.min(Math.max(offset, 0), text.length());
        int lineStart = end == 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1;
        return text.codePointCount(lineStart, end) + 1;
    }

    static ValueEditing.Problem at(String text, int offset, String message) {
        return new ValueEditing.Problem(message, lineAt(text, offset), columnAt(text, offset));
    }

    /**
     * The character at the offset as a message shows it: {@code 'g'} when it can be seen, otherwise its code
     * point and name, since a stray no-break space or control character would be invisible between quotes.
     */
    static String describeChar(String text, int offset) {
        int cp = text.codePointAt(offset);
        if (isVisible(cp)) {
            return "'" + new String(Character.toChars(cp)) + "'";
        }
        String name = Character.getName(cp);
        String code = String.format(Locale.ROOT, "U+%04X", cp);
        return name == null ? code : code + " (" + name.toLowerCase(Locale.ROOT) + ")";
    }

    private static boolean isVisible(int cp) {
        if (cp <= ' ' || Character.isISOControl(cp) || Character.isSpaceChar(cp)) {
            return false;
        }
        int type = Character.getType(cp);
        return type != Character.FORMAT && type != Character.UNASSIGNED && type != Character.PRIVATE_USE
                && type != Character.SURROGATE;
    }

    static InvalidValueException exception(ValueEditing.Problem problem, Throwable cause) {
        return new InvalidValueException(problem.describe(), problem.line(), problem.column(), cause);
    }

    /**
     * Thrown by the decoders instead of {@link InvalidValueException} so that {@link ValueEditing#validate} gets
     * the bare problem and {@link ValueEditing#toBytes} the exception, from one implementation.
     */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final transient ValueEditing.Problem problem;

        Failure(ValueEditing.Problem problem) {
            // No stack trace: this is an expected outcome of checking user input, thrown on every bad keystroke.
            super(problem.message(), null, false, false);
            this.problem = problem;
        }

        ValueEditing.Problem problem() {
            return problem;
        }
    }
}
