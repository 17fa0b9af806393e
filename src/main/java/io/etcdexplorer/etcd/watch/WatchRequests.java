package io.etcdexplorer.etcd.watch;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.Watch;
import io.etcd.jetcd.options.GetOption;
import io.etcd.jetcd.options.WatchOption;
import io.etcdexplorer.etcd.EtcdSession;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

/** The jetcd requests of one {@link WatchStream}: the watch on its prefix, and the revision a watch from now starts. */
final class WatchRequests {

    private static final Duration PIN_TIMEOUT = Duration.ofSeconds(10);
    /** The key of one zero byte: as a range end it means "every key from the start key on". */
    private static final ByteSequence ZERO = ByteSequence.from(new byte[]{0});

    private final EtcdSession session;
    private final Client client;
    private final byte[] prefix;

    WatchRequests(EtcdSession session, byte[] prefix) {
        this.session = session;
        this.client = session.client();
        this.prefix = prefix.clone();
    }

    /**
     * etcd's current revision, from the cheapest read there is (a count under the prefix); the wait ends when the
     * session closes.
     */
    long currentRevision() throws InterruptedException, ExecutionException, TimeoutException {
        return session.waitFor(client.getKVClient().get(key(), GetOption.builder().withCountOnly(true).build()),
                PIN_TIMEOUT).getHeader().getRevision();
    }

    /** Opens a watch from {@code startRevision} (0: from now); a closed client throws here. */
    Watch.Watcher watch(long startRevision, Watch.Listener listener) {
        return client.getWatchClient().watch(key(), options(startRevision), listener);
    }

    private ByteSequence key() {
        return prefix.length == 0 ? ZERO : ByteSequence.from(prefix);
    }

    private WatchOption options(long startRevision) {
        WatchOption.Builder option = WatchOption.builder()
                .withPrevKV(true)
                // The created notification tells the revision a "from now" watch starts after, the resume point.
                .withCreateNotify(true)
                // Keeps an idle stream carrying traffic. Its revision is deliberately not used as a resume point:
                // etcd before 3.4.25 / 3.5.8 can send it ahead of events not yet delivered (etcd issue 15220).
                .withProgressNotify(true)
                .withRevision(startRevision);
        return prefix.length == 0 ? option.withRange(ZERO).build() : option.isPrefix(true).build();
    }
}
