package io.etcdexplorer.etcd;

/**
 * What to do about a failure, produced for the vocabulary of the place that shows it: the code that explains a
 * failure writes one fix, and a switch over {@link Vocabulary} where the window and the terminal need different
 * words (a check box there, a flag here). Most fixes read the same everywhere: {@link #always}.
 */
@FunctionalInterface
public interface Fix {

    /** No advice at all. */
    Fix NONE = always(Advice.NONE);

    /** The advice in {@code words}. */
    Advice in(Vocabulary words);

    /** The same advice wherever it is shown. */
    static Fix always(Advice advice) {
        Advice fixed = advice == null ? Advice.NONE : advice;
        return words -> fixed;
    }

    /** Plain words, with no command to offer for copying. */
    static Fix words(String text) {
        return always(Advice.of(text));
    }
}
