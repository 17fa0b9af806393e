package io.etcdexplorer.timeline;

/** Markdown quoting for text that may hold any character: keys in table cells, diffs in fenced blocks. */
final class Markdown {

    private Markdown() {
    }

    /**
     * An inline code span that shows {@code text} literally: fenced by more backticks than it holds in a row,
     * padded when it starts or ends with one.
     */
    static String code(String text) {
        String fence = "`".repeat(longestRun(text, '`') + 1);
        boolean pad = text.startsWith("`") || text.endsWith("`") || text.isBlank();
        return fence + (pad ? " " + text + " " : text) + fence;
    }

    /** {@link #code} for a GitHub table cell, where a pipe ends the cell even inside a code span unless escaped. */
    static String cell(String text) {
        return code(text).replace("|", "\\|");
    }

    /** Plain text on one line, with the characters Markdown would read as markup escaped. */
    static String text(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (char c : text.replace('\n', ' ').toCharArray()) {
            if ("\\`*_[]<>|#".indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /** A fenced block that no line of {@code body} can close early. */
    static String fenced(String info, String body) {
        String fence = "`".repeat(Math.max(3, longestRun(body, '`') + 1));
        return fence + info + "\n" + body + (body.endsWith("\n") ? "" : "\n") + fence + "\n";
    }

    private static int longestRun(String text, char c) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            run = text.charAt(i) == c ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return longest;
    }
}
