package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.util.Optional;

/** The outcome of a compare-and-swap write: applied, or refused because someone else changed things first. */
public sealed interface CasResult {

    /** The write happened; the put's header is the transaction's. */
    record Applied(PutResult put) implements CasResult {
    }

    /**
     * Nothing was written. {@code current} is the key as it is now (for a rename: the source key), empty when it
     * was deleted meanwhile. {@code targetExists} is true only for a rename whose destination key already exists;
     * both can apply at once.
     */
    record Conflict(ResponseHeader header, Optional<KeyValueData> current, boolean targetExists)
            implements CasResult {

        public Conflict(ResponseHeader header, Optional<KeyValueData> current) {
            this(header, current, false);
        }
    }
}
