package io.etcdexplorer.etcd;

/**
 * Whose words a fix is told in. The same failure needs a different "what to do" in the window (its check boxes,
 * buttons and dialogs, by their labels) and in the terminal (the command line's flags and variables), so a
 * {@link Fix} is asked for its {@link Advice} in the vocabulary of the place that shows it.
 */
public enum Vocabulary {
    /** The window: names check boxes, buttons and tabs as they are labelled. */
    GUI,
    /** The terminal ({@code doctor} and the other verbs): names flags and environment variables. */
    CLI
}
