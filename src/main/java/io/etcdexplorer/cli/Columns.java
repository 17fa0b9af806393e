package io.etcdexplorer.cli;

/**
 * Pads table cells by the columns a terminal draws, not by chars: a Japanese or Chinese header takes two columns a
 * character, and padding it by its length would push every column after it out of line.
 */
final class Columns {

    private Columns() {
    }

    /** {@code text} followed by spaces up to {@code width} columns. */
    static String padEnd(String text, int width) {
        return text + " ".repeat(Math.max(0, width - width(text)));
    }

    /** Spaces up to {@code width} columns, then {@code text}. */
    static String padStart(String text, int width) {
        return " ".repeat(Math.max(0, width - width(text))) + text;
    }

    /** The columns {@code text} takes in a terminal: two for East Asian wide characters, one for others. */
    static int width(String text) {
        int columns = 0;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            columns += wide(c) ? 2 : 1;
            i += Character.charCount(c);
        }
        return columns;
    }

    private static boolean wide(int c) {
        return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
                || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
                || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
    }
}
