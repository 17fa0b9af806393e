package io.etcdexplorer.timeline;

import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.diff.SideBySide;
import io.etcdexplorer.timeline.HistoryViewModel.Comparison;
import io.etcdexplorer.timeline.HistoryViewModel.Row;
import io.etcdexplorer.values.ValueRenderer;

import java.util.ArrayList;
import java.util.List;

/** What the History tab makes of a read history: its rows, the summary above them, and the diff of two rows. */
final class HistoryTable {

    private HistoryTable() {
    }

    /** Versions life by life, each life's deletion after its last version, with when this window saw them. */
    static List<Row> rows(KeyHistory read, SeenRevisions seen) {
        List<Row> rows = new ArrayList<>();
        int life = 0;
        for (KeyLife span : read.lives()) {
            life++;
            for (KeyVersion version : span.versions()) {
                rows.add(new Row(life, version, seen.describe(version.modRevision())));
            }
            KeyVersion deletion = span.deletion();
            if (deletion != null) {
                rows.add(new Row(life, deletion, seen.describe(deletion.modRevision())));
            }
        }
        return rows;
    }

    /**
     * "12 versions in 2 lives (deleted and created again)", and what compaction took. While earlier lives are still
     * to be read, the current life's count (the line under it says so).
     */
    static String summary(KeyHistory read, String key) {
        int versions = read.versionCount();
        int lives = read.lives().size();
        String note = read.compactionNote();
        if (versions == 0 && read.earlierPending()) {
            return key + " does not exist now.";
        }
        return versions == 0 ? "No version of " + key + " is left in etcd's history."
                : versions + (versions == 1 ? " version" : " versions") + " in " + lives
                + (lives == 1 ? " life" : " lives (deleted and created again)")
                + (read.existsNow() ? "" : "; the key does not exist now") + (note == null ? "" : ". " + note);
    }

    /**
     * The two rows a selection compares, older first: two chosen rows with each other, one row with the version
     * before it in its life (null for the first of a life).
     */
    static Row[] pair(List<Row> rows, List<Row> selection) {
        Row newer = selection.get(selection.size() - 1);
        Row older = selection.size() > 1 ? selection.get(0) : before(rows, newer);
        if (older != null && older.version().modRevision() > newer.version().modRevision()) {
            return new Row[]{newer, older};
        }
        return new Row[]{older, newer};
    }

    private static Row before(List<Row> rows, Row row) {
        int at = rows.indexOf(row);
        return at > 0 && rows.get(at - 1).life() == row.life() ? rows.get(at - 1) : null;
    }

    /** The older row (null: nothing before, the key was created) beside the newer one, decoded. */
    static Comparison compare(Row older, Row newer, DiffText texts) {
        DiffText.Text left = older == null ? new DiffText.Text("", "absent") : text(older, texts);
        DiffText.Text right = text(newer, texts);
        return new Comparison(title(older, left), title(newer, right), SideBySide.of(left.text(), right.text()));
    }

    private static DiffText.Text text(Row row, DiffText texts) {
        return row.version().deleted() ? new DiffText.Text("", "deleted")
                : texts.of(row.version().value(), row.version().modRevision());
    }

    private static String title(Row row, DiffText.Text text) {
        if (row == null) {
            return "Nothing before (the key was created)";
        }
        KeyVersion v = row.version();
        return v.deleted() ? "Deleted at revision " + v.modRevision()
                : "Revision " + v.modRevision() + " · version " + v.version() + " · "
                + ValueRenderer.humanSize(v.value().length) + " · " + text.format();
    }
}
