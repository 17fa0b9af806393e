package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;

import java.util.Arrays;

/**
 * The words for a comparison, shared by the Compare tab and the exported report: what each side is, what a change
 * is called, how a key is shown and the one-line summary. Two revisions of one keyspace read as today ("added",
 * "revision 12"); two clusters or two prefixes read by their names ("only on staging", "production @ 57").
 */
final class CompareTexts {

    private static final Messages TEXT = Messages.of(CompareTexts.class);

    private CompareTexts() {
    }

    /** "the whole keyspace" or the prefix in display form. */
    static String shown(byte[] prefix) {
        return prefix.length == 0 ? TEXT.get("wholeKeyspace") : KeyText.display(prefix);
    }

    /**
     * Side A's or B's title: "revision 12" for one keyspace; across, the cluster, the prefix when the two differ,
     * and the revision ("staging @ 12", "prod /production/ @ latest (57)" when {@code latest} was asked for).
     */
    static String side(KeyspaceDiff diff, boolean sideA, boolean latest) {
        long revision = sideA ? diff.revisionA() : diff.revisionB();
        KeyspaceDiff.Across across = diff.across();
        if (across == null) {
            return TEXT.format("side.revision", String.valueOf(revision));
        }
        String at = latest ? TEXT.format("side.latest", String.valueOf(revision)) : Long.toString(revision);
        String prefix = samePrefix(diff) ? "" : " " + shown(sideA ? diff.prefix() : diff.prefixB());
        return (sideA ? across.clusterA() : across.clusterB()) + prefix + " @ " + at;
    }

    /** The change column: "added", "re-created"...; across, "only on staging", "only under /a/", "different". */
    static String kind(KeyspaceDiff diff, KeyChange change) {
        KeyspaceDiff.Across across = diff.across();
        if (across == null) {
            return change.recreated() ? TEXT.get("kind.recreated") : switch (change.kind()) {
                case ADDED -> TEXT.get("kind.added");
                case DELETED -> TEXT.get("kind.deleted");
                case MODIFIED -> TEXT.get("kind.modified");
            };
        }
        return switch (change.kind()) {
            case DELETED -> only(diff, true);
            case ADDED -> only(diff, false);
            case MODIFIED -> TEXT.get("kind.different");
        };
    }

    /** What a key on one side only is called, across: "only on staging", or "only under /a/" on one cluster. */
    static String only(KeyspaceDiff diff, boolean sideA) {
        KeyspaceDiff.Across across = diff.across();
        if (across.clusterA().equals(across.clusterB())) {
            return TEXT.format("onlyUnder", shown(sideA ? diff.prefix() : diff.prefixB()));
        }
        return TEXT.format("onlyOn", sideA ? across.clusterA() : across.clusterB());
    }

    /** The key in display form; when two prefixes are compared, its path after the prefix, which both sides share. */
    static String key(KeyspaceDiff diff, KeyChange change) {
        if (samePrefix(diff) || change.key().length == diff.prefix().length) {
            return KeyText.display(change.key());
        }
        return KeyText.display(Arrays.copyOfRange(change.key(), diff.prefix().length, change.key().length));
    }

    static boolean samePrefix(KeyspaceDiff diff) {
        return Arrays.equals(diff.prefix(), diff.prefixB());
    }

    /** The line above the table, with the counts. */
    static String summary(KeyspaceDiff diff, String titleA, String titleB) {
        long total = diff.changes().size();
        if (diff.across() == null) {
            String counts = TEXT.format(diff.recreated() > 0 ? "summary.countsRecreated" : "summary.counts",
                    diff.count(KeyChange.Kind.ADDED), diff.count(KeyChange.Kind.DELETED),
                    diff.count(KeyChange.Kind.MODIFIED), diff.recreated(), diff.unchanged());
            return TEXT.format("summary.one", total, shown(diff.prefix()), String.valueOf(diff.revisionA()),
                    String.valueOf(diff.revisionB()), counts);
        }
        String counts = TEXT.format("summary.acrossCounts", diff.count(KeyChange.Kind.DELETED), only(diff, true),
                diff.count(KeyChange.Kind.ADDED), only(diff, false), diff.count(KeyChange.Kind.MODIFIED),
                diff.unchanged());
        return samePrefix(diff)
                ? TEXT.format("summary.acrossUnder", total, titleA, titleB, shown(diff.prefix()), counts)
                : TEXT.format("summary.across", total, titleA, titleB, counts);
    }
}
