package io.etcdexplorer.txn;

import io.etcdexplorer.etcd.ops.CompareOp;
import io.etcdexplorer.etcd.ops.CompareTarget;
import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One editable compare of the transaction builder, as typed: {@code target(key) op operand}. The key uses the
 * tree's escapes ({@code \xNN}); the operand is text for VALUE, a whole number for VERSION/CREATE/MOD and a hex
 * lease id for LEASE. {@link TxnRows} turns it into a request or says what is wrong.
 */
public final class TxnCompareRow {

    private final StringProperty key = new SimpleStringProperty("");
    private final ObjectProperty<CompareTarget> target = new SimpleObjectProperty<>(CompareTarget.MOD);
    private final ObjectProperty<CompareOp> op = new SimpleObjectProperty<>(CompareOp.EQUAL);
    private final StringProperty operand = new SimpleStringProperty("");

    public TxnCompareRow() {
    }

    public TxnCompareRow(String key, CompareTarget target, CompareOp op, String operand) {
        this.key.set(key);
        this.target.set(target);
        this.op.set(op);
        this.operand.set(operand);
    }

    public StringProperty keyProperty() {
        return key;
    }

    public ObjectProperty<CompareTarget> targetProperty() {
        return target;
    }

    public ObjectProperty<CompareOp> opProperty() {
        return op;
    }

    public StringProperty operandProperty() {
        return operand;
    }

    /** What the builder's list watches, so the preview follows every keystroke. */
    Observable[] observables() {
        return new Observable[]{key, target, op, operand};
    }
}
