package io.etcdexplorer.profiles.importers;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Go's time.ParseDuration syntax as etcdctl's --dial-timeout takes it: 5s, 500ms, 1m30s. */
final class GoDurations {

    private static final Pattern COMPONENT = Pattern.compile("(\\d+(?:\\.\\d*)?|\\.\\d+)(ns|us|µs|ms|s|m|h)");

    private GoDurations() {
    }

    /** Milliseconds, or -1 when the text is not a Go duration. */
    static long millis(String text) {
        String value = text.strip().toLowerCase(Locale.ROOT);
        if (value.equals("0")) {
            return 0;
        }
        Matcher m = COMPONENT.matcher(value);
        double total = 0;
        int end = 0;
        while (m.find() && m.start() == end) {
            total += Double.parseDouble(m.group(1)) * unitMillis(m.group(2));
            end = m.end();
        }
        return end == value.length() && end > 0 ? Math.round(total) : -1;
    }

    private static double unitMillis(String unit) {
        return switch (unit) {
            case "ns" -> 1e-6;
            case "us", "µs" -> 1e-3;
            case "ms" -> 1;
            case "s" -> 1_000;
            case "m" -> 60_000;
            default -> 3_600_000;
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
            draft.warn(flag.label() + "=" + value + " is not a duration such as 5s: the default is kept");
            return null;
        }
        long seconds = (millis + 999) / 1000;
        if (seconds * 1000 != millis) {
            draft.warn(flag.label() + "=" + value + " is rounded up to " + seconds + "s");
        }
        return (int) Math.min(seconds, Integer.MAX_VALUE);
    }
}
