package io.etcdexplorer.profiles.store;

/** One saved or imported profile entry that cannot be read; the message says which field and why. */
public final class InvalidProfileException extends Exception {

    public InvalidProfileException(String message) {
        super(message);
    }
}
