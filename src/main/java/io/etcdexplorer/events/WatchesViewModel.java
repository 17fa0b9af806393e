package io.etcdexplorer.events;

import io.etcdexplorer.status.SessionScoped;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.function.Supplier;

/**
 * Several watches at once, each an {@link EventsViewModel} with its own prefix, buffer and counters, shown as tabs.
 * There is always at least one, so the Events tab never opens empty. A disconnect stops every watch and leaves
 * their events to read; the next connection starts with one fresh tab, since those events were another cluster's.
 */
public final class WatchesViewModel implements SessionScoped {

    private final ObservableList<EventsViewModel> watches = FXCollections.observableArrayList();
    private final ObservableList<EventsViewModel> readOnlyWatches = FXCollections.unmodifiableObservableList(watches);
    private final ObjectProperty<EventsViewModel> selected = new SimpleObjectProperty<>();
    private final Supplier<EventsViewModel> factory;

    public WatchesViewModel(Supplier<EventsViewModel> factory) {
        this.factory = factory;
        add();
    }

    /** The open watches, in tab order. */
    public ObservableList<EventsViewModel> watches() {
        return readOnlyWatches;
    }

    /** The watch whose tab is shown; the view writes it when the user picks a tab. */
    public ObjectProperty<EventsViewModel> selectedProperty() {
        return selected;
    }

    /** Opens a new, idle watch tab and selects it. */
    public EventsViewModel add() {
        EventsViewModel watch = factory.get();
        watches.add(watch);
        selected.set(watch);
        return watch;
    }

    /** Stops the watch and closes its tab; closing the last one leaves a fresh idle tab. */
    public void close(EventsViewModel watch) {
        int at = watches.indexOf(watch);
        if (at < 0) {
            return;
        }
        watch.stop();
        watches.remove(at);
        if (watches.isEmpty()) {
            add();
        } else if (selected.get() == watch) {
            selected.set(watches.get(Math.min(at, watches.size() - 1)));
        }
    }

    /**
     * "Watch this prefix": in the shown tab when it has never watched anything, else in a new tab, so a running
     * watch is never replaced behind the user's back.
     */
    public EventsViewModel watchPrefix(String escapedPrefix) {
        EventsViewModel shown = selected.get();
        EventsViewModel target = shown != null && shown.isUnused() ? shown : add();
        selected.set(target);
        target.watchPrefix(escapedPrefix);
        return target;
    }

    /** On disconnect: every watch stops; their events stay. */
    public void stopAll() {
        List.copyOf(watches).forEach(EventsViewModel::stop);
    }

    @Override
    public void closed() {
        stopAll();
    }

    /** Another connection opened: the old tabs go (their revisions are another cluster's), one fresh tab stays. */
    @Override
    public void opened() {
        stopAll();
        EventsViewModel fresh = factory.get();
        watches.setAll(fresh);
        selected.set(fresh);
    }
}
