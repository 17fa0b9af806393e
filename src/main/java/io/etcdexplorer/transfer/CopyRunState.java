package io.etcdexplorer.transfer;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Whether "Copy to…" is previewing or copying, and how far it got: a line of text and a fraction. UI thread only. */
final class CopyRunState {

    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper fraction = new ReadOnlyDoubleWrapper();

    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    ReadOnlyDoubleProperty fractionProperty() {
        return fraction.getReadOnlyProperty();
    }

    boolean isBusy() {
        return busy.get();
    }

    /** Work started; its size is unknown until {@link #sized()} (the bar then moves). */
    void begin(String what) {
        busy.set(true);
        text.set(what);
        fraction.set(-1);
    }

    /** The work's size is known: the bar starts at 0. */
    void sized() {
        fraction.set(0);
    }

    /** How far a running copy got. */
    void show(TransferProgress p) {
        if (busy.get()) {
            text.set(CopyTexts.progress(p));
            fraction.set(p.totalKeys() > 0 ? (double) p.keys() / p.totalKeys() : -1);
        }
    }

    void end() {
        busy.set(false);
        text.set("");
        fraction.set(0);
    }
}
