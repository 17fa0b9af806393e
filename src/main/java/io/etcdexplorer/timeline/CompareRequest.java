package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.values.KeyText;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * A comparison as the user asked for it: per side a cluster, a prefix and a revision (0: its latest), checked. The
 * same cluster and prefix on both sides compare two revisions of one keyspace ({@link KeyspaceComparer}); anything
 * else compares two keyspaces by value, each side's revision counted in its own cluster ({@link CrossComparer}).
 */
record CompareRequest(CompareSide sideA, byte[] prefixA, long revisionA, CompareSide sideB, byte[] prefixB,
                      long revisionB) {

    private static final Messages TEXT = Messages.of(CompareRequest.class);

    /** The two sides' sessions, open when asked for; the same one twice within one cluster. */
    record Sessions(EtcdSession a, EtcdSession b) {
    }

    /**
     * Parses the form. Revision A may be left empty (its latest) only across keyspaces: within one, A is the past
     * being compared with B.
     *
     * @throws IllegalArgumentException naming the field at fault and what to type instead
     */
    static CompareRequest parse(CompareSide sideA, String prefixA, String revisionA, CompareSide sideB,
                                String prefixB, String revisionB) {
        byte[] a = KeyText.parse(prefixA == null ? "" : prefixA);
        byte[] b = KeyText.parse(prefixB == null ? "" : prefixB);
        boolean one = sideA.equals(sideB) && Arrays.equals(a, b);
        return new CompareRequest(sideA, a, revision(revisionA, "A", !one), sideB, b,
                revision(revisionB, "B", true));
    }

    /** True for two revisions of one keyspace: same cluster, same prefix. */
    boolean oneKeyspace() {
        return sideA.equals(sideB) && Arrays.equals(prefixA, prefixB);
    }

    /**
     * Both sides' open sessions.
     *
     * @param self the workspace the tab belongs to, which says "connect first" rather than "reconnect it"
     * @throws IllegalStateException when a side's connection is closed, saying which and what to do
     */
    Sessions open(CompareSide self) {
        return new Sessions(open(true, self), open(false, self));
    }

    /** Why a side cannot be read any more (its connection closed), if it cannot. */
    Optional<String> closed(CompareSide self) {
        try {
            open(self);
            return Optional.empty();
        } catch (IllegalStateException closed) {
            return Optional.of(closed.getMessage());
        }
    }

    private EtcdSession open(boolean onA, CompareSide self) {
        CompareSide side = onA ? sideA : sideB;
        EtcdSession session = side.session().get();
        if (session != null) {
            return session;
        }
        if (side.equals(self)) {
            throw new IllegalStateException(TEXT.get("connectFirst"));
        }
        String name = onA ? "A" : "B";
        throw new IllegalStateException(TEXT.format("sideClosed", side.name(), name));
    }

    /** Runs the comparison on the given open sessions. Blocking: call it off the UI thread. */
    KeyspaceDiff compare(Sessions open, BooleanSupplier cancelled) {
        if (oneKeyspace()) {
            return new KeyspaceComparer(open.a()).compare(prefixA, revisionA, revisionB, cancelled);
        }
        return new CrossComparer().compare(new CrossComparer.Side(sideA.name(), open.a(), prefixA, revisionA),
                new CrossComparer.Side(sideB.name(), open.b(), prefixB, revisionB), cancelled);
    }

    /** Reads a side's values, with messages naming its cluster when two are compared. */
    ValueFetcher values(boolean onA, Sessions open) {
        String cluster = oneKeyspace() ? null : (onA ? sideA : sideB).name();
        return new KeyspaceComparer(onA ? open.a() : open.b(), cluster)::valueAt;
    }

    /** "revision 12", or across "staging @ 12", "production @ latest (57)" once the result named the revision. */
    String title(KeyspaceDiff diff, boolean onA) {
        return CompareTexts.side(diff, onA, (onA ? revisionA : revisionB) == 0);
    }

    /** What the tab says while the comparison runs. */
    String running() {
        String b = revisionB == 0 ? TEXT.get("latest") : Long.toString(revisionB);
        if (oneKeyspace()) {
            return revisionB == 0
                    ? TEXT.format("running.toNow", CompareTexts.shown(prefixA), String.valueOf(revisionA))
                    : TEXT.format("running.one", CompareTexts.shown(prefixA), String.valueOf(revisionA), b);
        }
        String a = revisionA == 0 ? TEXT.get("latest") : Long.toString(revisionA);
        return TEXT.format("running.across", CompareTexts.shown(prefixA), sideA.name(), a,
                CompareTexts.shown(prefixB), sideB.name(), b);
    }

    private static long revision(String text, String name, boolean emptyIsLatest) {
        String trimmed = text == null ? "" : text.strip();
        if (trimmed.isEmpty()) {
            if (emptyIsLatest) {
                return 0;
            }
            throw new IllegalArgumentException(TEXT.format("revision.missing", name));
        }
        try {
            long value = Long.parseLong(trimmed);
            if (value <= 0) {
                throw new IllegalArgumentException(TEXT.format("revision.notPositive", name));
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(TEXT.format("revision.notNumber", name, trimmed));
        }
    }
}
