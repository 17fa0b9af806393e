package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/**
 * What the panel's sections share: the outcome line of the last command, whether it reports a failure, the busy
 * flag, and running a command off the UI thread with its etcdctl equivalent in the Log tab.
 */
abstract class ClusterSection {

    private static final Messages TEXT = Messages.of(ClusterSection.class);

    private final ClusterContext cluster;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    /** The command on its way (one at a time: a busy section starts none), dropped when the session changes. */
    private final Latest commands = new Latest();

    ClusterSection(ClusterContext cluster) {
        this.cluster = cluster;
    }

    /** The services and the session this section's commands run with. */
    ClusterContext cluster() {
        return cluster;
    }

    /** The outcome of the last command: what changed, or what went wrong and what to do about it. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** A new session (or none): what was shown belonged to the old one. */
    void reset() {
        commands.invalidate();
        message.set("");
        failed.set(false);
        busy.set(false);
    }

    /**
     * The session for a command that changes the cluster, or null with the reason shown. Commands check this
     * themselves although the view disables their buttons: tests and key presses call them directly.
     */
    EtcdSession forChange() {
        EtcdSession open = busy.get() ? null : cluster.session().get();
        if (open == null) {
            fail(TEXT.get(busy.get() ? "busy" : "notConnectedFix"));
            return null;
        }
        if (open.isReadOnly()) {
            fail(ClusterViewModel.readOnlyText());
            return null;
        }
        return open;
    }

    /** Runs {@code work} off the UI thread; a failure is logged under {@code operation} and shown. */
    <T> void run(String operation, String command, Callable<T> work, Consumer<T> done) {
        cluster.tasks().run(work).latestIn(commands).busy(busy).onSuccess(done).onFailure(failure -> {
            if (command != null) {
                cluster.log().failed(operation, command, failure);
            }
            fail(failure);
        }).start();
    }

    void say(String text) {
        failed.set(false);
        message.set(text);
    }

    void fail(String text) {
        failed.set(true);
        message.set(text);
    }

    void fail(Throwable failure) {
        if (failure instanceof CancellationException) {
            say(failure.getMessage() == null ? TEXT.get("cancelled") : failure.getMessage());
            return;
        }
        EtcdSession open = cluster.session().get();
        fail(EtcdErrors.translate(failure, open == null ? "etcd" : open.settings().endpointsLabel()).describe());
    }

    boolean confirm(String title, String text) {
        return cluster.confirmations().confirm(title, text);
    }

    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return String.format(io.etcdexplorer.i18n.Locales.current(), "%.1f KiB", bytes / 1024.0);
        }
        if (bytes < 1024L * 1024 * 1024) {
            return String.format(io.etcdexplorer.i18n.Locales.current(), "%.1f MiB", bytes / (1024.0 * 1024));
        }
        return String.format(io.etcdexplorer.i18n.Locales.current(), "%.2f GiB", bytes / (1024.0 * 1024 * 1024));
    }
}
