package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.etcd.watch.WatchListener;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live event panel: a watch on a prefix whose events fill a bounded buffer, a filtered list of them, and
 * counters. The key tree follows the cluster through its own watch ({@link LiveTreeViewModel}), not through this
 * panel: a panel may replay history from an old revision, which must never reach the tree.
 *
 * <p>Threading: everything here runs on the UI thread; {@link EventFeed} hands the watch's events over in slices,
 * one UI task per pulse at most.
 */
public final class EventsViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(EventsViewModel.class);

    /** How many seconds of events/s the sparkline history keeps. */
    public static final int HISTORY_SECONDS = EventRate.HISTORY_SECONDS;

    // Properties
    private final ShownEvents shown;
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObjectProperty<WatchEvent.Type> typeFilter = new SimpleObjectProperty<>();
    private final ObjectProperty<WatchEvent> selected = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper("Not watching");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("New watch");
    private final ReadOnlyStringWrapper bridged = new ReadOnlyStringWrapper("");
    /** Revisions of the first event after each reconnect, so the table can mark where a gap was bridged. */
    private final java.util.Set<Long> resumedAt = new java.util.HashSet<>();
    private int reconnects;
    private final ReadOnlyBooleanWrapper watching = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper();
    private final ReadOnlyLongWrapper received = new ReadOnlyLongWrapper();
    private final ReadOnlyIntegerWrapper shownCount = new ReadOnlyIntegerWrapper();
    private final ReadOnlyLongWrapper dropped = new ReadOnlyLongWrapper();
    private final ReadOnlyLongWrapper pending = new ReadOnlyLongWrapper();
    private final StringProperty prefixText = new SimpleStringProperty("");
    private final BooleanProperty exportSecretValues = new SimpleBooleanProperty(false);
    private final ReadOnlyStringWrapper countersText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper compactionBanner = new ReadOnlyStringWrapper();
    private final ReadOnlyObjectWrapper<EventComparison> comparison = new ReadOnlyObjectWrapper<>();
    /** Bumped per selection, so a slow comparison of an earlier selection is dropped. */
    private long comparisonSeq;
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper();

    private final BackgroundExecutor executor;
    private final Supplier<EtcdSession> session;
    private final EventRate rate;
    private final EventBuffer buffer;
    private final DiffText texts;

    private final EventFeed feed;
    private String watchedPrefix = "";
    private long resyncRevision;

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
        this.executor = executor;
        this.session = session;
        this.texts = texts;
        this.rate = new EventRate(nanoClock);
        this.buffer = new EventBuffer(capacity);
        this.shown = new ShownEvents(capacity);
        this.feed = new EventFeed(executor, new FeedSink());
        filter.addListener((obs, old, now) -> refilter());
        typeFilter.addListener((obs, old, now) -> refilter());
        selected.addListener((obs, old, event) -> showSelected(event));
        updateCounters();
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
        return filter;
    }

    /** Shows only events of this type; null shows all. */
    public ObjectProperty<WatchEvent.Type> typeFilterProperty() {
        return typeFilter;
    }

    /** The event selected in the table; the view writes it. */
    public ObjectProperty<WatchEvent> selectedProperty() {
        return selected;
    }

    /** After a reconnect: how many, the last one's cause, and that nothing was lost. */
    public ReadOnlyStringProperty bridgedProperty() {
        return bridged.getReadOnlyProperty();
    }

    /** True for the first event shown after a reconnect: the table marks the gap the watch bridged there. */
    public boolean isFirstAfterReconnect(WatchEvent event) {
        return resumedAt.contains(event.revision());
    }

    /** What this watch is on, for its tab: "All keys", the prefix, or "New watch" before the first one. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty watchingProperty() {
        return watching.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty pausedProperty() {
        return paused.getReadOnlyProperty();
    }

    /** Events received since the watch started or the last clear. */
    public ReadOnlyLongProperty receivedProperty() {
        return received.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty shownCountProperty() {
        return shownCount.getReadOnlyProperty();
    }

    /** Events pushed out of the buffer by newer ones. */
    public ReadOnlyLongProperty droppedProperty() {
        return dropped.getReadOnlyProperty();
    }

    /** Events received while paused, not yet shown. */
    public ReadOnlyLongProperty pendingProperty() {
        return pending.getReadOnlyProperty();
    }

    /** Events received in the last whole second. */
    public ReadOnlyDoubleProperty eventsPerSecondProperty() {
        return rate.perSecondProperty();
    }

    /**
     * Events received in each of the last {@value #HISTORY_SECONDS} whole seconds, oldest first (always that long;
     * seconds before the first event count 0). A fresh array, replaced at most once a second (when a second ends);
     * do not modify it.
     */
    public ReadOnlyObjectProperty<int[]> rateHistoryProperty() {
        return rate.historyProperty();
    }

    /** The prefix field's text (display form); {@link #watchPrefix} sets it. */
    public StringProperty prefixProperty() {
        return prefixText;
    }

    /** The counters as one line, for the status label. */
    public ReadOnlyStringProperty countersTextProperty() {
        return countersText.getReadOnlyProperty();
    }

    /** Set when the watch stopped because its start revision was compacted; null otherwise. */
    public ReadOnlyStringProperty compactionBannerProperty() {
        return compactionBanner.getReadOnlyProperty();
    }

    /** The selected event's previous and new value, decoded and diffed; null when nothing is selected. */
    public ReadOnlyObjectProperty<EventComparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    /** The prefix this panel watches or last watched (display form); empty for the whole keyspace. */
    public String watchedPrefix() {
        return watchedPrefix;
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
        EtcdSession open = session.get();
        if (open == null) {
            notice.set("Connect to a cluster first.");
            return;
        }
        byte[] prefix;
        try {
            prefix = KeyText.parse(escapedPrefix == null ? "" : escapedPrefix);
        } catch (IllegalArgumentException badPrefix) {
            notice.set("Prefix: " + badPrefix.getMessage());
            return;
        }
        if (fromRevision < 0) {
            notice.set("The revision must be 0 (now) or positive.");
            return;
        }
        watchedPrefix = escapedPrefix == null ? "" : escapedPrefix;
        title.set(watchedPrefix.isEmpty() ? "All keys" : watchedPrefix);
        compactionBanner.set(null);
        notice.set(null);
        watching.set(true);
        try {
            feed.start(open, prefix, fromRevision); // what an earlier watch delivered is kept
        } catch (RuntimeException failure) {
            LOG.warn("The watch on {} could not start: {}", title.get(), failure.getMessage(), failure);
            watching.set(false);
            state.set("Failed: " + failure.getMessage());
        }
    }

    /** True when this panel has never watched anything (a fresh tab "Watch this prefix" may reuse). */
    public boolean isUnused() {
        return !feed.isRunning() && buffer.size() == 0 && "New watch".equals(title.get());
    }

    /** Puts {@code escapedPrefix} in the prefix field and watches it from now ("Watch this prefix"). */
    public void watchPrefix(String escapedPrefix) {
        prefixText.set(escapedPrefix == null ? "" : escapedPrefix);
        watch(prefixText.get(), 0);
    }

    /** Stops the watch; the events received stay. */
    public void stop() {
        long last = feed.stop();
        if (last >= 0) {
            state.set("Stopped at revision " + last);
        }
        watching.set(false);
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
        feed.dropQueued();
        buffer.clear();
        shown.clear();
        selected.set(null);
        received.set(0);
        pending.set(0);
        rate.reset();
        updateCounters();
    }

    /**
     * Writes the shown events as JSON lines (etcdctl watch -w json field names), off the UI thread, atomically and
     * owner-only. Secret values are masked unless {@link #exportSecretValuesProperty()} is ticked; the file name then
     * says so ({@link EventsExport#target}).
     */
    public void exportTo(Path file) {
        List<WatchEvent> events = List.copyOf(shown);
        boolean withSecrets = exportSecretValues.get();
        executor.submit(() -> new EventsExport(texts.decoder()).write(events, file, withSecrets),
                written -> notice.set(written.notice()),
                failure -> notice.set("Export failed: " + failure.getMessage()));
    }

    /** After a compaction stopped the watch: watches the same prefix again from the oldest revision etcd has. */
    public void resync() {
        if (compactionBanner.get() != null && resyncRevision > 0) {
            watch(watchedPrefix, resyncRevision);
        }
    }

    /** Called about once a second by the view, so the rate drops to 0 when events stop coming. */
    public void tick() {
        rate.count(0);
        updateCounters();
    }

    // Internals

    /** On the UI thread: a slice of new events from the feed. */
    private void apply(List<WatchEvent> fresh, boolean afterReconnect) {
        if (afterReconnect) {
            resumedAt.add(fresh.get(0).revision());
        }
        buffer.add(fresh);
        rate.count(fresh.size());
        if (paused.get()) {
            pending.set(pending.get() + fresh.size());
        } else {
            appendShown(fresh.stream().filter(this::passes).toList());
        }
        long total = received.get() + fresh.size();
        updateCounters(total);
        // Last, so whoever waits for the count (tests with a same-thread executor) sees the whole slice.
        received.set(total);
    }

    private void appendShown(List<WatchEvent> passing) {
        shown.append(passing);
    }

    private boolean passes(WatchEvent event) {
        WatchEvent.Type type = typeFilter.get();
        if (type != null && event.type() != type) {
            return false;
        }
        String text = filter.get();
        return text == null || text.isEmpty() || KeyText.display(event.key()).contains(text);
    }

    private void refilter() {
        if (paused.get()) {
            return;
        }
        WatchEvent keep = selected.get();
        shown.replaceWith(buffer.snapshot().stream().filter(this::passes).toList());
        pending.set(0);
        if (keep != null && !shown.contains(keep)) {
            selected.set(null);
        }
        updateCounters();
    }

    private void updateCounters() {
        updateCounters(received.get());
    }

    private void updateCounters(long receivedTotal) {
        shownCount.set(shown.size());
        dropped.set(buffer.dropped());
        String text = receivedTotal + " received · " + shown.size() + " shown · " + buffer.dropped() + " dropped · "
                + (long) rate.perSecondProperty().get() + " events/s";
        if (paused.get() && pending.get() > 0) {
            text += " · " + pending.get() + " waiting (paused)";
        }
        countersText.set(text);
    }

    /** Decodes and diffs the two values off the UI thread; only the latest selection's result is shown. */
    private void showSelected(WatchEvent event) {
        long seq = ++comparisonSeq;
        if (event == null) {
            comparison.set(null);
            return;
        }
        executor.submit(() -> EventComparison.of(event, texts), result -> {
            if (seq == comparisonSeq) {
                comparison.set(result);
            }
        }, failure -> {
            if (seq == comparisonSeq) {
                notice.set("Could not show the event's values: " + failure.getMessage());
            }
        });
    }

    private void compacted(long requested, long compactRevision) {
        resyncRevision = compactRevision;
        compactionBanner.set("Revisions " + requested + ".." + (compactRevision - 1)
                + " were compacted: the watch stopped. Resync from revision " + compactRevision + "?");
    }

    /** The feed's callbacks, on the UI thread. */
    private final class FeedSink implements EventFeed.Sink {
        @Override
        public void events(List<WatchEvent> fresh, boolean afterReconnect) {
            apply(fresh, afterReconnect);
        }

        @Override
        public void state(WatchListener.State newState, String text) {
            state.set(text);
            if (newState == WatchListener.State.STOPPED || newState == WatchListener.State.FAILED) {
                watching.set(false);
            }
        }

        @Override
        public void resumed(String message) {
            reconnects++;
            bridged.set("Reconnected " + reconnects + (reconnects == 1 ? " time" : " times") + "; last: " + message
                    + ". No events were lost: the watch went on right after the last revision it had delivered.");
        }

        @Override
        public void compacted(long requestedRevision, long compactRevision) {
            EventsViewModel.this.compacted(requestedRevision, compactRevision);
        }
    }
}
