package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The live event panel: a watch on a prefix whose events fill a bounded buffer, a filtered list of them, and
 * counters. The key tree follows the cluster through its own watch ({@link LiveTreeViewModel}), not through this
 * panel: a panel may replay history from an old revision, which must never reach the tree.
 *
 * <p>Threading: everything here runs on the UI thread; {@link EventFeed} hands the watch's events over in slices,
 * one UI task per pulse at most.
 */
public final class EventsViewModel {

    /** How many seconds of events/s the sparkline history keeps. */
    public static final int HISTORY_SECONDS = EventRate.HISTORY_SECONDS;

    // Properties
    private final ShownEvents shown;
    private final EventFilter filter = new EventFilter(this::refilter);
    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper();
    private final StringProperty prefixText = new SimpleStringProperty("");
    private final BooleanProperty exportSecretValues = new SimpleBooleanProperty(false);
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper();

    private final Tasks tasks;
    private final EventCounters counters;
    private final EventBuffer buffer;
    private final DiffText texts;
    private final EventWatch watch;
    private final EventSelection selection;

    public EventsViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, DiffText texts) {
        this(executor, session, texts, EventBuffer.DEFAULT_CAPACITY, System::nanoTime);
    }

    /** With its own Kubernetes decoder (tests, the benchmark). */
    public EventsViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session) {
        this(executor, session, new DiffText(new KubeDecoder(new KubeSchemas())));
    }

    EventsViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, int capacity,
                    LongSupplier nanoClock) {
        this(executor, session, new DiffText(new KubeDecoder(new KubeSchemas())), capacity, nanoClock);
    }

    private EventsViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, DiffText texts, int capacity,
                            LongSupplier nanoClock) {
        this.tasks = new Tasks(executor);
        this.texts = texts;
        this.counters = new EventCounters(nanoClock);
        this.buffer = new EventBuffer(capacity);
        this.shown = new ShownEvents(capacity);
        this.watch = new EventWatch(executor, session, notice::set, this::apply);
        this.selection = new EventSelection(tasks, texts, notice::set);
        counters.reset(false, 0, 0);
    }

    // Properties

    /** The buffered events that pass the filters, oldest first; frozen while paused. */
    public ObservableList<WatchEvent> shown() {
        return shown;
    }

    /** "Include Secret values" for the next export; off by default, so a Secret's values are masked. */
    public BooleanProperty exportSecretValuesProperty() {
        return exportSecretValues;
    }

    /** Shows only events whose key (display form) contains this text; empty shows all. */
    public StringProperty filterProperty() {
        return filter.textProperty();
    }

    /** Shows only events of this type; null shows all. */
    public ObjectProperty<WatchEvent.Type> typeFilterProperty() {
        return filter.typeProperty();
    }

    /** The event selected in the table; the view writes it. */
    public ObjectProperty<WatchEvent> selectedProperty() {
        return selection.selectedProperty();
    }

    /** After a reconnect: how many, the last one's cause, and that nothing was lost. */
    public ReadOnlyStringProperty bridgedProperty() {
        return watch.bridgedProperty();
    }

    /** True for the first event shown after a reconnect: the table marks the gap the watch bridged there. */
    public boolean isFirstAfterReconnect(WatchEvent event) {
        return watch.isFirstAfterReconnect(event);
    }

    /** What this watch is on, for its tab: "All keys", the prefix, or "New watch" before the first one. */
    public ReadOnlyStringProperty titleProperty() {
        return watch.titleProperty();
    }

    public ReadOnlyStringProperty stateProperty() {
        return watch.stateProperty();
    }

    public ReadOnlyBooleanProperty watchingProperty() {
        return watch.watchingProperty();
    }

    public ReadOnlyBooleanProperty pausedProperty() {
        return paused.getReadOnlyProperty();
    }

    /** Events received since the watch started or the last clear. */
    public ReadOnlyLongProperty receivedProperty() {
        return counters.receivedProperty();
    }

    public ReadOnlyIntegerProperty shownCountProperty() {
        return counters.shownProperty();
    }

    /** Events pushed out of the buffer by newer ones. */
    public ReadOnlyLongProperty droppedProperty() {
        return counters.droppedProperty();
    }

    /** Events received while paused, not yet shown. */
    public ReadOnlyLongProperty pendingProperty() {
        return counters.pendingProperty();
    }

    /** Events received in the last whole second. */
    public ReadOnlyDoubleProperty eventsPerSecondProperty() {
        return counters.perSecondProperty();
    }

    /**
     * Events received in each of the last {@value #HISTORY_SECONDS} whole seconds, oldest first (always that long;
     * seconds before the first event count 0). A fresh array, replaced at most once a second (when a second ends);
     * do not modify it.
     */
    public ReadOnlyObjectProperty<int[]> rateHistoryProperty() {
        return counters.historyProperty();
    }

    /** The prefix field's text (display form); {@link #watchPrefix} sets it. */
    public StringProperty prefixProperty() {
        return prefixText;
    }

    /** The counters as one line, for the status label. */
    public ReadOnlyStringProperty countersTextProperty() {
        return counters.textProperty();
    }

    /** Set when the watch stopped because its start revision was compacted; null otherwise. */
    public ReadOnlyStringProperty compactionBannerProperty() {
        return watch.compactionBannerProperty();
    }

    /** The selected event's previous and new value, decoded and diffed; null when nothing is selected. */
    public ReadOnlyObjectProperty<EventComparison> comparisonProperty() {
        return selection.comparisonProperty();
    }

    /** The prefix this panel watches or last watched (display form); empty for the whole keyspace. */
    public String watchedPrefix() {
        return watch.watchedPrefix();
    }

    /** The outcome of the last export, or a problem with the watch request. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public int capacity() {
        return buffer.capacity();
    }

    // Commands

    /**
     * Watches keys under {@code escapedPrefix} (the display form, see {@link KeyText#parse}; empty = the whole
     * keyspace) from {@code fromRevision}, or from now when it is 0. Replaces any running watch.
     */
    public void watch(String escapedPrefix, long fromRevision) {
        watch.watch(escapedPrefix, fromRevision);
    }

    /** True when this panel has never watched anything (a fresh tab "Watch this prefix" may reuse). */
    public boolean isUnused() {
        return watch.neverStarted() && buffer.size() == 0;
    }

    /** Puts {@code escapedPrefix} in the prefix field and watches it from now ("Watch this prefix"). */
    public void watchPrefix(String escapedPrefix) {
        prefixText.set(escapedPrefix == null ? "" : escapedPrefix);
        watch(prefixText.get(), 0);
    }

    /** Stops the watch; the events received stay. */
    public void stop() {
        watch.stop();
    }

    /** Keeps receiving and counting, but the list stops changing until {@link #resume()}. */
    public void pause() {
        paused.set(true);
    }

    public void resume() {
        if (paused.get()) {
            paused.set(false);
            refilter();
        }
    }

    /** Forgets the received events and resets the counters; a running watch keeps running. */
    public void clear() {
        watch.dropQueued();
        buffer.clear();
        shown.clear();
        selection.selectedProperty().set(null);
        counters.reset(paused.get(), shown.size(), buffer.dropped());
    }

    /**
     * Writes the shown events as JSON lines (etcdctl watch -w json field names), off the UI thread, atomically and
     * owner-only. Secret values are masked unless {@link #exportSecretValuesProperty()} is ticked; the file name then
     * says so ({@link EventsExport#target}).
     */
    public void exportTo(Path file) {
        List<WatchEvent> events = List.copyOf(shown);
        boolean withSecrets = exportSecretValues.get();
        tasks.run(() -> new EventsExport(texts.decoder()).write(events, file, withSecrets))
                .onSuccess(written -> notice.set(written.notice()))
                .onFailure(failure -> notice.set(Messages.of(EventsViewModel.class).format("exportFailed",
                        failure.getMessage()))).start();
    }

    /** After a compaction stopped the watch: watches the same prefix again from the oldest revision etcd has. */
    public void resync() {
        watch.resync();
    }

    /** Called about once a second by the view, so the rate drops to 0 when events stop coming. */
    public void tick() {
        counters.tick(paused.get(), shown.size(), buffer.dropped());
    }

    // Internals

    /** On the UI thread: a slice of new events from the feed. */
    private void apply(List<WatchEvent> fresh) {
        buffer.add(fresh);
        if (!paused.get()) {
            shown.append(fresh.stream().filter(filter).toList());
        }
        counters.arrived(fresh.size(), paused.get(), shown.size(), buffer.dropped());
    }

    private void refilter() {
        if (paused.get()) {
            return;
        }
        WatchEvent keep = selection.selectedProperty().get();
        shown.replaceWith(buffer.snapshot().stream().filter(filter).toList());
        if (keep != null && !shown.contains(keep)) {
            selection.selectedProperty().set(null);
        }
        counters.refiltered(shown.size(), buffer.dropped());
    }
}
