package io.etcdexplorer.snapshots;

import java.util.Locale;

/** Byte counts as people read them: "24 KB", "1.3 GB" (powers of 1024, as file managers show disk space). */
final class Sizes {

    private static final String[] UNITS = {"bytes", "KB", "MB", "GB", "TB"};

    private Sizes() {
    }

    static String of(long bytes) {
        double value = bytes;
        int unit = 0;
        while (value >= 1024 && unit < UNITS.length - 1) {
            value /= 1024;
            unit++;
        }
        if (unit == 0) {
            return bytes + " bytes";
        }
        return String.format(Locale.ROOT, value < 10 ? "%.1f %s" : "%.0f %s", value, UNITS[unit]);
    }
}
