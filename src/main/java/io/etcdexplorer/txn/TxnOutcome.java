package io.etcdexplorer.txn;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.WritableBooleanValue;

import static io.etcdexplorer.txn.TxnViewModel.TEXT;

/**
 * The last run of the transaction as the builder shows it: whether one is running, which branch ran (or why none
 * did), and each response. Owned by {@link TxnViewModel}; {@link TxnRun} reports through these methods.
 */
final class TxnOutcome {

    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper outcome = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper("");

    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    ReadOnlyStringProperty outcomeProperty() {
        return outcome.getReadOnlyProperty();
    }

    ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    boolean isBusy() {
        return busy.get();
    }

    /** Held true by the run while it is on its way (see {@code TaskBuilder.busy}). */
    WritableBooleanValue busyFlag() {
        return busy;
    }

    /** A run was sent and has not answered yet. */
    void running() {
        outcome.set(TEXT.get("running"));
        result.set("");
    }

    /** The run ended (or never started): {@code what} happened, {@code details} below it. */
    void show(String what, String details) {
        outcome.set(what);
        result.set(details);
    }

    void clear() {
        outcome.set("");
        result.set("");
    }
}
