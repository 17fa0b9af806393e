package io.etcdexplorer.etcd.ops;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The input {@code etcdctl txn} reads on stdin (etcdctl 3.4 ctlv3/command/txn_command.go): compares, a blank line,
 * success requests, a blank line, failure requests, a blank line. Compares are {@code target("key") op "operand"}
 * parsed with Go's {@code fmt.Sscanf("%q) %s %q")}; requests are {@code put}/{@code get}/{@code del} lines split
 * by etcdctl's argify, where a double-quoted word is unquoted like a Go string literal. Go literals can hold any
 * byte ({@code \x00}), so unlike shell arguments a txn can write binary keys and values exactly.
 */
final class TxnScript {

    private static final String SAFE = "[A-Za-z0-9_@%+=:,./-]+";

    private final UnaryOperator<byte[]> fullKey;
    private final List<String> lines = new ArrayList<>();

    /** {@code fullKey} adds the profile's namespace, which etcdctl has no flag for. */
    TxnScript(UnaryOperator<byte[]> fullKey) {
        this.fullKey = fullKey;
    }

    static String script(TxnRequest r, UnaryOperator<byte[]> fullKey) {
        TxnScript s = new TxnScript(fullKey);
        r.compares().forEach(s::compare);
        s.lines.add("");
        r.success().forEach(s::op);
        s.lines.add("");
        r.failure().forEach(s::op);
        s.lines.add(""); // etcdctl fails with "EOF" unless the failure list ends with a blank line too
        return String.join("\n", s.lines) + "\n";
    }

    private void compare(TxnCompare c) {
        if (c.prefix()) {
            throw new IllegalArgumentException("etcdctl txn has no syntax for a compare over a prefix");
        }
        String target = c.target().name().toLowerCase(Locale.ROOT);
        String operand = switch (c.target()) {
            case VALUE -> quote(c.value());
            // Fixed etcdctl parses a lease compare's operand as hex, like every other lease id it takes.
            case LEASE -> "\"" + Describe.leaseHex(c.number()) + "\"";
            default -> "\"" + c.number() + "\"";
        };
        lines.add(target + "(" + quote(fullKey.apply(c.key())) + ") " + c.op().symbol() + " " + operand);
    }

    private void op(TxnOp op) {
        if (op instanceof TxnOp.Get get) {
            lines.add(line("get", List.of(fullKey.apply(get.request().key())), EtcdctlOps.getFlags(get.request())));
        } else if (op instanceof TxnOp.Put put) {
            PutRequest r = put.request();
            List<byte[]> positional = r.ignoreValue() ? List.of(fullKey.apply(r.key()))
                    : List.of(fullKey.apply(r.key()), r.value());
            lines.add(line("put", positional, EtcdctlOps.putFlags(r)));
        } else {
            DeleteRequest r = ((TxnOp.Delete) op).request();
            lines.add(line("del", List.of(fullKey.apply(r.key())), EtcdctlOps.deleteFlags(r)));
        }
    }

    /** Flags first when a key or value starts with '-', then {@code --} so cobra takes it as an argument. */
    private static String line(String verb, List<byte[]> positional, List<String> flags) {
        List<String> out = new ArrayList<>(List.of(verb));
        boolean dash = positional.stream().anyMatch(p -> p.length > 0 && p[0] == '-');
        if (dash) {
            out.addAll(flags);
            out.add("--");
        }
        positional.forEach(p -> out.add(word(p)));
        if (!dash) {
            out.addAll(flags);
        }
        return String.join(" ", out);
    }

    /** A bare word when argify keeps it as is, else a Go string literal. */
    private static String word(byte[] bytes) {
        String ascii = new String(bytes, StandardCharsets.ISO_8859_1);
        return ascii.matches(SAFE) ? ascii : quote(bytes);
    }

    /**
     * A Go double-quoted string literal of {@code bytes}: visible UTF-8 as is, {@code "} and {@code \} escaped,
     * controls and bytes that are not UTF-8 as {@code \xNN} (which Go turns back into exactly that byte).
     */
    static String quote(byte[] bytes) {
        StringBuilder out = new StringBuilder("\"");
        String text = utf8(bytes);
        if (text == null) {
            for (byte b : bytes) {
                int v = b & 0xff;
                if (v >= 0x20 && v < 0x7f) {
                    escapeAscii(out, v);
                } else {
                    hex(out, v);
                }
            }
        } else {
            text.codePoints().forEach(c -> {
                if (c < 0x80) {
                    if (c >= 0x20 && c < 0x7f) {
                        escapeAscii(out, c);
                    } else {
                        hex(out, c);
                    }
                } else if (Character.isISOControl(c) || !Character.isDefined(c)) {
                    for (byte b : new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8)) {
                        hex(out, b & 0xff);
                    }
                } else {
                    out.appendCodePoint(c);
                }
            });
        }
        return out.append('"').toString();
    }

    private static void escapeAscii(StringBuilder out, int c) {
        if (c == '"' || c == '\\') {
            out.append('\\');
        }
        out.append((char) c);
    }

    private static void hex(StringBuilder out, int v) {
        out.append(String.format(Locale.ROOT, "\\x%02x", v));
    }

    private static String utf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
