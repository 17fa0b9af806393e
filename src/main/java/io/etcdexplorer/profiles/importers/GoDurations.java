package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;

import java.util.Locale;

/**
 * Go's time.ParseDuration syntax as etcdctl's --dial-timeout takes it: 5s, 500ms, 1m30s. Read by hand in one
 * pass: a regular expression searched along the text tried every digit as a start, which took seconds on a
 * pasted run of digits.
 */
final class GoDurations {

    private static final Messages TEXT = Messages.of(GoDurations.class);

    /** Longer text is no duration anyone means ("1h2m3.5s" and friends are short); it is refused unread. */
    static final int MAX_LENGTH = 64;
    /** Go's durations are int64 nanoseconds: about 292 years. */
    private static final double MAX_MILLIS = Long.MAX_VALUE / 1e6;

    private GoDurations() {
    }

    /** Milliseconds, or -1 when the text is not a Go duration. */
    static long millis(String text) {
        String value = text.strip().toLowerCase(Locale.ROOT);
        if (value.equals("0")) {
            return 0;
        }
        if (value.isEmpty() || value.length() > MAX_LENGTH) {
            return -1;
        }
        double total = 0;
        int p = 0;
        while (p < value.length()) {
            int start = p;
            p = digits(value, p);
            boolean whole = p > start;
            if (p < value.length() && value.charAt(p) == '.') {
                int fraction = ++p;
                p = digits(value, p);
                if (!whole && p == fraction) {
                    return -1; // "." alone
                }
            } else if (!whole) {
                return -1; // a unit without a number
            }
            String number = value.substring(start, p);
            int unitStart = p;
            while (p < value.length() && !Character.isDigit(value.charAt(p)) && value.charAt(p) != '.') {
                p++;
            }
            double unit = unitMillis(value.substring(unitStart, p));
            if (unit < 0) {
                return -1;
            }
            total += Double.parseDouble(number) * unit;
        }
        return total > MAX_MILLIS ? -1 : Math.round(total);
    }

    private static int digits(String value, int from) {
        int p = from;
        while (p < value.length() && value.charAt(p) >= '0' && value.charAt(p) <= '9') {
            p++;
        }
        return p;
    }

    /** A unit in milliseconds, or -1 for none (Go wants one after every number but a lone 0). */
    private static double unitMillis(String unit) {
        return switch (unit) {
            case "ns" -> 1e-6;
            case "us", "\u00b5s", "\u03bcs" -> 1e-3;
            case "ms" -> 1;
            case "s" -> 1_000;
            case "m" -> 60_000;
            case "h" -> 3_600_000;
            default -> -1;
        };
    }

    /** Whole seconds for the draft, rounded up so a short timeout never becomes none. */
    static Integer seconds(Flags.Flag flag, DraftBuilder draft) {
        String value = draft.value(flag);
        if (value == null) {
            return null;
        }
        long millis = millis(value);
        if (millis <= 0) {
            // The length is a plain number, as an editor's column counter shows it.
            draft.warn(value.length() > MAX_LENGTH
                    ? TEXT.format("warn.longDuration", flag.label(), DraftBuilder.shorten(value),
                            String.valueOf(value.length()))
                    : TEXT.format("warn.notDuration", flag.label(), DraftBuilder.shorten(value)));
            return null;
        }
        long seconds = (millis + 999) / 1000;
        if (seconds * 1000 != millis) {
            draft.warn(TEXT.format("warn.roundedUp", flag.label(), value, seconds + "s"));
        }
        return (int) Math.min(seconds, Integer.MAX_VALUE);
    }
}
