package io.etcdexplorer.timeline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.KeyMeta;
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
                    node.put("error", value.error());
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
            md.append("# Keyspace comparison of ").append(prefix(diff.prefix())).append("\n\n");
            md.append("From revision A (").append(diff.revisionA()).append(") to revision B (")
                    .append(diff.revisionB()).append(").\n\n");
            md.append("| | keys |\n|---|---:|\n");
            md.append("| at revision A | ").append(diff.keysAtA()).append(" |\n");
            md.append("| at revision B | ").append(diff.keysAtB()).append(" |\n");
            md.append("| added | ").append(diff.count(KeyChange.Kind.ADDED)).append(" |\n");
            md.append("| deleted | ").append(diff.count(KeyChange.Kind.DELETED)).append(" |\n");
            md.append("| modified | ").append(diff.count(KeyChange.Kind.MODIFIED)).append(" |\n");
            md.append("| of which re-created | ").append(diff.recreated()).append(" |\n");
            md.append("| unchanged | ").append(diff.unchanged()).append(" |\n\n");
        } else {
            acrossHead(md, diff);
        }
        md.append("## Changes\n\n");
        if (diff.changes().isEmpty()) {
            md.append("No key changed.\n");
        } else {
            md.append("| key | change | at A | at B |\n|---|---|---|---|\n");
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

    private static void valueSection(StringBuilder md, KeyspaceDiff diff, Map<KeyChange, ValueDiffs.ValueDiff> diffs) {
        long modified = diff.count(KeyChange.Kind.MODIFIED);
        md.append("\n## Value diffs\n\n").append(diffs.size() == modified ? "All " + modified
                : "The first " + diffs.size() + " of " + modified).append(diff.across() == null ? " modified"
                : " different").append(" keys, values decoded for ")
                .append("comparison (Kubernetes objects as YAML, JSON pretty-printed, binary as hex; Secret data ")
                .append("hidden).\n");
        for (KeyChange change : diff.changes()) {
            ValueDiffs.ValueDiff value = diffs.get(change);
            if (value == null) {
                continue;
            }
            md.append("\n### ").append(Markdown.code(CompareTexts.key(diff, change))).append(" (")
                    .append(Markdown.text(CompareTexts.kind(diff, change))).append(")\n\n");
            if (value.error() != null) {
                md.append("Values not read: ").append(Markdown.text(value.error())).append("\n");
            } else if (value.sameContent() && diff.across() != null) {
                md.append("Same content once decoded (").append(value.formatA())
                        .append("): the two values differ only in their encoding.\n");
            } else if (value.sameContent()) {
                md.append("Same content at both revisions (").append(value.formatA())
                        .append("): the key was written again with the value it had.\n");
            } else {
                md.append("A: ").append(value.formatA()).append(", B: ").append(value.formatB()).append("\n\n");
                md.append(Markdown.fenced("diff", value.unified()));
                if (value.linesCut() > 0) {
                    md.append("\n(").append(value.linesCut()).append(" more lines of diff left out)\n");
                }
            }
        }
    }

    private static String prefix(byte[] prefix) {
        return prefix.length == 0 ? "the whole keyspace" : Markdown.code(KeyText.display(prefix));
    }

    /** Which cluster, prefix and revision each side is, and the counts in those words. */
    private static void acrossHead(StringBuilder md, KeyspaceDiff diff) {
        KeyspaceDiff.Across across = diff.across();
        md.append("# Comparison of ").append(Markdown.text(across.clusterA())).append(" with ")
                .append(Markdown.text(across.clusterB())).append("\n\n");
        md.append("A: ").append(prefix(diff.prefix())).append(" on ").append(Markdown.text(across.clusterA()))
                .append(" at revision ").append(diff.revisionA()).append(".  \n");
        md.append("B: ").append(prefix(diff.prefixB())).append(" on ").append(Markdown.text(across.clusterB()))
                .append(" at revision ").append(diff.revisionB()).append(".\n\n");
        md.append("Keys are matched by their path under each prefix and compared by value.\n\n");
        md.append("| | keys |\n|---|---:|\n");
        md.append("| on A | ").append(diff.keysAtA()).append(" |\n");
        md.append("| on B | ").append(diff.keysAtB()).append(" |\n");
        md.append("| ").append(Markdown.text(CompareTexts.only(diff, true))).append(" | ")
                .append(diff.count(KeyChange.Kind.DELETED)).append(" |\n");
        md.append("| ").append(Markdown.text(CompareTexts.only(diff, false))).append(" | ")
                .append(diff.count(KeyChange.Kind.ADDED)).append(" |\n");
        md.append("| different | ").append(diff.count(KeyChange.Kind.MODIFIED)).append(" |\n");
        md.append("| identical | ").append(diff.unchanged()).append(" |\n\n");
    }

    /** The mod revision, version and create revision: a re-created key shows why by its create revision. */
    private static String cell(KeyMeta meta) {
        if (meta == null) {
            return "–";
        }
        return "mod " + meta.modRevision() + ", v" + meta.version() + ", created " + meta.createRevision();
    }
}
