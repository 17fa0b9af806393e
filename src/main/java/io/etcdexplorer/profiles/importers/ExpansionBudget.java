package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
/**
 * How far variable expansion may go. Expanding is what a shell does, and a shell happily runs 27 lines of
 * {@code export Vn=$V(n-1)$V(n-1)} out of memory; no connection setting is longer than a few KiB, so the import
 * stops long before that and says why.
 */
final class ExpansionBudget {

    private static final Messages TEXT = Messages.of(ExpansionBudget.class);

    /** The longest a word may grow by expanding variables. */
    static final int MAX_WORD_CHARS = 64 * 1024;
    /** All expansions of a text together, so that many long-but-allowed words cannot add up either. */
    static final int MAX_TOTAL_CHARS = 1024 * 1024;

    private long spent;

    /**
     * Counts a variable's value about to be put into a word.
     *
     * @param wordLength how long the word already is
     * @throws Exceeded when the word or the text as a whole would grow past its limit
     */
    void charge(int wordLength, int valueLength, String reference, ShellWord word, int line) {
        spent += valueLength;
        if ((long) wordLength + valueLength > MAX_WORD_CHARS) {
            throw new Exceeded(TEXT.format("error.wordTooLong", ConnectionImporter.size(MAX_WORD_CHARS),
                    DraftBuilder.shorten(word.raw()), String.valueOf(line), reference));
        }
        if (spent > MAX_TOTAL_CHARS) {
            throw new Exceeded(TEXT.format("error.textTooLong", ConnectionImporter.size(MAX_TOTAL_CHARS),
                    String.valueOf(line)));
        }
    }

    /** Unchecked, to leave the word streams that expand; {@link ShellScript#parse} reports it. */
    static final class Exceeded extends RuntimeException {
        Exceeded(String message) {
            super(message, null, false, false);
        }
    }
}
