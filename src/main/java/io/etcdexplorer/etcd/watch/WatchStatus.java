package io.etcdexplorer.etcd.watch;

import io.etcdexplorer.etcd.watch.WatchListener.State;

/**
 * What a {@link WatchStream} reports about itself, as data: which case it is in and the revisions involved. The
 * stream does not word it for people (the etcd door does not speak to users); the panel that shows it does, in the
 * user's language, and decides what to do from {@link #kind()}, never from wording.
 *
 * @param kind           which case; it fixes the {@link #state()}
 * @param revision       the revision the case is about (see {@link Kind}); -1 when it is "now", not yet known
 * @param oldestRevision for {@link Kind#COMPACTED}: the oldest revision etcd still has; -1 otherwise
 * @param retryInMs      for {@link Kind#RETRYING}: the wait before the next attempt; 0 otherwise
 * @param cause          for RESUMED, RETRYING, TOO_LARGE and CONNECTION_CLOSED: what went wrong, already worded by
 *                       {@code EtcdErrors} (cause and fix); empty otherwise
 * @param endpoints      the endpoints watched, as the connection names them
 */
public record WatchStatus(Kind kind, long revision, long oldestRevision, long retryInMs, String cause,
                          String endpoints) {

    /** The cases a watch goes through; the comment says what {@link #revision()} is in each. */
    public enum Kind {
        /** Connecting: revision = the start revision, or -1 for "from now". */
        STARTING(State.CONNECTING),
        /** etcd accepted the watch: revision = the first revision it delivers. */
        WATCHING(State.WATCHING),
        /** etcd accepted the watch again after a drop: revision = where it resumed; cause = what started the drop. */
        RESUMED(State.WATCHING),
        /** The watch dropped and is retried: revision = where it resumes, or -1 for "from now". */
        RETRYING(State.RECONNECTING),
        /** Stopped on request: revision = the last revision delivered. */
        CLOSED(State.STOPPED),
        /** Stopped for good: revision = the one it needed, compacted up to oldestRevision. */
        COMPACTED(State.STOPPED),
        /** Stopped for good: etcd's answer from revision exceeds what the client accepts in one message. */
        TOO_LARGE(State.FAILED),
        /** Stopped for good: the client was closed under the watch. */
        CONNECTION_CLOSED(State.FAILED);

        private final State state;

        Kind(State state) {
            this.state = state;
        }
    }

    public WatchStatus {
        cause = cause == null ? "" : cause;
        endpoints = endpoints == null ? "" : endpoints;
    }

    static WatchStatus of(Kind kind, long revision, String endpoints) {
        return new WatchStatus(kind, revision, -1, 0, "", endpoints);
    }

    static WatchStatus because(Kind kind, long revision, String cause, String endpoints) {
        return new WatchStatus(kind, revision, -1, 0, cause, endpoints);
    }

    public State state() {
        return kind.state;
    }

    /** True when the watch went on after a drop: the events that follow come right after the last delivered one. */
    public boolean resumed() {
        return kind == Kind.RESUMED;
    }

    /** True when the watch ended for good (STOPPED or FAILED): no event follows. */
    public boolean ended() {
        return state() == State.STOPPED || state() == State.FAILED;
    }
}
