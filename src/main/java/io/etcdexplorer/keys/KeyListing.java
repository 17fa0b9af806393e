package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.RunningTask;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.index.KeyIndex;

/**
 * Reads a whole keyspace into a fresh {@link KeyTree}, page by page, so the first level appears before the rest is
 * read. Each page costs the UI thread an append to the tree's index: the room it needs is allocated on the listing's
 * thread beforehand. One listing at a time; starting another or {@link #cancel()} stops the one running.
 */
final class KeyListing {

    private static final Messages TEXT = Messages.of(KeyListing.class);

    /** What the listing tells its owner, on the UI thread; nothing after a cancel. */
    interface Progress {
        /** A page was added to the tree; {@code soFar} keys in all. */
        void added(int soFar);

        /** The whole keyspace is in the tree, as of {@code revision}. */
        void listed(long count, long revision);

        void failed(Throwable failure);
    }

    private final Tasks tasks;
    private final int pageSize;
    private RunningTask running = RunningTask.none();

    KeyListing(Tasks tasks, int pageSize) {
        this.tasks = tasks;
        this.pageSize = pageSize;
    }

    /** Lists {@code session}'s keys at {@code revision} (0: now) into {@code fresh}. */
    void start(EtcdSession session, long revision, KeyTree fresh, Progress progress) {
        running.cancel();
        running = tasks.runStoppable(stopped -> {
            int[] total = {0};
            long[] keyBytes = {0};
            KeyIndex.Reserve.Planner planner = new KeyIndex.Reserve.Planner();
            long listed = session.listAllKeys(pageSize, page -> {
                total[0] += page.keys().size();
                page.keys().forEach(k -> keyBytes[0] += k.key().length);
                int soFar = total[0];
                // Allocate here what this and the next page will need, so the UI thread never waits on it.
                long average = keyBytes[0] / Math.max(1, soFar);
                KeyIndex.Reserve reserve = planner.reserveFor(soFar + pageSize, keyBytes[0] + average * pageSize);
                tasks.onUi(() -> {
                    if (!stopped.getAsBoolean()) {
                        fresh.donate(reserve);
                        fresh.putAll(page.keys());
                        progress.added(soFar);
                    }
                });
            }, stopped, revision);
            return new long[]{total[0], listed};
        }).showing(TEXT.get("reading")).onSuccess(result -> {
            fresh.trim(); // the index grew in blocks while pages arrived; drop the last one's spare room
            progress.listed(result[0], result[1]);
        }).onFailure(progress::failed).start();
    }

    /** Stops the listing running, if any: the tree keeps the pages read so far. */
    void cancel() {
        running.cancel();
    }
}
