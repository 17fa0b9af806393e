package io.etcdexplorer.diff;

import io.etcdexplorer.i18n.Messages;
import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Chunk;
import com.github.difflib.patch.Patch;

import java.util.ArrayList;
import java.util.List;

/**
 * Two texts aligned line by line for a side-by-side view: unchanged lines face each other, a changed line faces its
 * new version with the changed words marked, and an added or removed line faces an empty filler row. Both sides get
 * exactly one row per entry, so the two panes scroll together. Computed off the UI thread; no JavaFX here.
 */
public record SideBySide(List<Row> rows, int changedLines, int addedLines, int removedLines) {

    private static final Messages TEXT = Messages.of(SideBySide.class);

    /** Lines longer than this are marked whole rather than word by word (word diffs are quadratic at worst). */
    static final int WORD_DIFF_MAX_CHARS = 4_000;

    public enum Kind { SAME, CHANGED, ADDED, REMOVED }

    /** Characters {@code [from, to)} of a line. */
    public record Span(int from, int to) {
    }

    /**
     * One aligned row. A line number is 1-based, or 0 where that side has no line (the text is then empty).
     * {@code leftWords}/{@code rightWords} are the changed parts of a CHANGED row's lines.
     */
    public record Row(Kind kind, int leftLine, String left, int rightLine, String right, List<Span> leftWords,
                      List<Span> rightWords) {
    }

    public boolean identical() {
        return changedLines == 0 && addedLines == 0 && removedLines == 0;
    }

    /** Indices of the rows that start a run of differences, for "next/previous change" navigation. */
    public List<Integer> changeStarts() {
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).kind() != Kind.SAME && (i == 0 || rows.get(i - 1).kind() == Kind.SAME)) {
                starts.add(i);
            }
        }
        return starts;
    }

    /** "2 lines changed, 1 added" or "No difference". */
    public String summary() {
        if (identical()) {
            return TEXT.get("noDifference");
        }
        List<String> parts = new ArrayList<>();
        if (changedLines > 0) {
            parts.add(TEXT.format("linesChanged", changedLines));
        }
        if (addedLines > 0) {
            parts.add(TEXT.format("linesAdded", addedLines));
        }
        if (removedLines > 0) {
            parts.add(TEXT.format("linesRemoved", removedLines));
        }
        return String.join(TEXT.get("listSeparator"), parts);
    }

    public static SideBySide of(String before, String after) {
        List<String> left = lines(before);
        List<String> right = lines(after);
        Patch<String> patch = DiffUtils.diff(left, right);
        List<Row> rows = new ArrayList<>(Math.max(left.size(), right.size()));
        int[] counts = new int[3];
        int l = 0;
        int r = 0;
        for (AbstractDelta<String> delta : patch.getDeltas()) {
            Chunk<String> source = delta.getSource();
            Chunk<String> target = delta.getTarget();
            while (l < source.getPosition()) {
                rows.add(same(l, left.get(l), r));
                l++;
                r++;
            }
            int paired = Math.min(source.size(), target.size());
            for (int i = 0; i < paired; i++) {
                rows.add(changed(l + 1, left.get(l), r + 1, right.get(r)));
                l++;
                r++;
            }
            for (int i = paired; i < source.size(); i++) {
                rows.add(new Row(Kind.REMOVED, l + 1, left.get(l), 0, "", List.of(), List.of()));
                l++;
            }
            for (int i = paired; i < target.size(); i++) {
                rows.add(new Row(Kind.ADDED, 0, "", r + 1, right.get(r), List.of(), List.of()));
                r++;
            }
            counts[0] += paired;
            counts[1] += target.size() - paired;
            counts[2] += source.size() - paired;
        }
        while (l < left.size()) {
            rows.add(same(l, left.get(l), r));
            l++;
            r++;
        }
        return new SideBySide(List.copyOf(rows), counts[0], counts[1], counts[2]);
    }

    /** An empty text has no lines, so a key created from nothing shows every line as added. */
    private static List<String> lines(String text) {
        if (text == null || text.isEmpty()) {
            return List.of();
        }
        return List.of(text.split("\n", -1));
    }

    private static Row same(int l, String line, int r) {
        return new Row(Kind.SAME, l + 1, line, r + 1, line, List.of(), List.of());
    }

    private static Row changed(int leftLine, String before, int rightLine, String after) {
        if (before.length() > WORD_DIFF_MAX_CHARS || after.length() > WORD_DIFF_MAX_CHARS) {
            return new Row(Kind.CHANGED, leftLine, before, rightLine, after, whole(before), whole(after));
        }
        List<String> a = Words.split(before);
        List<String> b = Words.split(after);
        List<Span> leftWords = new ArrayList<>();
        List<Span> rightWords = new ArrayList<>();
        for (AbstractDelta<String> delta : DiffUtils.diff(a, b).getDeltas()) {
            add(leftWords, a, delta.getSource());
            add(rightWords, b, delta.getTarget());
        }
        return new Row(Kind.CHANGED, leftLine, before, rightLine, after, leftWords, rightWords);
    }

    private static List<Span> whole(String line) {
        return line.isEmpty() ? List.of() : List.of(new Span(0, line.length()));
    }

    private static void add(List<Span> spans, List<String> tokens, Chunk<String> chunk) {
        if (chunk.size() == 0) {
            return;
        }
        int from = 0;
        for (int i = 0; i < chunk.getPosition(); i++) {
            from += tokens.get(i).length();
        }
        int to = from;
        for (int i = 0; i < chunk.size(); i++) {
            to += tokens.get(chunk.getPosition() + i).length();
        }
        spans.add(new Span(from, to));
    }

    /** Word tokens: runs of letters and digits, runs of spaces, and single other characters. */
    static final class Words {
        private Words() {
        }

        static List<String> split(String line) {
            List<String> tokens = new ArrayList<>();
            int i = 0;
            while (i < line.length()) {
                int start = i;
                char c = line.charAt(i);
                if (Character.isLetterOrDigit(c)) {
                    while (i < line.length() && Character.isLetterOrDigit(line.charAt(i))) {
                        i++;
                    }
                } else if (c == ' ' || c == '\t') {
                    while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
                        i++;
                    }
                } else {
                    i++;
                }
                tokens.add(line.substring(start, i));
            }
            return tokens;
        }
    }
}
