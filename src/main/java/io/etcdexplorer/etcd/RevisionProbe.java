package io.etcdexplorer.etcd;

import io.etcd.jetcd.kv.GetResponse;

import java.util.concurrent.CompletableFuture;

/**
 * A count-only get of one key already on its way to etcd: it tells the revision etcd is at, and whether a read at
 * the revision asked for still works. Costs the same whatever the size of the keyspace. Requests start at once, so a
 * caller can send several side by side (a search for the compaction point asks a handful of revisions per round
 * trip) and read each answer in turn.
 */
public final class RevisionProbe {

    private final EtcdSession session;
    private final CompletableFuture<GetResponse> call;

    RevisionProbe(EtcdSession session, CompletableFuture<GetResponse> call) {
        this.session = session;
        this.call = call;
    }

    /**
     * The revision etcd was at when it answered (the response header's).
     *
     * @throws CompactedRevisionException when the revision asked for has been compacted
     * @throws EtcdAccessException        when etcd cannot be read
     */
    public long revision() {
        return session.await(call).getHeader().getRevision();
    }

    /**
     * True when the read at the revision asked for succeeded, false when etcd compacted it.
     *
     * @throws EtcdAccessException when etcd cannot be read for another reason
     */
    public boolean readable() {
        try {
            session.await(call);
            return true;
        } catch (CompactedRevisionException e) {
            return false;
        }
    }
}
