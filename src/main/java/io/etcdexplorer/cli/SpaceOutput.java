package io.etcdexplorer.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.etcdexplorer.space.KeySize;
import io.etcdexplorer.space.MemberSpace;
import io.etcdexplorer.space.SpaceCsv;
import io.etcdexplorer.space.SpaceNode;
import io.etcdexplorer.space.SpaceReport;

import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/** Prints a space report as a table (for people), JSON (every box, for scripts) or CSV (for spreadsheets). */
final class SpaceOutput {

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
        out.println((churn ? "Changes after revision " + report.fromRevision() + " up to " + report.toRevision()
                : "Sizes at revision " + report.toRevision()) + " under " + quoted(root.prefix()) + " by "
                + report.grouping().name().toLowerCase(Locale.ROOT)
                + (report.complete() ? "" : " (incomplete: the figures cover what was read)"));
        String format = "%-40s %12s %12s %7s  %s%n";
        out.printf(format, churn ? "WRITER" : "PREFIX", churn ? "CHANGES" : "KEYS", churn ? "WRITTEN" : "BYTES",
                "SHARE", churn ? "MOST CHANGED KEY" : "LARGEST KEY");
        for (SpaceNode node : prepend(root, root.children())) {
            out.printf(format, node == root ? "(all)" : node.name(), String.format("%,d", node.keys()),
                    human(node.bytes()), String.format(Locale.ROOT, "%.1f%%", 100 * node.shareOf(root)),
                    node.largestKey() == null ? "" : node.largestKey() + " ("
                            + (churn ? node.largestBytes() + " changes" : human(node.largestBytes())) + ")");
        }
        out.println();
        out.println(churn ? "Most changed keys" : "Largest keys");
        for (KeySize key : report.largest().subList(0, Math.min(TABLE_KEYS, report.largest().size()))) {
            out.printf("  %12s  %s%n", churn ? key.changes() + " changes, " + human(key.bytes()) : human(key.bytes()),
                    key.key());
        }
        if (!members.isEmpty()) {
            out.println();
            out.printf("%-32s %12s %12s %12s %12s%n", "MEMBER", "DB SIZE", "IN USE", "RECLAIMABLE", "QUOTA");
            for (MemberSpace m : members) {
                out.printf("%-32s %12s %12s %12s %12s%n", m.endpoint(), human(m.dbSize()), human(m.dbSizeInUse()),
                        human(m.reclaimable()), human(m.quota()));
            }
        }
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

    private static String quoted(String prefix) {
        return prefix.isEmpty() ? "the whole keyspace" : "\"" + prefix + "\"";
    }

    /** 1536 → "1.5 KiB"; a negative size is unknown. */
    static String human(long bytes) {
        if (bytes < 0) {
            return "unknown";
        }
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double value = bytes;
        int unit = -1;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
    }
}
