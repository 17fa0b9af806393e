package io.etcdexplorer.status;

import io.etcdexplorer.etcd.MaskedUrls;
import io.etcdexplorer.etcd.ResponseHeader;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the status bar and the problem banner show: the header of the last response, the current activity and the
 * last problem. Every feature reports here instead of owning its own bar.
 */
public final class StatusViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(StatusViewModel.class);

    // Properties
    private final ReadOnlyObjectWrapper<ResponseHeader> header = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper activity = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper busyCount = new ReadOnlyIntegerWrapper();
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper connection = new ReadOnlyStringWrapper(
            io.etcdexplorer.i18n.Messages.of(StatusViewModel.class).get("notConnected"));
    private final BooleanBinding busy = busyCount.greaterThan(0);
    /** The problem the last attempt to reach a cluster raised, while it may still show: the next attempt takes it. */
    private Problem raisedByAttempt;

    public ReadOnlyObjectProperty<ResponseHeader> headerProperty() {
        return header.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty activityProperty() {
        return activity.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty connectionProperty() {
        return connection.getReadOnlyProperty();
    }

    public BooleanBinding busyBinding() {
        return busy;
    }

    public BooleanBinding hasProblem() {
        return Bindings.isNotNull(problem);
    }

    // Commands

    public void showHeader(ResponseHeader value) {
        header.set(value);
    }

    public void clearHeader() {
        header.set(null);
    }

    /** The status line never shows a URL's password, whatever the caller passes. */
    public void setConnection(String text) {
        connection.set(MaskedUrls.mask(text));
    }

    /** Marks the start of a slow operation; the returned handle ends it. */
    public Runnable begin(String what) {
        busyCount.set(busyCount.get() + 1);
        activity.set(MaskedUrls.mask(what));
        boolean[] ended = {false};
        return () -> {
            if (!ended[0]) {
                ended[0] = true;
                busyCount.set(busyCount.get() - 1);
            }
        };
    }

    public void say(String text) {
        activity.set(MaskedUrls.mask(text));
    }

    /** Shows {@code value} in the banner, and writes it to the log at WARN (already masked, see {@link Problem}). */
    public void report(Problem value) {
        if (value != null) {
            LOG.warn("{}{}", value.message(), value.hint().isEmpty() ? "" : " (" + value.hint() + ")");
        }
        problem.set(value);
    }

    /** Shows {@code value} (or nothing) in the banner without logging it: it was logged where it was reported. */
    public void show(Problem value) {
        problem.set(value);
    }

    public void dismissProblem() {
        problem.set(null);
    }

    /** Takes {@code value} down if the banner still shows it (a copy of another status's problem, now outdated). */
    public void withdraw(Problem value) {
        if (value != null && problem.get() == value) {
            problem.set(null);
        }
    }

    /**
     * A new attempt to reach a cluster starts (connect, connection test, node import): the banner the previous
     * attempt raised goes, since it no longer describes what the user is doing. Other problems stay.
     */
    public void attemptStarted() {
        withdraw(raisedByAttempt);
        raisedByAttempt = null;
    }

    /** An attempt to reach a cluster failed: shown and logged like {@link #report}, until the next attempt starts. */
    public void reportAttempt(Problem value) {
        report(value);
        raisedByAttempt = value;
    }
}
