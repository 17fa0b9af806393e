package io.etcdexplorer.diff;

import io.etcdexplorer.diff.SideBySide.Kind;
import io.etcdexplorer.diff.SideBySide.Row;
import io.etcdexplorer.diff.SideBySide.Span;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SideBySideTest {

    @Test
    void alignsUnchangedChangedAddedAndRemovedLines() {
        SideBySide diff = SideBySide.of("a\nb\nc\nd", "a\nB\nc\nx\ny");

        List<Kind> kinds = diff.rows().stream().map(Row::kind).toList();
        assertEquals(List.of(Kind.SAME, Kind.CHANGED, Kind.SAME, Kind.CHANGED, Kind.ADDED), kinds);
        Row added = diff.rows().get(4);
        assertEquals(0, added.leftLine(), "the left side of an added line is a filler");
        assertEquals("", added.left());
        assertEquals(5, added.rightLine());
        assertEquals("y", added.right());
        assertEquals("2 lines changed, 1 added", diff.summary());
        assertEquals(List.of(1, 3), diff.changeStarts(), "each run of differences starts once");
    }

    @Test
    void bothSidesHaveOneRowPerEntrySoTheyScrollTogether() {
        SideBySide diff = SideBySide.of("one\ntwo\nthree", "zero\none\nthree\nfour");
        String left = String.join("\n", diff.rows().stream().map(Row::left).toList());
        String right = String.join("\n", diff.rows().stream().map(Row::right).toList());
        assertEquals(left.split("\n", -1).length, right.split("\n", -1).length);
        // Every original line is there, in order, on its side.
        assertEquals(List.of("one", "two", "three"), diff.rows().stream().filter(r -> r.leftLine() > 0)
                .map(Row::left).toList());
        assertEquals(List.of("zero", "one", "three", "four"), diff.rows().stream().filter(r -> r.rightLine() > 0)
                .map(Row::right).toList());
    }

    @Test
    void aChangedLineMarksOnlyTheChangedWords() {
        SideBySide diff = SideBySide.of("  replicas: 3\n  image: nginx:1.25", "  replicas: 5\n  image: nginx:1.25");
        Row row = diff.rows().get(0);
        assertEquals(Kind.CHANGED, row.kind());
        assertEquals(List.of(new Span(12, 13)), row.leftWords());
        assertEquals("3", row.left().substring(12, 13));
        assertEquals("5", row.right().substring(row.rightWords().get(0).from(), row.rightWords().get(0).to()));
        assertEquals(Kind.SAME, diff.rows().get(1).kind());
    }

    @Test
    void anEmptySideIsAllAddedOrAllRemoved() {
        assertEquals("2 added", SideBySide.of("", "a\nb").summary());
        assertEquals("2 removed", SideBySide.of("a\nb", "").summary());
        assertTrue(SideBySide.of("same", "same").identical());
        assertEquals("No difference", SideBySide.of("", "").summary());
    }

    @Test
    void veryLongLinesAreMarkedWholeInsteadOfWordByWord() {
        String before = "x".repeat(SideBySide.WORD_DIFF_MAX_CHARS + 1);
        Row row = SideBySide.of(before, before + "y").rows().get(0);
        assertEquals(List.of(new Span(0, before.length() + 1)), row.rightWords());
    }
}
