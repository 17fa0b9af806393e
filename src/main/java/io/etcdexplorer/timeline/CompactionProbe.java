package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Watch;
import io.etcd.jetcd.common.exception.CompactedException;
import io.etcd.jetcd.options.WatchOption;
import io.etcdexplorer.etcd.EtcdSession;

import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Finds how far etcd compacted, which a range error does not say: a watch started below the compaction point is
 * cancelled at once with that revision (the technique of {@code etcd.ops.OpsErrors}). Only call it for a revision a
 * read has just found compacted; on a revision still kept the watch would start replaying history instead.
 */
final class CompactionProbe {

    /** How long the probe may take before the message goes without the number. */
    private static final long PROBE_MILLIS = 2000;

    private CompactionProbe() {
    }

    /** The oldest revision etcd keeps, known to be above {@code compactedRevision}; empty if the probe fails. */
    static OptionalLong oldestKept(EtcdSession session, long compactedRevision) {
        CompletableFuture<Long> found = new CompletableFuture<>();
        Watch.Listener listener = Watch.listener(response -> found.complete(0L), failure -> found.complete(
                failure instanceof CompactedException c ? c.getCompactedRevision() : 0L), () -> found.complete(0L));
        WatchOption option = WatchOption.builder().withRevision(Math.max(1, compactedRevision)).build();
        try (Watch.Watcher watcher = session.client().getWatchClient()
                .watch(ByteSequence.from(new byte[]{0}), option, listener)) {
            long compacted = found.get(PROBE_MILLIS, TimeUnit.MILLISECONDS);
            return compacted > 0 ? OptionalLong.of(compacted) : OptionalLong.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalLong.empty();
        } catch (Exception e) {
            return OptionalLong.empty(); // the message stays right without the number
        }
    }
}
