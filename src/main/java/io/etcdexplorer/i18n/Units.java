package io.etcdexplorer.i18n;

import java.text.NumberFormat;

/**
 * Sizes and counts as a user reads them in the run's language: "1.2 KiB" in English, "1,2 KiB" in Russian, grouped
 * counts ("12,345" / "12 345"). Units are the binary ones etcd's own docs use (KiB, MiB, GiB), never translated;
 * "bytes" below 1 KiB is a word, with each language's plural. Text that tools parse (CSV, JSON, etcdctl commands)
 * must not come from here: it is written with {@link java.util.Locale#ROOT}.
 */
public final class Units {

    private static final Messages TEXT = Messages.of(Units.class);
    private static final String[] UNITS = {"KiB", "MiB", "GiB", "TiB"};

    private Units() {
    }

    /** {@code 512 bytes}, {@code 1.5 KiB}, {@code 12 MiB}: one decimal below 10 units, none above. */
    public static String bytes(long bytes) {
        if (bytes < 1024) {
            return TEXT.format("bytes", bytes);
        }
        double value = bytes;
        int unit = -1;
        // From 1023.5 on, no decimals would print "1,024 KiB": that is already the next unit ("1.0 MiB").
        while (value >= 1023.5 && unit < UNITS.length - 1) {
            value /= 1024;
            unit++;
        }
        NumberFormat number = NumberFormat.getNumberInstance(Locales.current());
        number.setMaximumFractionDigits(value < 10 ? 1 : 0);
        number.setMinimumFractionDigits(value < 10 ? 1 : 0);
        return TEXT.format("size", number.format(value), UNITS[unit]);
    }

    /** A count with the language's grouping: {@code 1,234,567} / {@code 1 234 567}. */
    public static String count(long count) {
        return NumberFormat.getIntegerInstance(Locales.current()).format(count);
    }
}
