package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;

import java.text.NumberFormat;

/** The space tab's figures in words: sizes, counts, shares and the lines built from them. */
public final class SpaceTexts {

    static final Messages TEXT = Messages.of(SpaceTexts.class);

    private SpaceTexts() {
    }

    /** "1.5 MiB"; "?" for an unknown (negative) size. */
    public static String size(long bytes) {
        return bytes < 0 ? "?" : Units.bytes(bytes);
    }

    /** "12,345" / "12 345": the language's grouping. */
    public static String count(long n) {
        return Units.count(n);
    }

    /** "12.5 %"; "< 0.1 %" for a sliver that would otherwise read as nothing. */
    public static String share(double share) {
        NumberFormat number = NumberFormat.getNumberInstance(Locales.current());
        number.setMinimumFractionDigits(1);
        number.setMaximumFractionDigits(1);
        if (share > 0 && share < 0.001) {
            return TEXT.format("shareSliver", number.format(0.1));
        }
        return TEXT.format("share", number.format(share * 100));
    }

    /** "340 keys" or, for churn, "340 changes". */
    public static String keys(long keys, SpaceReport.Kind kind) {
        return TEXT.format(kind == SpaceReport.Kind.CHURN ? "changes" : "keys", keys);
    }

    /** The second line of a box: "1.2 MiB · 340 keys", or "1.2 MiB written · 340 changes". */
    public static String figures(SpaceNode node, SpaceReport.Kind kind) {
        return TEXT.format(kind == SpaceReport.Kind.CHURN ? "figures.churn" : "figures.sizes", size(node.bytes()),
                node.keys());
    }

    /** What a box's tooltip says: its prefix, figures, share of the node shown and its largest key. */
    public static String details(SpaceNode node, SpaceNode whole, SpaceReport.Kind kind) {
        StringBuilder text = new StringBuilder(node.prefix().isEmpty() ? TEXT.get("allKeysBracketed") : node.prefix());
        text.append('\n').append(TEXT.format("shareOf", figures(node, kind), share(node.shareOf(whole)),
                whole.name().isEmpty() ? TEXT.get("allKeysLower") : whole.name()));
        if (node.largestKey() != null) {
            text.append('\n').append(kind == SpaceReport.Kind.CHURN
                    ? TEXT.format("changedMost", node.largestKey(), keys(node.largestBytes(), kind))
                    : TEXT.format("largestKey", node.largestKey(), size(node.largestBytes())));
        }
        if (!node.isLeaf()) {
            text.append('\n').append(TEXT.get("clickInside"));
        }
        return text.toString();
    }

    /** The progress line: "12,345 keys · 40.0 MiB read of the 4.0 GiB cap". */
    public static String progress(ScanProgress step) {
        String keys = step.totalKeys() > 0 ? TEXT.format("progress.keysOf", count(step.keys()), step.totalKeys())
                : TEXT.format("keys", step.keys());
        return step.byteCap() > 0 ? TEXT.format("progress.readCapped", keys, size(step.bytes()), size(step.byteCap()))
                : TEXT.format("progress.read", keys, size(step.bytes()));
    }

    /** The line above the treemap once a report is in. */
    public static String summary(SpaceReport report, boolean stoppedByUser) {
        SpaceNode root = report.root();
        String where = root.prefix().isEmpty() ? TEXT.get("allKeys") : root.prefix();
        String text = report.kind() == SpaceReport.Kind.CHURN
                ? TEXT.format("summary.churn", where, keys(root.keys(), report.kind()), size(root.bytes()),
                String.valueOf(report.fromRevision()), String.valueOf(report.toRevision()))
                : TEXT.format("summary.sizes", where, keys(root.keys(), report.kind()), size(root.bytes()),
                String.valueOf(report.toRevision()));
        if (report.complete()) {
            return text;
        }
        return TEXT.format(stoppedByUser ? "summary.stopped" : "summary.capped", text);
    }
}
