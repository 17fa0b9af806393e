package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.etcd.watch.WatchListener;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The watch of one event panel and what the panel says about it: its title, its state, the reconnects it bridged
 * and the compaction that stopped it. Its events go to the panel as they arrive ({@link EventFeed} slices them).
 * UI thread only.
 */
final class EventWatch {

    private static final Logger LOG = LoggerFactory.getLogger(EventWatch.class);
    private static final Messages TEXT = Messages.of(EventWatch.class);


    private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper(TEXT.get("notWatching"));
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(TEXT.get("newWatch"));
    /** False until the first watch: the title says "New watch" until then, in whatever language. */
    private boolean everWatched;
    private final ReadOnlyStringWrapper bridged = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper watching = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper compactionBanner = new ReadOnlyStringWrapper();
    /** Revisions of the first event after each reconnect, so the table can mark where a gap was bridged. */
    private final Set<Long> resumedAt = new HashSet<>();
    private final Supplier<EtcdSession> session;
    private final Consumer<String> notice;
    private final EventFeed feed;
    private int reconnects;
    private String watchedPrefix = "";
    private long resyncRevision;

    /** {@code notice} hears what is wrong with a watch request; {@code arrived} gets the events, in order. */
    EventWatch(BackgroundExecutor executor, Supplier<EtcdSession> session, Consumer<String> notice,
               Consumer<List<WatchEvent>> arrived) {
        this.session = session;
        this.notice = notice;
        this.feed = new EventFeed(executor, new Sink(arrived));
    }

    ReadOnlyStringProperty stateProperty() {
        return state.getReadOnlyProperty();
    }

    ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    ReadOnlyStringProperty bridgedProperty() {
        return bridged.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty watchingProperty() {
        return watching.getReadOnlyProperty();
    }

    ReadOnlyStringProperty compactionBannerProperty() {
        return compactionBanner.getReadOnlyProperty();
    }

    String watchedPrefix() {
        return watchedPrefix;
    }

    boolean isFirstAfterReconnect(WatchEvent event) {
        return resumedAt.contains(event.revision());
    }

    /** True before the first watch of this panel, and while none runs. */
    boolean neverStarted() {
        return !feed.isRunning() && !everWatched;
    }

    /** See {@link EventsViewModel#watch}. */
    void watch(String escapedPrefix, long fromRevision) {
        EtcdSession open = session.get();
        if (open == null) {
            notice.accept(TEXT.get("connectFirst"));
            return;
        }
        byte[] prefix;
        try {
            prefix = KeyText.parse(escapedPrefix == null ? "" : escapedPrefix);
        } catch (IllegalArgumentException badPrefix) {
            notice.accept(TEXT.format("badPrefix", badPrefix.getMessage()));
            return;
        }
        if (fromRevision < 0) {
            notice.accept(TEXT.get("negativeRevision"));
            return;
        }
        watchedPrefix = escapedPrefix == null ? "" : escapedPrefix;
        title.set(watchedPrefix.isEmpty() ? TEXT.get("allKeys") : watchedPrefix);
        everWatched = true;
        compactionBanner.set(null);
        notice.accept(null);
        watching.set(true);
        try {
            feed.start(open, prefix, fromRevision); // what an earlier watch delivered is kept
        } catch (RuntimeException failure) {
            LOG.warn("The watch on {} could not start: {}", title.get(), failure.getMessage(), failure);
            watching.set(false);
            state.set(TEXT.format("failed", failure.getMessage()));
        }
    }

    void stop() {
        long last = feed.stop();
        if (last >= 0) {
            state.set(TEXT.format("stoppedAt", String.valueOf(last)));
        }
        watching.set(false);
    }

    /** After a compaction stopped the watch: the same prefix again from the oldest revision etcd has. */
    void resync() {
        if (compactionBanner.get() != null && resyncRevision > 0) {
            watch(watchedPrefix, resyncRevision);
        }
    }

    /** Forgets events received but not yet handed over. */
    void dropQueued() {
        feed.dropQueued();
    }

    /** The feed's callbacks, on the UI thread. */
    private final class Sink implements EventFeed.Sink {
        private final Consumer<List<WatchEvent>> arrived;

        Sink(Consumer<List<WatchEvent>> arrived) {
            this.arrived = arrived;
        }

        @Override
        public void events(List<WatchEvent> fresh, boolean afterReconnect) {
            if (afterReconnect) {
                resumedAt.add(fresh.get(0).revision());
            }
            arrived.accept(fresh);
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
            bridged.set(TEXT.format("reconnected", reconnects, message));
        }

        @Override
        public void compacted(long requestedRevision, long compactRevision) {
            resyncRevision = compactRevision;
            compactionBanner.set(TEXT.format("compacted", String.valueOf(requestedRevision),
                    String.valueOf(compactRevision - 1), String.valueOf(compactRevision)));
        }
    }
}
