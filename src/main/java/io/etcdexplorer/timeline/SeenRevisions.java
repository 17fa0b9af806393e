package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Locales;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.TreeMap;

/**
 * When this window first saw each revision (in response headers and in the timeline's polls). etcd keeps no
 * time with a revision, so this is the only clock there is: a version's revision seen exactly gives its time, one
 * between two seen revisions gives a window ("between 10:02:01 and 10:02:04"), one outside them a bound ("before
 * 10:02:01": it was already there when this window first looked).
 * Thread-safe; bounded.
 */
public final class SeenRevisions implements SeenTimes {

    private static final Messages TEXT = Messages.of(SeenRevisions.class);

    static final int MAX_ENTRIES = 100_000;

    private final Clock clock;
    private final TreeMap<Long, Instant> seen = new TreeMap<>();

    public SeenRevisions(Clock clock) {
        this.clock = clock;
    }

    /** The cluster was at {@code revision} now; only the first sighting of a revision counts. */
    public synchronized void record(long revision) {
        if (revision <= 0 || seen.containsKey(revision)) {
            return;
        }
        seen.put(revision, clock.instant());
        if (seen.size() > MAX_ENTRIES) {
            seen.pollFirstEntry();
        }
    }

    /** Forgets every sighting: the connection closed, and another cluster's revisions are other moments. */
    public synchronized void forget() {
        seen.clear();
    }

    /** When revision {@code revision} itself was seen; null when it was not. */
    @Override
    public synchronized Instant at(long revision) {
        return seen.get(revision);
    }

    /** "10:02:03", "between 10:02:01 and 10:02:04", "before 10:02:01", "after 10:02:04", or "" when none seen. */
    public synchronized String describe(long revision) {
        Instant exact = seen.get(revision);
        if (exact != null) {
            return format(exact);
        }
        Map.Entry<Long, Instant> before = seen.lowerEntry(revision);
        Map.Entry<Long, Instant> after = seen.higherEntry(revision);
        if (before == null && after == null) {
            return "";
        }
        if (before == null) {
            return TEXT.format("seen.before", format(after.getValue()));
        }
        if (after == null) {
            return TEXT.format("seen.after", format(before.getValue()));
        }
        return TEXT.format("seen.between", format(before.getValue()), format(after.getValue()));
    }

    private String format(Instant instant) {
        java.time.ZonedDateTime at = instant.atZone(clock.getZone() == null ? ZoneId.systemDefault() : clock.getZone());
        boolean today = at.toLocalDate().equals(clock.instant().atZone(at.getZone()).toLocalDate());
        // The day's pattern comes from the bundle: each language orders day and month its own way.
        return DateTimeFormatter.ofPattern(today ? "HH:mm:ss" : TEXT.get("seen.dayPattern"), Locales.current())
                .format(at);
    }
}
