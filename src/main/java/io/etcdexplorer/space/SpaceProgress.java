package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** How far the running read got, against the byte cap the user sees and can raise. UI thread only. */
public final class SpaceProgress {

    private static final Messages TEXT = Messages.of(SpaceProgress.class);

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper fraction = new ReadOnlyDoubleWrapper(-1);
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyLongWrapper byteCap = new ReadOnlyLongWrapper(SpaceSource.DEFAULT_BYTE_CAP);
    private final ReadOnlyBooleanWrapper capped = new ReadOnlyBooleanWrapper();

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0 to 1 of the keys (or of the byte cap) read; -1 while unknown (the bar then just moves). */
    public ReadOnlyDoubleProperty fractionProperty() {
        return fraction.getReadOnlyProperty();
    }

    /** "12,345 keys · 40.0 MiB read of the 4.0 GiB cap". */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** The bytes a size breakdown reads at most. */
    public ReadOnlyLongProperty byteCapProperty() {
        return byteCap.getReadOnlyProperty();
    }

    /** True when the last breakdown stopped at the byte cap: raising it reads on. */
    public ReadOnlyBooleanProperty cappedProperty() {
        return capped.getReadOnlyProperty();
    }

    /** The busy flag, for the task that reads. */
    ReadOnlyBooleanWrapper busy() {
        return running;
    }

    void started(String what) {
        fraction.set(-1);
        text.set(TEXT.format("reading", what));
    }

    void progressed(ScanProgress step) {
        double read = step.fraction();
        fraction.set(read > 0 ? read : -1);
        text.set(SpaceTexts.progress(step));
    }

    void finished(boolean atCap) {
        text.set("");
        capped.set(atCap);
    }

    void raiseCap() {
        byteCap.set(byteCap.get() * 4);
    }

    void clear() {
        running.set(false);
        finished(false);
    }
}
