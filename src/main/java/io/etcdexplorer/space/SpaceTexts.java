package io.etcdexplorer.space;

import io.etcdexplorer.values.ValueRenderer;

import java.util.Locale;

/** The space tab's figures in words: sizes, counts, shares and the lines built from them. */
public final class SpaceTexts {

    private SpaceTexts() {
    }

    /** "1.5 MiB"; "?" for an unknown (negative) size. */
    public static String size(long bytes) {
        return bytes < 0 ? "?" : ValueRenderer.humanSize(bytes);
    }

    /** "12,345". */
    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** "12.5 %"; "< 0.1 %" for a sliver that would otherwise read as nothing. */
    public static String share(double share) {
        if (share > 0 && share < 0.001) {
            return "< 0.1 %";
        }
        return String.format(Locale.ROOT, "%.1f %%", share * 100);
    }

    /** "340 keys" or, for churn, "340 changes". */
    public static String keys(long keys, SpaceReport.Kind kind) {
        String noun = kind == SpaceReport.Kind.CHURN ? (keys == 1 ? "change" : "changes") : keys == 1 ? "key" : "keys";
        return count(keys) + " " + noun;
    }

    /** The second line of a box: "1.2 MiB · 340 keys", or "1.2 MiB written · 340 changes". */
    public static String figures(SpaceNode node, SpaceReport.Kind kind) {
        String bytes = kind == SpaceReport.Kind.CHURN ? size(node.bytes()) + " written" : size(node.bytes());
        return bytes + " · " + keys(node.keys(), kind);
    }

    /** What a box's tooltip says: its prefix, figures, share of the node shown and its largest key. */
    public static String details(SpaceNode node, SpaceNode whole, SpaceReport.Kind kind) {
        StringBuilder text = new StringBuilder(node.prefix().isEmpty() ? "(all keys)" : node.prefix());
        text.append('\n').append(figures(node, kind)).append(" · ").append(share(node.shareOf(whole)))
                .append(" of ").append(whole.name().isEmpty() ? "all keys" : whole.name());
        if (node.largestKey() != null) {
            text.append('\n').append(kind == SpaceReport.Kind.CHURN ? "Changed most: " : "Largest key: ")
                    .append(node.largestKey()).append(" (")
                    .append(kind == SpaceReport.Kind.CHURN ? keys(node.largestBytes(), kind) : size(node.largestBytes()))
                    .append(')');
        }
        if (!node.isLeaf()) {
            text.append("\nClick to look inside");
        }
        return text.toString();
    }

    /** The progress line: "12,345 keys · 40.0 MiB read of the 4.0 GiB cap". */
    public static String progress(ScanProgress step) {
        String keys = step.totalKeys() > 0 ? count(step.keys()) + " of " + count(step.totalKeys()) + " keys · "
                : count(step.keys()) + (step.keys() == 1 ? " key · " : " keys · ");
        String read = keys + size(step.bytes()) + " read";
        return step.byteCap() > 0 ? read + " of the " + size(step.byteCap()) + " cap" : read;
    }

    /** The line above the treemap once a report is in. */
    public static String summary(SpaceReport report, boolean stoppedByUser) {
        SpaceNode root = report.root();
        String where = root.prefix().isEmpty() ? "All keys" : root.prefix();
        String text = report.kind() == SpaceReport.Kind.CHURN
                ? where + " · " + keys(root.keys(), report.kind()) + " · " + size(root.bytes()) + " written between"
                + " revisions " + report.fromRevision() + " and " + report.toRevision()
                : where + " · " + keys(root.keys(), report.kind()) + " · " + size(root.bytes()) + " of keys and values"
                + " at revision " + report.toRevision();
        if (report.complete()) {
            return text;
        }
        return text + (stoppedByUser ? " · stopped: the figures cover only what was read"
                : " · the byte cap was reached: the figures cover only what was read (Raise cap reads on)");
    }
}
