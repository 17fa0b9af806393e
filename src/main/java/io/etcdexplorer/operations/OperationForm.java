package io.etcdexplorer.operations;

import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.oplog.LogEntry;
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

    /** The texts of the whole Operations tab, forms and views alike. */
    static final Messages TEXT = Messages.of(OperationForm.class);

    private final FormContext context;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper commands = new ReadOnlyStringWrapper("");
    /** The commands of the user's current action (a put with a new lease sends two); reset when one starts. */
    private final java.util.List<String> sent = new java.util.ArrayList<>();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    /** The request on its way (one at a time: a busy form sends nothing), dropped by {@link #forgetResults()}. */
    private final Latest runs = new Latest();

    OperationForm(FormContext context) {
        this.context = context;
    }

    /** The services this form runs its requests with. */
    FormContext context() {
        return context;
    }

    /** The outcome of the last run: a summary, or what went wrong and what to do about it. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True while the message reports a failure or a refused input. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /**
     * The etcdctl commands that do what the last run did, one per line (a put with a new lease is a grant and a
     * put); empty when nothing was sent. The playground's point: the same request, from a terminal.
     */
    public ReadOnlyStringProperty commandsProperty() {
        return commands.getReadOnlyProperty();
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
        EtcdSession open = context.session().get();
        if (open == null) {
            commands.set("");
            fail(TEXT.get("notConnected"));
            return null;
        }
        if (writes && open.isReadOnly()) {
            commands.set("");
            fail(TEXT.get("readOnlyNothingSent"));
            return null;
        }
        sent.clear(); // every user action starts here: what the last one sent no longer applies
        commands.set("");
        return open;
    }

    /** Runs {@code work} off the UI thread; a failure is logged under {@code line}'s operation and shown. */
    <T> void submit(LogLine line, Callable<T> work, Consumer<T> done) {
        context.tasks().run(work).latestIn(runs).busy(busy).onSuccess(done).onFailure(failure -> {
            context.log().failed(line.operation, line.command, failure);
            sent(line.command); // it reached etcd, or tried to: the command is worth seeing
            EtcdSession open = context.session().get();
            fail(EtcdErrors.translate(failure, open == null ? "etcd" : open.settings().endpointsLabel())
                    .describe());
        }).start();
    }

    /** Logs a request this form sent and answered; its command joins the form's etcdctl equivalent. */
    LogEntry logged(String operation, String command, io.etcdexplorer.etcd.ops.OpResult result) {
        sent(command);
        return context.log().succeeded(operation, command, result);
    }

    private void sent(String command) {
        sent.add(command);
        commands.set(String.join("\n", sent));
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
        commands.set("");
        fail(TEXT.get("inputRefused"));
    }

    /** Forgets the last run's outcome and commands: another connection opened, they were the previous one's. */
    void forgetResults() {
        runs.invalidate();
        sent.clear();
        commands.set("");
        failed.set(false);
        message.set("");
    }

    /** A lease id the way etcdctl prints and parses it: 16 lowercase hex digits. */
    static String hex(long id) {
        return String.format(Locale.ROOT, "%016x", id);
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
