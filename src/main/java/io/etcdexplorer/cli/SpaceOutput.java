package io.etcdexplorer.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.space.KeySize;
import io.etcdexplorer.space.MemberSpace;
import io.etcdexplorer.space.SpaceCsv;
import io.etcdexplorer.space.SpaceGrouping;
import io.etcdexplorer.space.SpaceNode;
import io.etcdexplorer.space.SpaceReport;

import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

/** Prints a space report as a table (for people), JSON (every box, for scripts) or CSV (for spreadsheets). */
final class SpaceOutput {

    private static final Messages TEXT = Messages.of(SpaceOutput.class);

    /** The table lists this many of the largest keys; JSON and CSV list all of them. */
    static final int TABLE_KEYS = 20;

    private SpaceOutput() {
    }

    static void print(String format, SpaceReport report, List<MemberSpace> members, PrintStream out) {
        switch (format) {
            case "json" -> out.print(json(report, members));
            case "csv" -> out.print(SpaceCsv.of(report));
            default -> table(report, members, out);
        }
    }

    private static void table(SpaceReport report, List<MemberSpace> members, PrintStream out) {
        boolean churn = report.kind() == SpaceReport.Kind.CHURN;
        SpaceNode root = report.root();
        String by = TEXT.get(report.grouping() == SpaceGrouping.RESOURCE ? "space.byResource" : "space.byPrefix");
        String where = root.prefix().isEmpty() ? TEXT.get("space.wholeKeyspace") : TEXT.format("space.under", root.prefix());
        String title = churn ? TEXT.format("space.titleChurn", String.valueOf(report.fromRevision()),
                String.valueOf(report.toRevision()), where, by)
                : TEXT.format("space.titleSizes", String.valueOf(report.toRevision()), where, by);
        out.println(report.complete() ? title : TEXT.format("space.incomplete", title));
        int[] widths = {40, 12, 12, 7};
        out.println(row(widths, TEXT.get(churn ? "space.col.writer" : "space.col.prefix"),
                TEXT.get(churn ? "space.col.changes" : "space.col.keys"),
                TEXT.get(churn ? "space.col.written" : "space.col.bytes"), TEXT.get("space.col.share"),
                TEXT.get(churn ? "space.col.mostChanged" : "space.col.largest")));
        for (SpaceNode node : prepend(root, root.children())) {
            String largest = node.largestKey() == null ? "" : TEXT.format(churn ? "space.keyChanges" : "space.keySize",
                    node.largestKey(), churn ? node.largestBytes() : human(node.largestBytes()));
            out.println(row(widths, node == root ? TEXT.get("space.all") : node.name(), Units.count(node.keys()),
                    human(node.bytes()), percent(node.shareOf(root)), largest));
        }
        out.println();
        out.println(TEXT.get(churn ? "space.mostChangedKeys" : "space.largestKeys"));
        for (KeySize key : report.largest().subList(0, Math.min(TABLE_KEYS, report.largest().size()))) {
            String size = churn ? TEXT.format("space.changesWritten", key.changes(), human(key.bytes()))
                    : human(key.bytes());
            out.println("  " + Columns.padStart(size, 12) + "  " + key.key());
        }
        if (!members.isEmpty()) {
            out.println();
            int[] memberWidths = {32, 12, 12, 12};
            out.println(row(memberWidths, TEXT.get("space.col.member"), TEXT.get("space.col.dbSize"),
                    TEXT.get("space.col.inUse"), TEXT.get("space.col.reclaimable"), TEXT.get("space.col.quota")));
            for (MemberSpace m : members) {
                out.println(row(memberWidths, m.endpoint(), human(m.dbSize()), human(m.dbSizeInUse()),
                        human(m.reclaimable()), human(m.quota())));
            }
        }
    }

    /** One table row: the first column left-aligned, the others right-aligned, the last as it is. */
    private static String row(int[] widths, String... cells) {
        StringBuilder line = new StringBuilder(Columns.padEnd(cells[0], widths[0]));
        for (int i = 1; i < cells.length; i++) {
            line.append(' ');
            line.append(i < widths.length ? Columns.padStart(cells[i], widths[i]) : " " + cells[i]);
        }
        return line.toString().stripTrailing();
    }

    private static String percent(double share) {
        NumberFormat percent = NumberFormat.getPercentInstance(Locales.current());
        percent.setMinimumFractionDigits(1);
        percent.setMaximumFractionDigits(1);
        return percent.format(share);
    }

    private static List<SpaceNode> prepend(SpaceNode first, List<SpaceNode> rest) {
        java.util.ArrayList<SpaceNode> all = new java.util.ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return all;
    }

    static String json(SpaceReport report, List<MemberSpace> members) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = new JsonFactory().createGenerator(text).useDefaultPrettyPrinter()) {
            json.writeStartObject();
            json.writeStringField("kind", report.kind().name().toLowerCase(Locale.ROOT));
            json.writeStringField("by", report.grouping().name().toLowerCase(Locale.ROOT));
            json.writeNumberField("fromRevision", report.fromRevision());
            json.writeNumberField("toRevision", report.toRevision());
            json.writeBooleanField("complete", report.complete());
            json.writeFieldName("root");
            node(json, report.root(), report.root());
            json.writeArrayFieldStart("largest");
            for (KeySize key : report.largest()) {
                json.writeStartObject();
                json.writeStringField("key", key.key());
                json.writeNumberField("bytes", key.bytes());
                json.writeNumberField("modRevision", key.modRevision());
                json.writeNumberField("changes", key.changes());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("members");
            for (MemberSpace m : members) {
                json.writeStartObject();
                json.writeStringField("endpoint", m.endpoint());
                json.writeNumberField("dbSize", m.dbSize());
                json.writeNumberField("dbSizeInUse", m.dbSizeInUse());
                json.writeNumberField("reclaimable", m.reclaimable());
                json.writeNumberField("quota", m.quota());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text + System.lineSeparator();
    }

    private static void node(JsonGenerator json, SpaceNode node, SpaceNode whole) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", node.name());
        json.writeStringField("prefix", node.prefix());
        json.writeNumberField("keys", node.keys());
        json.writeNumberField("bytes", node.bytes());
        json.writeNumberField("share", node.shareOf(whole));
        json.writeStringField("largestKey", node.largestKey());
        json.writeNumberField("largestBytes", node.largestBytes());
        if (!node.children().isEmpty()) {
            json.writeArrayFieldStart("children");
            for (SpaceNode child : node.children()) {
                node(json, child, whole);
            }
            json.writeEndArray();
        }
        json.writeEndObject();
    }

    /** 1536 → "1.5 KiB" in the run's language; a negative size is unknown. */
    static String human(long bytes) {
        return bytes < 0 ? TEXT.get("space.unknown") : Units.bytes(bytes);
    }
}
