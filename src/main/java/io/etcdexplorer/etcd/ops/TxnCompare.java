package io.etcdexplorer.etcd.ops;

import java.util.Objects;

/**
 * One condition of a transaction: {@code target(key) op operand}. VALUE compares {@code value}; the other targets
 * compare {@code number} (a revision, a version, or a lease id). A missing key has version, create and mod
 * revision 0 and lease 0, which is how "the key does not exist" is expressed; every VALUE compare on a missing
 * key fails, even NOT_EQUAL, because etcd cannot tell a missing value from an empty one.
 *
 * <p>With {@code prefix}, the compare applies to every key starting with {@code key} (etcd 3.3+: a compare with a
 * range end holds only if it holds for each key in the range; an empty range compares as a missing key). etcdctl's
 * txn syntax cannot express such a compare.
 */
public record TxnCompare(byte[] key, CompareTarget target, CompareOp op, byte[] value, long number,
                         boolean prefix) {

    public TxnCompare {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(op, "op");
        value = value == null ? new byte[0] : value;
    }

    /** A compare on one key. */
    public TxnCompare(byte[] key, CompareTarget target, CompareOp op, byte[] value, long number) {
        this(key, target, op, value, number, false);
    }

    public static TxnCompare value(byte[] key, CompareOp op, byte[] value) {
        return new TxnCompare(key, CompareTarget.VALUE, op, value, 0);
    }

    public static TxnCompare version(byte[] key, CompareOp op, long version) {
        return new TxnCompare(key, CompareTarget.VERSION, op, null, version);
    }

    public static TxnCompare create(byte[] key, CompareOp op, long revision) {
        return new TxnCompare(key, CompareTarget.CREATE, op, null, revision);
    }

    public static TxnCompare mod(byte[] key, CompareOp op, long revision) {
        return new TxnCompare(key, CompareTarget.MOD, op, null, revision);
    }

    /**
     * Every key under {@code prefix} (an empty prefix: every key) has a mod revision {@code op revision}. A key
     * created after {@code revision} has a mod revision above it too, so {@code LESS revision + 1} means "no key
     * in the range was created or modified after {@code revision}".
     */
    public static TxnCompare modUnder(byte[] prefix, CompareOp op, long revision) {
        return new TxnCompare(prefix, CompareTarget.MOD, op, null, revision, true);
    }

    public static TxnCompare lease(byte[] key, CompareOp op, long leaseId) {
        return new TxnCompare(key, CompareTarget.LEASE, op, null, leaseId);
    }
}
