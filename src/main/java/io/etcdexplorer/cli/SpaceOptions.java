package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.space.SpaceGrouping;
import io.etcdexplorer.space.SpaceSource;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code space} verb's own options; everything else is left for {@link EtcdctlFlags} (the connection). Values
 * are repeated in messages only where they cannot be a secret typed into the wrong option (numbers, formats).
 */
record SpaceOptions(byte[] prefix, SpaceGrouping grouping, String format, long maxBytes, long fromRevision,
                    long toRevision, boolean skipHashCheck, List<String> connectionArgs, List<String> errors) {

    static final List<String> FORMATS = List.of("table", "json", "csv");
    private static final Messages TEXT = Messages.of(SpaceOptions.class);
    private static final List<String> OWN = List.of("prefix", "by", "output", "max-bytes", "from-rev", "to-rev");

    boolean churn() {
        return fromRevision >= 0;
    }

    static SpaceOptions parse(List<String> args) {
        String prefix = "";
        SpaceGrouping grouping = SpaceGrouping.PREFIX;
        String format = "table";
        long maxBytes = SpaceSource.DEFAULT_BYTE_CAP;
        Long from = null;
        Long to = null;
        List<String> rest = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        boolean skipHashCheck = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--skip-hash-check")) {
                skipHashCheck = true; // with --snapshot: the user read why the file's hash does not match
                continue;
            }
            String name = arg.equals("-o") || arg.startsWith("-o=") ? "output"
                    : arg.startsWith("--") ? arg.substring(2).split("=", 2)[0] : null;
            if (name == null || !OWN.contains(name)) {
                rest.add(arg);
                continue;
            }
            String value;
            if (arg.contains("=")) {
                value = arg.substring(arg.indexOf('=') + 1);
            } else if (i + 1 < args.size()) {
                value = args.get(++i);
            } else {
                errors.add(TEXT.format("needsValue", "--" + name));
                continue;
            }
            switch (name) {
                case "prefix" -> prefix = value;
                case "by" -> {
                    switch (value.toLowerCase(Locale.ROOT)) {
                        case "prefix" -> grouping = SpaceGrouping.PREFIX;
                        case "resource" -> grouping = SpaceGrouping.RESOURCE;
                        default -> errors.add(TEXT.format("space.badBy", value));
                    }
                }
                case "output" -> {
                    format = value.toLowerCase(Locale.ROOT);
                    if (!FORMATS.contains(format)) {
                        errors.add(TEXT.format("space.badFormat", value));
                    }
                }
                case "max-bytes" -> maxBytes = bytes(value, errors);
                case "from-rev" -> from = number("--from-rev", value, errors);
                case "to-rev" -> to = number("--to-rev", value, errors);
                default -> throw new IllegalStateException(name);
            }
        }
        if (to != null && from == null) {
            errors.add(TEXT.get("space.toNeedsFrom"));
        }
        if (from != null && to != null && to < from) {
            errors.add(TEXT.format("space.toBelowFrom", String.valueOf(to), String.valueOf(from)));
        }
        return new SpaceOptions(prefix.getBytes(StandardCharsets.UTF_8), grouping, format, maxBytes,
                from == null ? -1 : from, to == null ? Long.MAX_VALUE : to, skipHashCheck, rest, errors);
    }

    private static Long number(String flag, String value, List<String> errors) {
        try {
            long n = Long.parseLong(value.trim());
            if (n < 0) {
                errors.add(TEXT.format("space.negative", flag));
            }
            return n;
        } catch (NumberFormatException e) {
            errors.add(TEXT.format("space.notRevision", flag));
            return 0L;
        }
    }

    /** A byte count, with an optional binary suffix: 500M, 4G, 1048576. */
    static long bytes(String value, List<String> errors) {
        String v = value.trim().toUpperCase(Locale.ROOT).replace("IB", "").replace("B", "");
        long unit = 1;
        if (!v.isEmpty() && "KMGT".indexOf(v.charAt(v.length() - 1)) >= 0) {
            unit = 1L << (10 * ("KMGT".indexOf(v.charAt(v.length() - 1)) + 1));
            v = v.substring(0, v.length() - 1);
        }
        try {
            long n = Long.parseLong(v);
            if (n <= 0) {
                errors.add(TEXT.get("space.maxBytesPositive"));
            }
            return Math.multiplyExact(n, unit);
        } catch (NumberFormatException | ArithmeticException e) {
            errors.add(TEXT.get("space.maxBytesSize"));
            return 0;
        }
    }
}
