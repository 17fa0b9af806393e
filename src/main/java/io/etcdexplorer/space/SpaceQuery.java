package io.etcdexplorer.space;

import io.etcdexplorer.values.KeyText;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableLongValue;

/**
 * What the user asks the space tab for: sizes or churn, of which prefix, cut how, and churn's two revisions, as
 * typed. {@link #read} turns it into a request or says what is wrong with it.
 */
public final class SpaceQuery {

    private final ObjectProperty<SpaceMode> mode = new SimpleObjectProperty<>(SpaceMode.SIZES);
    private final ObjectProperty<SpaceGrouping> grouping = new SimpleObjectProperty<>(SpaceGrouping.PREFIX);
    private final StringProperty prefix = new SimpleStringProperty("");
    private final StringProperty fromRevision = new SimpleStringProperty("");
    private final StringProperty toRevision = new SimpleStringProperty("");
    private final ObservableLongValue oldest;
    private final ObservableLongValue current;

    /** {@code oldest} and {@code current}: the history etcd keeps, what empty revisions A and B mean. */
    SpaceQuery(ObservableLongValue oldest, ObservableLongValue current) {
        this.oldest = oldest;
        this.current = current;
    }

    /** One checked request: the prefix's bytes, and churn's revisions (null for sizes). */
    record Request(SpaceMode mode, SpaceGrouping grouping, byte[] prefix, String shownPrefix, ChurnRange range) {
    }

    public ObjectProperty<SpaceMode> modeProperty() {
        return mode;
    }

    public ObjectProperty<SpaceGrouping> groupingProperty() {
        return grouping;
    }

    /** The prefix to analyse, as keys are shown (escaped); empty for the whole keyspace. */
    public StringProperty prefixProperty() {
        return prefix;
    }

    /** Churn's revision A as typed; empty: the oldest revision kept. */
    public StringProperty fromRevisionProperty() {
        return fromRevision;
    }

    /** Churn's revision B as typed; empty: now. */
    public StringProperty toRevisionProperty() {
        return toRevision;
    }

    /** The oldest revision kept: an empty revision A. */
    public ObservableLongValue oldestRevision() {
        return oldest;
    }

    /** The cluster's revision: an empty revision B. */
    public ObservableLongValue currentRevision() {
        return current;
    }

    /** The request as typed, checked against the history kept. */
    Request read() throws InvalidQuery {
        String shown = prefix.get() == null ? "" : prefix.get().strip();
        byte[] bytes;
        try {
            bytes = KeyText.parse(shown);
        } catch (IllegalArgumentException badEscape) {
            throw new InvalidQuery(SpaceTexts.TEXT.format("badPrefix", badEscape.getMessage()));
        }
        ChurnRange range = mode.get() == SpaceMode.CHURN
                ? ChurnRange.parse(fromRevision.get(), toRevision.get(), oldest.get(), current.get()) : null;
        return new Request(mode.get(), grouping.get(), bytes, shown, range);
    }
}
