package io.etcdexplorer.timeline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;

import java.util.Map;

/**
 * A keyspace comparison as an exportable report, JSON or Markdown: prefix, revisions, counts, every change with its
 * revisions and versions, and for the first {@code maxValueDiffs} modified keys a unified diff of their values as
 * decoded for comparison. Keys are in their display form ({@link KeyText}, reversible); Secret data never appears
 * in clear, as {@link DiffText} replaces it by its size and a digest. Values are fetched while the report is built:
 * call it off the UI thread.
 */
public final class ComparisonReport {

    /** Headings, table headers and sentences; keys, values, revisions and cluster names stay as they are. */
    private static final Messages TEXT = Messages.of(ComparisonReport.class);

    private final ValueDiffs valueDiffs;
    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public ComparisonReport(DiffText texts) {
        this.valueDiffs = new ValueDiffs(texts);
    }

    /** Markdown for a file named "*.md", JSON otherwise. */
    public String forFile(java.nio.file.Path file, KeyspaceDiff diff, ValueFetcher valuesA, ValueFetcher valuesB,
                          int maxValueDiffs) {
        boolean markdown = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".md");
        return markdown ? markdown(diff, valuesA, valuesB, maxValueDiffs) : json(diff, valuesA, valuesB, maxValueDiffs);
    }

    public String json(KeyspaceDiff diff, ValueFetcher values, int maxValueDiffs) {
        return json(diff, values, values, maxValueDiffs);
    }

    /** The report of a comparison whose sides are read from two clusters (or two prefixes): each its own values. */
    public String json(KeyspaceDiff diff, ValueFetcher valuesA, ValueFetcher valuesB, int maxValueDiffs) {
        Map<KeyChange, ValueDiffs.ValueDiff> diffs = valueDiffs.of(diff, valuesA, valuesB, maxValueDiffs);
        ObjectNode root = mapper.createObjectNode();
        root.put("prefix", KeyText.display(diff.prefix()));
        if (diff.across() != null) {
            root.put("prefixB", KeyText.display(diff.prefixB()));
            root.put("clusterA", diff.across().clusterA());
            root.put("clusterB", diff.across().clusterB());
            root.put("comparedBy", "value");
        }
        root.put("revisionA", diff.revisionA());
        root.put("revisionB", diff.revisionB());
        root.put("keysAtA", diff.keysAtA());
        root.put("keysAtB", diff.keysAtB());
        ObjectNode counts = root.putObject("counts");
        counts.put("added", diff.count(KeyChange.Kind.ADDED));
        counts.put("deleted", diff.count(KeyChange.Kind.DELETED));
        counts.put("modified", diff.count(KeyChange.Kind.MODIFIED));
        counts.put("recreated", diff.recreated());
        counts.put("unchanged", diff.unchanged());
        ObjectNode shown = root.putObject("valueDiffs");
        shown.put("limit", maxValueDiffs);
        shown.put("shown", diffs.size());
        ArrayNode changes = root.putArray("changes");
        for (KeyChange change : diff.changes()) {
            ObjectNode row = changes.addObject();
            row.put("key", KeyText.display(change.key()));
            row.put("kind", change.kind().name());
            if (diff.across() != null) {
                row.put("change", CompareTexts.kind(diff, change));
                row.put("keyB", change.atB() == null ? null : KeyText.display(change.atB().key()));
            }
            row.put("recreated", change.recreated());
            meta(row, "a", change.atA());
            meta(row, "b", change.atB());
            ValueDiffs.ValueDiff value = diffs.get(change);
            if (value != null) {
                ObjectNode node = row.putObject("valueDiff");
                if (value.error() != null) {
                    // JSON is read by tools: its wording stays English, whatever the app's language.
                    node.put("error", value.afterEarlierFailure() ? "not read after an earlier failure: "
                            + value.error() : value.error());
                } else {
                    node.put("formatA", value.formatA());
                    node.put("formatB", value.formatB());
                    node.put("sameContent", value.sameContent());
                    node.put("unified", value.unified());
                    node.put("linesCut", value.linesCut());
                }
            }
        }
        try {
            return mapper.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain nodes always serialises", e);
        }
    }

    private static void meta(ObjectNode row, String field, KeyMeta meta) {
        if (meta == null) {
            row.putNull(field);
            return;
        }
        ObjectNode node = row.putObject(field);
        node.put("createRevision", meta.createRevision());
        node.put("modRevision", meta.modRevision());
        node.put("version", meta.version());
        node.put("lease", meta.lease());
    }

    public String markdown(KeyspaceDiff diff, ValueFetcher values, int maxValueDiffs) {
        return markdown(diff, values, values, maxValueDiffs);
    }

    /** The Markdown report of a comparison whose sides are read from two clusters (or two prefixes). */
    public String markdown(KeyspaceDiff diff, ValueFetcher valuesA, ValueFetcher valuesB, int maxValueDiffs) {
        Map<KeyChange, ValueDiffs.ValueDiff> diffs = valueDiffs.of(diff, valuesA, valuesB, maxValueDiffs);
        StringBuilder md = new StringBuilder();
        if (diff.across() == null) {
            md.append("# ").append(TEXT.format("md.title", prefix(diff.prefix()))).append("\n\n");
            md.append(TEXT.format("md.fromTo", String.valueOf(diff.revisionA()), String.valueOf(diff.revisionB())))
                    .append("\n\n");
            md.append("| | ").append(TEXT.get("md.colKeys")).append(" |\n|---|---:|\n");
            row(md, TEXT.get("md.atA"), diff.keysAtA());
            row(md, TEXT.get("md.atB"), diff.keysAtB());
            row(md, TEXT.get("md.added"), diff.count(KeyChange.Kind.ADDED));
            row(md, TEXT.get("md.deleted"), diff.count(KeyChange.Kind.DELETED));
            row(md, TEXT.get("md.modified"), diff.count(KeyChange.Kind.MODIFIED));
            row(md, TEXT.get("md.recreated"), diff.recreated());
            row(md, TEXT.get("md.unchanged"), diff.unchanged());
            md.append("\n");
        } else {
            acrossHead(md, diff);
        }
        md.append("## ").append(TEXT.get("md.changes")).append("\n\n");
        if (diff.changes().isEmpty()) {
            md.append(TEXT.get("md.noChange")).append("\n");
        } else {
            md.append("| ").append(TEXT.get("md.colKey")).append(" | ").append(TEXT.get("md.colChange")).append(" | ")
                    .append(TEXT.get("md.colAtA")).append(" | ").append(TEXT.get("md.colAtB"))
                    .append(" |\n|---|---|---|---|\n");
            for (KeyChange change : diff.changes()) {
                md.append("| ").append(Markdown.cell(CompareTexts.key(diff, change))).append(" | ")
                        .append(Markdown.text(CompareTexts.kind(diff, change))).append(" | ")
                        .append(cell(change.atA())).append(" | ").append(cell(change.atB())).append(" |\n");
            }
        }
        if (!diffs.isEmpty()) {
            valueSection(md, diff, diffs);
        }
        return md.toString();
    }

    /** One row of the counts table; the count in the report's language's digits and grouping. */
    private static void row(StringBuilder md, String label, long count) {
        md.append("| ").append(Markdown.text(label)).append(" | ").append(TEXT.format("md.count", count))
                .append(" |\n");
    }

    private static void valueSection(StringBuilder md, KeyspaceDiff diff, Map<KeyChange, ValueDiffs.ValueDiff> diffs) {
        long modified = diff.count(KeyChange.Kind.MODIFIED);
        String across = diff.across() == null ? "" : "Across";
        String decoding = TEXT.get("md.decoding");
        md.append("\n## ").append(TEXT.get("md.valueDiffs")).append("\n\n").append(diffs.size() == modified
                ? TEXT.format("md.valueDiffsAll" + across, modified, decoding)
                : TEXT.format("md.valueDiffsFirst" + across, diffs.size(), modified, decoding)).append("\n");
        for (KeyChange change : diff.changes()) {
            ValueDiffs.ValueDiff value = diffs.get(change);
            if (value == null) {
                continue;
            }
            md.append("\n### ").append(Markdown.code(CompareTexts.key(diff, change))).append(" (")
                    .append(Markdown.text(CompareTexts.kind(diff, change))).append(")\n\n");
            if (value.error() != null) {
                md.append(TEXT.format(value.afterEarlierFailure() ? "md.notReadAfter" : "md.notRead",
                        Markdown.text(value.error()))).append("\n");
            } else if (value.sameContent()) {
                md.append(TEXT.format(diff.across() != null ? "md.sameEncoding" : "md.sameContent", value.formatA()))
                        .append("\n");
            } else {
                md.append(TEXT.format("md.formats", value.formatA(), value.formatB())).append("\n\n");
                md.append(Markdown.fenced("diff", value.unified()));
                if (value.linesCut() > 0) {
                    md.append("\n").append(TEXT.format("md.linesCut", value.linesCut())).append("\n");
                }
            }
        }
    }

    private static String prefix(byte[] prefix) {
        return prefix.length == 0 ? TEXT.get("wholeKeyspace") : Markdown.code(KeyText.display(prefix));
    }

    /** Which cluster, prefix and revision each side is, and the counts in those words. */
    private static void acrossHead(StringBuilder md, KeyspaceDiff diff) {
        KeyspaceDiff.Across across = diff.across();
        md.append("# ").append(TEXT.format("md.acrossTitle", Markdown.text(across.clusterA()),
                Markdown.text(across.clusterB()))).append("\n\n");
        md.append(TEXT.format("md.sideA", prefix(diff.prefix()), Markdown.text(across.clusterA()),
                String.valueOf(diff.revisionA()))).append("  \n");
        md.append(TEXT.format("md.sideB", prefix(diff.prefixB()), Markdown.text(across.clusterB()),
                String.valueOf(diff.revisionB()))).append("\n\n");
        md.append(TEXT.get("md.matched")).append("\n\n");
        md.append("| | ").append(TEXT.get("md.colKeys")).append(" |\n|---|---:|\n");
        row(md, TEXT.get("md.onA"), diff.keysAtA());
        row(md, TEXT.get("md.onB"), diff.keysAtB());
        row(md, CompareTexts.only(diff, true), diff.count(KeyChange.Kind.DELETED));
        row(md, CompareTexts.only(diff, false), diff.count(KeyChange.Kind.ADDED));
        row(md, TEXT.get("md.different"), diff.count(KeyChange.Kind.MODIFIED));
        row(md, TEXT.get("md.identical"), diff.unchanged());
        md.append("\n");
    }

    /** The mod revision, version and create revision: a re-created key shows why by its create revision. */
    private static String cell(KeyMeta meta) {
        if (meta == null) {
            return "–";
        }
        return TEXT.format("md.meta", String.valueOf(meta.modRevision()), String.valueOf(meta.version()),
                String.valueOf(meta.createRevision()));
    }
}
