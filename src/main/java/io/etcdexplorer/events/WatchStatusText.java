package io.etcdexplorer.events;

import io.etcdexplorer.etcd.watch.WatchStatus;
import io.etcdexplorer.i18n.Messages;

/**
 * Words a watch's {@link WatchStatus} for people, in the user's language: the stream only reports the case and its
 * revisions. Revisions go as text (as etcdctl prints them), the retry wait as a number of ms.
 */
final class WatchStatusText {

    private static final Messages TEXT = Messages.of(WatchStatusText.class);

    private WatchStatusText() {
    }

    /** The panel's state line: the state, then what it is about. */
    static String line(WatchStatus status) {
        return switch (status.kind()) {
            case STARTING, WATCHING, CLOSED -> detail(status);
            case RESUMED -> TEXT.format("stateWithMessage", TEXT.get("state.watching"), detail(status));
            case RETRYING -> TEXT.format("stateWithMessage", TEXT.get("state.reconnecting"), detail(status));
            case COMPACTED -> TEXT.format("stateWithMessage", TEXT.get("state.stopped"), detail(status));
            case TOO_LARGE, CONNECTION_CLOSED -> TEXT.format("stateWithMessage", TEXT.get("state.failed"),
                    detail(status));
        };
    }

    /**
     * What happened, as one sentence: the whole line for the cases that name their state themselves ("Watching
     * from revision 5"), the part after the state's word otherwise ("resumed from revision 7 after …").
     */
    static String detail(WatchStatus status) {
        String revision = String.valueOf(status.revision());
        boolean now = status.revision() < 0;
        return switch (status.kind()) {
            case STARTING -> now ? TEXT.format("watch.starting", status.endpoints())
                    : TEXT.format("watch.startingFrom", status.endpoints(), revision);
            case WATCHING -> TEXT.format("watch.watching", revision);
            case RESUMED -> TEXT.format("watch.resumed", revision, cause(status));
            case RETRYING -> now ? TEXT.format("watch.retryingNow", cause(status), status.retryInMs())
                    : TEXT.format("watch.retrying", cause(status), revision, status.retryInMs());
            case CLOSED -> TEXT.format("stoppedAt", revision);
            case COMPACTED -> TEXT.format("watch.compacted", revision, String.valueOf(status.oldestRevision()));
            case TOO_LARGE -> TEXT.format("watch.tooLarge", revision, cause(status));
            case CONNECTION_CLOSED -> TEXT.format("watch.connectionClosed", cause(status));
        };
    }

    /** etcd's error as EtcdErrors worded it; etcd closing the stream without one is worded here. */
    private static String cause(WatchStatus status) {
        return status.cause().isEmpty() ? TEXT.get("watch.streamEnded") : status.cause();
    }
}
