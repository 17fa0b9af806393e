package io.etcdexplorer.etcd.ops;

import java.util.Objects;

/** One request of a transaction branch. */
public sealed interface TxnOp {

    record Get(GetRequest request) implements TxnOp {
        public Get {
            Objects.requireNonNull(request, "request");
        }
    }

    record Put(PutRequest request) implements TxnOp {
        public Put {
            Objects.requireNonNull(request, "request");
        }
    }

    record Delete(DeleteRequest request) implements TxnOp {
        public Delete {
            Objects.requireNonNull(request, "request");
        }
    }
}
