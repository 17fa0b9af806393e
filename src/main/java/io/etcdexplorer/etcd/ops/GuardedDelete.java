package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.ResponseHeader;

import java.util.List;

/**
 * The outcome of deleting a prefix the user confirmed after counting it: deleted, or refused because keys were
 * created or modified in the range after the count.
 */
public sealed interface GuardedDelete {

    /** The range was unchanged since the count (keys may have gone meanwhile): the delete happened. */
    record Deleted(DeleteResult result) implements GuardedDelete {
    }

    /**
     * Nothing was deleted. {@code count} is how many keys the range holds at {@code header.revision()}, the
     * revision to guard the next attempt with; {@code changed} names a few keys created or modified after the
     * count, newest first (a key with {@code createRevision} above the counted revision appeared meanwhile).
     */
    record Changed(ResponseHeader header, long count, List<KeyMeta> changed) implements GuardedDelete {

        public Changed {
            changed = List.copyOf(changed);
        }
    }
}
