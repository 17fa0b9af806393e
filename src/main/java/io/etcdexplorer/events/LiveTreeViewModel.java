package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.etcd.watch.WatchListener;
import io.etcdexplorer.etcd.watch.WatchStream;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeysViewModel;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the key tree live: once a listing of the whole keyspace completes at revision R, a watch on every key from
 * R + 1 applies what anyone writes or deletes to the tree, the table and the counts. The watch is the resumable
 * {@link WatchStream} behind an {@link EventFeed}: jetcd's threads only queue, and each UI turn takes what queued
 * (at most {@link #DRAIN_LIMIT} events), keeps the last event per key and hands the tree one batch.
 *
 * <p>The state says whether the tree is live, and if not why: listing, paused by the user, reconnecting (the
 * watch resumes after the last revision applied, so nothing is missed), re-listing (etcd compacted the revisions the
 * watch needed, or the watch ended for good: the keys are read again once, then the tree is live again), or
 * showing a past revision. Pausing stops the watch; resuming catches up from the last revision applied.
 *
 * <p>Owned by one connection: {@link #open} starts following a session, {@link #close} stops the watch and makes
 * every late callback of it a no-op. Confined to the UI thread.
 */
public final class LiveTreeViewModel {

    private static final Messages TEXT = Messages.of(LiveTreeViewModel.class);

    private static final Logger LOG = LoggerFactory.getLogger(LiveTreeViewModel.class);

    /** Events applied per UI turn at most: a backlog after a pause or a stall reaches the tree in slices. */
    static final int DRAIN_LIMIT = 5_000;
    /** Re-listings in a row, with no event applied in between, before the tree stops trying. */
    static final int MAX_RELISTS = 2;

    /** What the indicator shows. */
    public enum State { OFF, LISTING, CONNECTING, LIVE, PAUSED, RECONNECTING, RELISTING, PAST, NOT_LIVE }

    // Properties
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(State.OFF);
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper("");
    private final BooleanProperty paused = new SimpleBooleanProperty();
    private final ReadOnlyIntegerWrapper relists = new ReadOnlyIntegerWrapper();
    private final ReadOnlyBooleanWrapper rowsPending = new ReadOnlyBooleanWrapper();

    private final KeysViewModel keys;
    private final Consumer<WatchEvent> keyChanged;
    private final EventFeed feed;
    private EtcdSession session;
    /** True while the feed runs a watch this model wants; callbacks that arrive otherwise are late and ignored. */
    private boolean watching;
    /** The newest revision the tree reflects: the listing's, then each applied event's. */
    private long applied;
    /** Why the listing under way was started by this model; null for the user's own refresh. */
    private String relistReason;
    private int relistsInARow;
    /** Set when re-listing did not bring the watch back; a new listing clears it. */
    private String gaveUp;

    /**
     * @param keyChanged told the last event of each changed key, after the tree took the batch (the editor compares
     *                   it with what it loaded)
     */
    public LiveTreeViewModel(BackgroundExecutor executor, KeysViewModel keys, Consumer<WatchEvent> keyChanged) {
        this.keys = keys;
        this.keyChanged = keyChanged;
        this.feed = new EventFeed(executor, new TreeSink(), DRAIN_LIMIT);
        keys.liveRevisionProperty().addListener((obs, old, revision) -> {
            if (revision.longValue() > 0) {
                applied = revision.longValue();
            }
            update();
        });
        keys.loadingProperty().addListener((obs, was, loading) -> {
            if (loading) {
                gaveUp = null;
                if (relistReason == null) {
                    relistsInARow = 0;
                }
            }
            update();
        });
        paused.addListener((obs, was, now) -> update());
    }

    // Properties

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /** A word or two for the toolbar: "live", "paused", "re-listing"… Empty while not connected. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** The reason in a sentence, for the indicator's tooltip. */
    public ReadOnlyStringProperty detailProperty() {
        return detail.getReadOnlyProperty();
    }

    /** The user's pause toggle: while true the tree does not change; clearing it catches up. */
    public BooleanProperty pausedProperty() {
        return paused;
    }

    /** How many times the keys were read again because the watch could not go on (compaction, a lost watch). */
    public ReadOnlyIntegerProperty relistsProperty() {
        return relists.getReadOnlyProperty();
    }

    // Commands

    /** Follows {@code newSession}'s keyspace once its listing completes. */
    public void open(EtcdSession newSession) {
        close();
        session = newSession;
        update();
    }

    /** Stops the watch; nothing it delivers later reaches the tree. */
    public void close() {
        stopWatch();
        session = null;
        applied = 0;
        relistReason = null;
        relistsInARow = 0;
        gaveUp = null;
        update();
    }

    /** True from a batch reaching the tree until a {@link #tick} finds no deferred row: only then a timer runs. */
    public ReadOnlyBooleanProperty rowsPendingProperty() {
        return rowsPending.getReadOnlyProperty();
    }

    /** Called by a timer about twice a second while rows may be pending: deferred table rows are rebuilt. */
    public void tick() {
        rowsPending.set(keys.flushLateRows());
    }

    // Internals

    private void update() {
        long listed = keys.liveRevisionProperty().get();
        if (session == null) {
            stopWatch();
            show(State.OFF, "", "");
        } else if (keys.revision() != 0) {
            stopWatch();
            String rev = String.valueOf(keys.revision());
            show(State.PAST, TEXT.format("live.past", rev), TEXT.format("live.pastWhy", rev));
        } else if (keys.loadingProperty().get()) {
            stopWatch();
            if (relistReason != null) {
                show(State.RELISTING, TEXT.get("live.relisting"), TEXT.format("live.relistingWhy", relistReason));
            } else {
                show(State.LISTING, TEXT.get("live.listing"), TEXT.get("live.listingWhy"));
            }
        } else if (gaveUp != null) {
            stopWatch();
            show(State.NOT_LIVE, TEXT.get("live.notLive"), gaveUp);
        } else if (listed == 0) {
            stopWatch();
            show(State.NOT_LIVE, TEXT.get("live.notLive"), TEXT.get("live.notListedWhy"));
        } else if (paused.get()) {
            stopWatch();
            show(State.PAUSED, TEXT.get("live.paused"), TEXT.format("live.pausedWhy", String.valueOf(applied + 1)));
        } else if (!watching) {
            startWatch();
        }
    }

    private void startWatch() {
        watching = true;
        show(State.CONNECTING, TEXT.get("live.connecting"), TEXT.format("live.startingWhy",
                String.valueOf(applied + 1)));
        try {
            feed.start(session, new byte[0], applied + 1);
        } catch (RuntimeException failure) {
            LOG.warn("The live tree's watch could not start: {}", failure.getMessage(), failure);
            watching = false;
            show(State.NOT_LIVE, TEXT.get("live.notLive"), TEXT.format("live.startFailed", failure.getMessage()));
        }
    }

    private void stopWatch() {
        if (watching) {
            watching = false;
            feed.stop(); // hands over what it delivered first; it is older than anything a new listing reads
        }
    }

    /** The watch cannot go on from where the tree is: read the keys again (at most a few times in a row). */
    private void relist(String reason) {
        stopWatch();
        if (relistsInARow >= MAX_RELISTS) {
            gaveUp = TEXT.format("live.gaveUp", reason, relistsInARow);
            relistReason = null;
            update();
            return;
        }
        relistsInARow++;
        relists.set(relists.get() + 1);
        relistReason = reason;
        keys.refresh(); // keeps the selected path
    }

    private void show(State newState, String word, String sentence) {
        text.set(word);
        detail.set(sentence);
        state.set(newState);
    }

    /** One batch for the tree: the last event of each key, in one update whatever the event rate. */
    private void apply(List<WatchEvent> fresh) {
        relistsInARow = 0;
        Map<ByteBuffer, WatchEvent> last = new HashMap<>();
        for (WatchEvent event : fresh) {
            last.put(ByteBuffer.wrap(event.key()), event);
            applied = Math.max(applied, event.revision());
        }
        List<KeyMeta> written = new ArrayList<>();
        List<byte[]> deleted = new ArrayList<>();
        for (WatchEvent event : last.values()) {
            if (event.type() == WatchEvent.Type.PUT) {
                written.add(new KeyMeta(event.key(), event.createRevision(), event.revision(), event.version(),
                        event.lease()));
            } else {
                deleted.add(event.key());
            }
        }
        keys.keysChanged(written, deleted);
        rowsPending.set(true);
        last.values().forEach(keyChanged);
    }

    /** The feed's callbacks, on the UI thread; those of a watch this model no longer wants are dropped. */
    private final class TreeSink implements EventFeed.Sink {
        @Override
        public void events(List<WatchEvent> fresh, boolean afterReconnect) {
            if (watching) {
                apply(fresh);
            }
        }

        @Override
        public void state(WatchListener.State watchState, String message) {
            if (!watching) {
                return;
            }
            switch (watchState) {
                case CONNECTING -> show(State.CONNECTING, TEXT.get("live.connecting"), message);
                case WATCHING -> {
                    // etcd confirms a watch from a compacted revision before it cancels it: the count of
                    // re-listings in a row is reset by events, not by this.
                    relistReason = null;
                    show(State.LIVE, TEXT.get("live.live"), TEXT.format("live.liveWhy", String.valueOf(applied + 1)));
                }
                case RECONNECTING -> show(State.RECONNECTING, TEXT.get("live.reconnecting"),
                        TEXT.format("live.reconnectingWhy", message, String.valueOf(applied)));
                case STOPPED, FAILED -> relist(TEXT.format("live.reasonEnded", message));
            }
        }

        @Override
        public void resumed(String message) {
            // WATCHING came first and said it.
        }

        @Override
        public void compacted(long requestedRevision, long compactRevision) {
            if (watching) {
                relist(TEXT.format("live.reasonCompacted", String.valueOf(requestedRevision),
                        String.valueOf(compactRevision)));
            }
        }
    }
}
