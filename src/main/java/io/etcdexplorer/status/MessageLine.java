package io.etcdexplorer.status;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;

/**
 * A status, error or hint line that belongs to what it talks about: it empties itself as soon as one of its
 * subjects changes (another key opened, the text edited, a conflict shown), so an outcome never stands beside a
 * later one it does not describe. The owner sets it like any string property; a line set after the change stays.
 */
public final class MessageLine extends ReadOnlyStringWrapper {

    private final String empty;

    /** {@code empty} is what the line holds when it says nothing: "" or null, as its view expects. */
    public MessageLine(String empty) {
        super(empty);
        this.empty = empty;
    }

    /** Empties the line whenever any of {@code subjects} changes value. */
    public MessageLine about(ObservableValue<?>... subjects) {
        for (ObservableValue<?> subject : subjects) {
            follow(subject);
        }
        return this;
    }

    public void clear() {
        set(empty);
    }

    private <T> void follow(ObservableValue<T> subject) {
        // A change listener, not an invalidation one: it fires on every change even when nobody reads the value.
        subject.addListener((obs, old, now) -> clear());
    }
}
