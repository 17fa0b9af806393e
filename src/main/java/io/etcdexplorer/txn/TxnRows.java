package io.etcdexplorer.txn;

import io.etcdexplorer.confirm.RegistryKeys;
import io.etcdexplorer.etcd.ops.CompareTarget;
import io.etcdexplorer.etcd.ops.DeleteRequest;
import io.etcdexplorer.etcd.ops.GetRequest;
import io.etcdexplorer.etcd.ops.PutRequest;
import io.etcdexplorer.etcd.ops.TxnCompare;
import io.etcdexplorer.etcd.ops.TxnOp;
import io.etcdexplorer.values.KeyText;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static io.etcdexplorer.txn.TxnViewModel.TEXT;

/**
 * Turns the builder's typed rows into transaction requests, or says in a few words what is wrong with a row
 * (the caller names the row). Also answers the questions the builder asks of a finished request: does it write,
 * does it touch a Kubernetes cluster's keys, and how to name it in the result.
 */
final class TxnRows {

    private static final byte[] REGISTRY = RegistryKeys.REGISTRY.getBytes(StandardCharsets.UTF_8);

    private TxnRows() {
    }

    /** @throws IllegalArgumentException with the reason, e.g. {@code a version is a whole number, not "abc"} */
    static TxnCompare compare(TxnCompareRow row) {
        byte[] key = key(row.keyProperty().get(), false, "row.keyEmpty");
        CompareTarget target = row.targetProperty().get();
        String operand = row.operandProperty().get() == null ? "" : row.operandProperty().get();
        return switch (target) {
            // Values are plain text, as the value viewer shows them: a value copied from there compares as is.
            case VALUE -> TxnCompare.value(key, row.opProperty().get(), operand.getBytes(StandardCharsets.UTF_8));
            case LEASE -> new TxnCompare(key, target, row.opProperty().get(), null, leaseId(operand));
            default -> new TxnCompare(key, target, row.opProperty().get(), null, whole(operand, noun(target)));
        };
    }

    /** @throws IllegalArgumentException with the reason, e.g. {@code the key is empty} */
    static TxnOp op(TxnOpRow row) {
        boolean prefix = row.prefixProperty().get();
        return switch (row.kindProperty().get()) {
            case GET -> {
                // An empty prefix reads every key, which is harmless, so only an exact get needs a key.
                byte[] key = key(row.keyProperty().get(), prefix, "row.keyEmptyGet");
                String typed = row.revisionProperty().get() == null ? "" : row.revisionProperty().get().strip();
                long revision = typed.isEmpty() ? 0 : whole(typed, "noun.revision");
                GetRequest get = prefix ? GetRequest.prefix(key) : GetRequest.of(key);
                yield new TxnOp.Get(get.atRevision(revision));
            }
            case PUT -> {
                byte[] key = key(row.keyProperty().get(), false, "row.keyEmpty");
                String value = row.valueProperty().get() == null ? "" : row.valueProperty().get();
                yield new TxnOp.Put(PutRequest.of(key, value.getBytes(StandardCharsets.UTF_8)));
            }
            case DELETE -> {
                // An empty prefix would delete the whole keyspace; one mistyped row should not be able to do that.
                if (prefix && (row.keyProperty().get() == null || row.keyProperty().get().isEmpty())) {
                    throw new IllegalArgumentException(TEXT.get("row.emptyPrefixDelete"));
                }
                byte[] key = key(row.keyProperty().get(), false, "row.keyEmpty");
                yield new TxnOp.Delete(prefix ? DeleteRequest.prefix(key) : DeleteRequest.of(key));
            }
        };
    }

    static boolean writes(TxnOp op) {
        return !(op instanceof TxnOp.Get);
    }

    /**
     * True when a put or delete changes a key under /registry/ as etcd stores it (the profile's namespace comes
     * first), including a prefix delete wide enough to reach into /registry/.
     */
    static boolean touchesRegistry(TxnOp op, String namespace) {
        byte[] key;
        boolean prefix;
        if (op instanceof TxnOp.Put put) {
            key = put.request().key();
            prefix = false;
        } else if (op instanceof TxnOp.Delete delete) {
            key = delete.request().key();
            prefix = delete.request().prefix();
        } else {
            return false;
        }
        byte[] full = withNamespace(namespace, key);
        return startsWith(full, REGISTRY) || (prefix && startsWith(REGISTRY, full));
    }

    /** A request as one short line for the result, e.g. {@code del /app/ --prefix}. */
    static String describe(TxnOp op) {
        if (op instanceof TxnOp.Get get) {
            GetRequest r = get.request();
            return "get " + KeyText.display(r.key()) + (r.prefix() ? " --prefix" : "")
                    + (r.revision() == 0 ? "" : " --rev=" + r.revision());
        }
        if (op instanceof TxnOp.Put put) {
            return "put " + KeyText.display(put.request().key());
        }
        DeleteRequest r = ((TxnOp.Delete) op).request();
        return "del " + KeyText.display(r.key()) + (r.prefix() ? " --prefix" : "");
    }

    /** {@code emptyKey} names the text that says the key is empty. */
    private static byte[] key(String typed, boolean mayBeEmpty, String emptyKey) {
        String text = typed == null ? "" : typed;
        if (text.isEmpty() && !mayBeEmpty) {
            throw new IllegalArgumentException(TEXT.get(emptyKey));
        }
        try {
            return KeyText.parse(text);
        } catch (IllegalArgumentException e) {
            String reason = e.getMessage();
            throw new IllegalArgumentException(TEXT.format("row.keyInvalid", Character.toLowerCase(reason.charAt(0))
                    + reason.substring(1)));
        }
    }

    /** {@code noun} names the text for what the number is ("a version"). */
    private static long whole(String typed, String noun) {
        String text = typed.strip();
        long number;
        try {
            number = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(TEXT.format("row.notWhole", TEXT.get(noun), typed));
        }
        if (number < 0) {
            throw new IllegalArgumentException(TEXT.format("row.negative", TEXT.get(noun)));
        }
        return number;
    }

    /** Lease ids in hex, as etcdctl prints them ({@code lease list}, {@code lease grant}); a 0x prefix is fine. */
    private static long leaseId(String typed) {
        String text = typed.strip().replaceFirst("^0[xX]", "");
        try {
            if (text.isEmpty() || text.length() > 16) {
                throw new NumberFormatException();
            }
            return Long.parseUnsignedLong(text, 16);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(TEXT.format("row.leaseId", typed));
        }
    }

    private static String noun(CompareTarget target) {
        return switch (target) {
            case VERSION -> "noun.version";
            case CREATE -> "noun.create";
            case MOD -> "noun.mod";
            // VALUE and LEASE are not whole numbers, see compare()
            default -> throw new IllegalArgumentException(target.name());
        };
    }

    private static byte[] withNamespace(String namespace, byte[] key) {
        if (namespace == null || namespace.isEmpty()) {
            return key;
        }
        byte[] prefix = namespace.getBytes(StandardCharsets.UTF_8);
        byte[] full = Arrays.copyOf(prefix, prefix.length + key.length);
        System.arraycopy(key, 0, full, prefix.length, key.length);
        return full;
    }

    private static boolean startsWith(byte[] bytes, byte[] start) {
        return bytes.length >= start.length && Arrays.equals(bytes, 0, start.length, start, 0, start.length);
    }
}
