package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.diff.SideBySide;
import io.etcdexplorer.timeline.HistoryViewModel.Comparison;
import io.etcdexplorer.timeline.HistoryViewModel.Row;

import java.util.ArrayList;
import java.util.List;

/** What the History tab makes of a read history: its rows, the summary above them, and the diff of two rows. */
final class HistoryTable {

    private static final Messages TEXT = Messages.of(HistoryTable.class);

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
            return TEXT.format("history.gone", key);
        }
        if (versions == 0) {
            return TEXT.format("history.none", key);
        }
        String counted = TEXT.format(read.existsNow() ? "history.versions" : "history.versionsGone", versions, lives);
        return note == null ? counted : TEXT.format("history.withNote", counted, note);
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
        DiffText.Text left = older == null ? new DiffText.Text("", TEXT.get("absent")) : text(older, texts);
        DiffText.Text right = text(newer, texts);
        return new Comparison(title(older, left), title(newer, right), SideBySide.of(left.text(), right.text()));
    }

    private static DiffText.Text text(Row row, DiffText texts) {
        return row.version().deleted() ? new DiffText.Text("", TEXT.get("deleted"))
                : texts.of(row.version().value(), row.version().modRevision());
    }

    private static String title(Row row, DiffText.Text text) {
        if (row == null) {
            return TEXT.get("title.nothingBefore");
        }
        KeyVersion v = row.version();
        return v.deleted() ? TEXT.format("title.deleted", String.valueOf(v.modRevision()))
                : TEXT.format("title.version", String.valueOf(v.modRevision()), String.valueOf(v.version()),
                Units.bytes(v.value().length), text.format());
    }
}
