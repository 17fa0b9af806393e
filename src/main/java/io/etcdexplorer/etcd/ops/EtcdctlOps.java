package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ConnectionSettings;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/**
 * The etcdctl command lines (bash/zsh) that do what {@link EtcdOps} does, for users to copy. Connection flags come
 * from the settings; the profile's namespace is added to every key, since etcdctl 3.4 has no such flag. Lease ids
 * are written in hex, as etcdctl prints and parses them.
 *
 * <p>Limits of etcdctl itself: a shell argument cannot hold a NUL byte, so a key containing one can only be
 * written by {@link #txn}; {@code --count-only} exists from etcdctl 3.5 on, and only with {@code -w fields}.
 */
public final class EtcdctlOps {

    /**
     * Linux refuses a single argument above 128 KiB (MAX_ARG_STRLEN), so larger values are piped in; printf is
     * a shell builtin and is not subject to that limit.
     */
    static final int MAX_ARGUMENT_BYTES = 64 * 1024;

    private static final String LEASE_WARNING = "# etcdctl releases without the fix for etcd-io/etcd#20773 panic "
            + "(\"bad value\") on lease(...) compares.\n";

    private EtcdctlOps() {
    }

    public static String get(ConnectionSettings s, GetRequest r) {
        List<String> flags = new ArrayList<>(getFlags(r));
        if (r.countOnly()) {
            // etcdctl 3.5 refuses --count-only with any other output ("only for `--write-out=fields`").
            flags.addAll(List.of("-w", "fields"));
        }
        return command(s, "get", List.of(fullKey(s, r.key())), flags);
    }

    /**
     * {@code etcdctl put KEY VALUE}. A value that is not UTF-8 text, holds NUL or is large is piped in as base64,
     * since etcdctl reads the value from stdin when none is given.
     */
    public static String put(ConnectionSettings s, PutRequest r) {
        List<byte[]> positional = new ArrayList<>(List.of(fullKey(s, r.key())));
        if (r.ignoreValue()) {
            return command(s, "put", positional, putFlags(r));
        }
        if (fitsArgument(r.value())) {
            positional.add(r.value());
            return command(s, "put", positional, putFlags(r));
        }
        return "printf '%s' " + ShellQuote.quote(Base64.getEncoder().encodeToString(r.value()))
                + " | base64 -d | " + command(s, "put", positional, putFlags(r));
    }

    public static String delete(ConnectionSettings s, DeleteRequest r) {
        return command(s, "del", List.of(fullKey(s, r.key())), deleteFlags(r));
    }

    /**
     * {@code etcdctl txn} with its input as a here-document; see {@link TxnScript} for the syntax. A LEASE compare
     * is written with the id in hex, as etcdctl reads it once etcd-io/etcd#20773 is fixed; releases without the
     * fix (3.4 checked) panic on any lease compare, so the command then starts with a comment saying so.
     */
    public static String txn(ConnectionSettings s, TxnRequest r) {
        String warning = r.compares().stream().anyMatch(c -> c.target() == CompareTarget.LEASE) ? LEASE_WARNING : "";
        return warning + EtcdctlCommand.of(s).word("txn").word("<<'EOF'") + "\n"
                + TxnScript.script(r, key -> fullKey(s, key)) + "EOF";
    }

    /** The transaction {@link EtcdOps#putIfUnchanged} sends (without a lease). */
    public static String casPut(ConnectionSettings s, byte[] key, byte[] value, long expectedModRevision) {
        TxnCompare unchanged = expectedModRevision == 0 ? TxnCompare.version(key, CompareOp.EQUAL, 0)
                : TxnCompare.mod(key, CompareOp.EQUAL, expectedModRevision);
        return txn(s, new TxnRequest(List.of(unchanged), List.of(new TxnOp.Put(PutRequest.of(key, value))),
                List.of(new TxnOp.Get(GetRequest.of(key)))));
    }

