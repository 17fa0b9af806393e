package io.etcdexplorer.space;

import java.util.Locale;

/**
 * A report as CSV (RFC 4180: commas, CRLF, quotes doubled inside quoted fields): every box depth first with its
 * prefix, keys, bytes, share of the whole and largest key, then after an empty line the largest (or most changed)
 * keys. A churn report's columns say changes and bytes written.
 */
public final class SpaceCsv {

    private static final String EOL = "\r\n";

    private SpaceCsv() {
    }

    public static String of(SpaceReport report) {
        StringBuilder out = new StringBuilder();
        boolean churn = report.kind() == SpaceReport.Kind.CHURN;
        row(out, "depth", "name", "prefix", churn ? "changes" : "keys", churn ? "bytes written" : "bytes", "share",
                churn ? "most changed key" : "largest key", churn ? "its changes" : "its bytes");
        boxes(out, report.root(), report.root(), 0);
        out.append(EOL);
        row(out, "rank", "key", churn ? "bytes written" : "bytes", churn ? "last revision" : "mod revision",
                "changes");
        int rank = 1;
        for (KeySize key : report.largest()) {
            row(out, Integer.toString(rank++), key.key(), Long.toString(key.bytes()), Long.toString(key.modRevision()),
                    Long.toString(key.changes()));
        }
        return out.toString();
    }

    private static void boxes(StringBuilder out, SpaceNode node, SpaceNode whole, int depth) {
        row(out, Integer.toString(depth), node.name(), node.prefix(), Long.toString(node.keys()),
                Long.toString(node.bytes()), String.format(Locale.ROOT, "%.6f", node.shareOf(whole)),
                node.largestKey() == null ? "" : node.largestKey(),
                node.largestKey() == null ? "" : Long.toString(node.largestBytes()));
        for (SpaceNode child : node.children()) {
            boxes(out, child, whole, depth + 1);
        }
    }

    private static void row(StringBuilder out, String... fields) {
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(field(fields[i]));
        }
        out.append(EOL);
    }

    /** Quoted when it holds a comma, a quote, a line break or edge spaces (which a spreadsheet would trim). */
    static String field(String value) {
        boolean quote = value.indexOf(',') >= 0 || value.indexOf('"') >= 0 || value.indexOf('\n') >= 0
                || value.indexOf('\r') >= 0 || !value.equals(value.strip());
        return quote ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }
}
