package io.etcdexplorer.kubernetes;

/** Go's {@code time.Duration.String()}: "1h2m3.5s", "1.5ms", "0s". metav1.Duration prints itself this way. */
final class GoDuration {

    private static final long MICRO = 1_000L;
    private static final long MILLI = 1_000_000L;
    private static final long SECOND = 1_000_000_000L;
    private static final long MINUTE = 60 * SECOND;
    private static final long HOUR = 60 * MINUTE;

    private GoDuration() {
    }

    static String format(long nanos) {
        if (nanos == 0) {
            return "0s";
        }
        StringBuilder out = new StringBuilder(nanos < 0 ? "-" : "");
        // Long.MIN_VALUE has no positive counterpart; its magnitude is only ever printed through unsigned division.
        long abs = Math.abs(nanos);
        if (abs < 0 || abs >= SECOND) {
            long hours = Long.divideUnsigned(abs, HOUR);
            long rest = Long.remainderUnsigned(abs, HOUR);
            if (hours > 0) {
                out.append(hours).append('h');
            }
            if (hours > 0 || rest >= MINUTE) {
                out.append(rest / MINUTE).append('m');
            }
            return out.append(fraction(rest % MINUTE, SECOND)).append('s').toString();
        }
        if (abs < MICRO) {
            return out.append(abs).append("ns").toString();
        }
        if (abs < MILLI) {
            return out.append(fraction(abs, MICRO)).append("µs").toString();
        }
        return out.append(fraction(abs, MILLI)).append("ms").toString();
    }

    /** value/unit with the fraction's trailing zeros dropped, as Go does. */
    private static String fraction(long value, long unit) {
        String whole = Long.toString(value / unit);
        long part = value % unit;
        if (part == 0) {
            return whole;
        }
        String digits = String.format("%0" + (Long.toString(unit).length() - 1) + "d", part).replaceAll("0+$", "");
        return whole + "." + digits;
    }
}
