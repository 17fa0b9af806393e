package io.etcdexplorer.profiles;

/**
 * Why a connection is about to close, which is what the question about the editor's unsaved text names. An enum
 * rather than a word to put into the question: each language words the whole sentence its own way.
 */
public enum Leaving {
    /** The window closes (its X, Ctrl+Q, the system). */
    QUIT,
    /** The app starts again, for a new language. */
    RESTART,
    /** Disconnect, from the toolbar or the connection list. */
    DISCONNECT,
    /** The workspace's tab is closed. */
    CLOSE_TAB,
    /** The playground is reset to its seeded keys. */
    RESET_PLAYGROUND
}