    public static String grant(ConnectionSettings s, long ttlSeconds) {
        return EtcdctlCommand.of(s).word("lease").word("grant").word(Long.toString(ttlSeconds)).toString();
    }

    public static String revoke(ConnectionSettings s, long id) {
        return EtcdctlCommand.of(s).word("lease").word("revoke").word(Describe.leaseHex(id)).toString();
    }

    public static String keepAliveOnce(ConnectionSettings s, long id) {
        return EtcdctlCommand.of(s).word("lease").word("keep-alive").word("--once").word(Describe.leaseHex(id))
                .toString();
    }

    public static String timeToLive(ConnectionSettings s, long id, boolean keys) {
        EtcdctlCommand c = EtcdctlCommand.of(s).word("lease").word("timetolive").word(Describe.leaseHex(id));
        return (keys ? c.word("--keys") : c).toString();
    }

    public static String leases(ConnectionSettings s) {
        return EtcdctlCommand.of(s).word("lease").word("list").toString();
    }

    static List<String> getFlags(GetRequest r) {
        List<String> flags = new ArrayList<>();
        if (r.prefix()) {
            flags.add("--prefix");
        }
        if (r.revision() != 0) {
            flags.add("--rev=" + r.revision());
        }
        if (r.keysOnly()) {
            flags.add("--keys-only");
        }
        if (r.countOnly()) {
            flags.add("--count-only");
        }
        if (r.sortTarget() != SortTarget.KEY) {
            flags.add("--sort-by=" + r.sortTarget().name());
        }
        if (r.sortOrder() != SortOrder.NONE) {
            flags.add("--order=" + r.sortOrder().name());
        }
        if (r.limit() != 0) {
            flags.add("--limit=" + r.limit());
        }
        return flags;
    }

    static List<String> putFlags(PutRequest r) {
        List<String> flags = new ArrayList<>();
        if (r.lease() != 0) {
            flags.add("--lease=" + Describe.leaseHex(r.lease()));
        }
        if (r.prevKv()) {
            flags.add("--prev-kv");
        }
        if (r.ignoreValue()) {
            flags.add("--ignore-value");
        }
        if (r.ignoreLease()) {
            flags.add("--ignore-lease");
        }
        return flags;
    }

    static List<String> deleteFlags(DeleteRequest r) {
        List<String> flags = new ArrayList<>();
        if (r.prefix()) {
            flags.add("--prefix");
        }
        if (r.prevKv()) {
            flags.add("--prev-kv");
        }
        return flags;
    }

    /** Arguments after the flags and a {@code --} when one starts with '-', which etcdctl would take for a flag. */
    private static String command(ConnectionSettings s, String verb, List<byte[]> positional, List<String> flags) {
        EtcdctlCommand c = EtcdctlCommand.of(s).word(verb);
        boolean dash = positional.stream().anyMatch(p -> p.length > 0 && p[0] == '-');
        if (dash) {
            flags.forEach(c::word);
            c.word("--");
        }
        positional.forEach(p -> c.word(ShellQuote.quote(p)));
        if (!dash) {
            flags.forEach(c::word);
        }
        return c.toString();
    }

    /** The key as etcd stores it: the profile's namespace, then the key. */
    static byte[] fullKey(ConnectionSettings s, byte[] key) {
        String namespace = s == null ? null : s.namespace();
        if (namespace == null || namespace.isEmpty()) {
            return key;
        }
        byte[] prefix = namespace.getBytes(StandardCharsets.UTF_8);
        byte[] full = Arrays.copyOf(prefix, prefix.length + key.length);
        System.arraycopy(key, 0, full, prefix.length, key.length);
        return full;
    }

    /** UTF-8 text without NUL and of modest size survives as a shell argument. */
    private static boolean fitsArgument(byte[] value) {
        if (value.length > MAX_ARGUMENT_BYTES) {
            return false;
        }
        for (byte b : value) {
            if (b == 0) {
                return false;
            }
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(value));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }
}
