package io.etcdexplorer.editor;

import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * What the four operation forms share: the outcome line under the form, whether it reports a failure, the busy
 * flag, and running one request in the background with its failure logged and shown.
 */
abstract class OperationForm {

    final OperationsViewModel ops;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();

    OperationForm(OperationsViewModel ops) {
        this.ops = ops;
    }

    /** The outcome of the last run: a summary, or what went wrong and what to do about it. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True while the message reports a failure or a refused input. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /**
     * The open session, or null with the reason shown. Commands check this themselves although the view disables
     * the buttons: Enter in a field and tests call them directly.
     */
    EtcdSession session(boolean writes) {
        if (busy.get()) {
            return null;
        }
        EtcdSession open = ops.session.get();
        if (open == null) {
            fail("Not connected: connect to a cluster first.");
            return null;
        }
        if (writes && open.isReadOnly()) {
            fail("This connection is read-only: nothing was sent.");
            return null;
        }
        return open;
    }

    /** Runs {@code work} off the UI thread; a failure is logged under {@code line}'s operation and shown. */
    <T> void submit(LogLine line, Callable<T> work, Consumer<T> done) {
        busy.set(true);
        ops.executor.submit(work, result -> {
            busy.set(false);
            done.accept(result);
        }, failure -> {
            busy.set(false);
            ops.log.failed(line.operation, line.command, failure);
            EtcdSession open = ops.session.get();
            fail(EtcdErrors.translate(failure, open == null ? "etcd" : open.settings().endpointsLabel())
                    .describe());
        });
    }

    void succeed(String text) {
        failed.set(false);
        message.set(text);
    }

    void fail(String text) {
        failed.set(true);
        message.set(text);
    }

    /** Shown when a field is invalid; the field itself says what is wrong. */
    void refuseInput() {
        fail("Nothing was sent: correct the field marked in red.");
    }

    /** A lease id the way etcdctl prints and parses it: 16 lowercase hex digits. */
    static String hex(long id) {
        return String.format(Locale.ROOT, "%016x", id);
    }

    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * The operation and etcdctl command a failure is logged with. Mutable because a put with a new lease becomes a
     * different command once the lease is granted, and a failure of the grant is the grant's.
     */
    static final class LogLine {
        private volatile String operation;
        private volatile String command;

        LogLine(String operation, String command) {
            set(operation, command);
        }

        void set(String newOperation, String newCommand) {
            operation = newOperation;
            command = newCommand;
        }

        String command() {
            return command;
        }
    }
}
