package io.etcdexplorer.editor.highlight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.etcdexplorer.editor.highlight.TextSearch.Match;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TextSearchTest {

    private static final String TEXT = "Alpha beta\nalpha BETA\nALPHA";

    @Test
    void findsLiteralTextWithOrWithoutCase() {
        assertEquals(List.of(new Match(11, 16)), TextSearch.findAll(TEXT, "alpha", false, true));
        assertEquals(List.of(new Match(0, 5), new Match(11, 16), new Match(22, 27)),
                TextSearch.findAll(TEXT, "alpha", false, false));
        // Not a pattern: the dot is a dot.
        assertEquals(List.of(new Match(1, 3)), TextSearch.findAll("a.b", ".b", false, false));
        assertEquals(List.of(), TextSearch.findAll("axb", ".b", false, true));
    }

    @Test
    void caseInsensitiveSearchFoldsUnicode() {
        assertEquals(List.of(new Match(0, 4), new Match(5, 9)),
                TextSearch.findAll("ÄÖÜß äöüß", "äöüß", false, false));
        assertEquals(List.of(new Match(0, 4)), TextSearch.findAll("ключ КЛЮЧ", "ключ", false, true));
        assertEquals(2, TextSearch.findAll("ключ КЛЮЧ", "Ключ", true, false).size());
    }

    @Test
    void matchesDoNotOverlap() {
        assertEquals(List.of(new Match(0, 2), new Match(2, 4)), TextSearch.findAll("aaaaa", "aa", false, true));
        assertEquals(List.of(new Match(0, 2), new Match(2, 4)), TextSearch.findAll("aaaaa", "AA", false, false));
    }

    @Test
    void emptyQueryFindsNothing() {
        assertEquals(List.of(), TextSearch.findAll(TEXT, "", false, true));
        assertEquals(List.of(), TextSearch.findAll(TEXT, "", true, false));
        assertEquals(Optional.empty(), TextSearch.next(TEXT, "", false, true, 0, true));
        assertEquals(TEXT, TextSearch.replaceAll(TEXT, "", "x", false, true));
    }

    @Test
    void regexMatchesPerLineAndSkipsEmptyMatches() {
        assertEquals(List.of(new Match(0, 5), new Match(11, 16), new Match(22, 27)),
                TextSearch.findAll(TEXT, "^\\w+", true, true));
        assertEquals(List.of(new Match(6, 10), new Match(17, 21), new Match(22, 27)),
                TextSearch.findAll(TEXT, "\\w+$", true, true));
        assertEquals(List.of(new Match(1, 3)), TextSearch.findAll("baac", "a*", true, true));
        assertEquals(List.of(), TextSearch.findAll("abc", "^", true, true));
    }

    @Test
    void badRegexSaysWhatIsWrong() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TextSearch.findAll(TEXT, "(alpha", true, true));
        assertTrue(e.getMessage().startsWith("Invalid regular expression: Unclosed group"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TextSearch.next(TEXT, "[", true, true, 0, true));
        assertThrows(IllegalArgumentException.class, () -> TextSearch.replaceAll(TEXT, "*", "", true, true));
        // The same text is fine as a literal.
        assertEquals(List.of(), TextSearch.findAll(TEXT, "(alpha", false, true));
    }

    @Test
    void findAllStopsAtTheCap() {
        String text = "x".repeat(TextSearch.MAX_MATCHES + 500);
        assertEquals(TextSearch.MAX_MATCHES, TextSearch.findAll(text, "x", false, true).size());
        assertEquals(TextSearch.MAX_MATCHES, TextSearch.findAll(text, "X", false, false).size());
        assertEquals(TextSearch.MAX_MATCHES, TextSearch.findAll(text, ".", true, true).size());
    }

    @Test
    void nextGoesForwardFromTheCaretAndWraps() {
        assertEquals(Optional.of(new Match(0, 5)), TextSearch.next(TEXT, "alpha", false, false, 0, true));
        // From the end of the first match (where the caret is after selecting it) to the second.
        assertEquals(Optional.of(new Match(11, 16)), TextSearch.next(TEXT, "alpha", false, false, 5, true));
        assertEquals(Optional.of(new Match(22, 27)), TextSearch.next(TEXT, "alpha", false, false, 16, true));
        assertEquals(Optional.of(new Match(0, 5)), TextSearch.next(TEXT, "alpha", false, false, 27, true));
        assertEquals(Optional.of(new Match(11, 16)), TextSearch.next(TEXT, "alpha", false, true, 12, true));
    }

    @Test
    void nextGoesBackwardFromTheCaretAndWraps() {
        // From the start of the selected second match to the first.
        assertEquals(Optional.of(new Match(0, 5)), TextSearch.next(TEXT, "alpha", false, false, 11, false));
        assertEquals(Optional.of(new Match(11, 16)), TextSearch.next(TEXT, "alpha", false, false, 22, false));
        assertEquals(Optional.of(new Match(22, 27)), TextSearch.next(TEXT, "alpha", false, false, 0, false));
        assertEquals(Optional.of(new Match(11, 16)), TextSearch.next(TEXT, "^a\\w+", true, true, 3, false));
    }

    @Test
    void nextClampsTheCaretAndFindsNothingWhenThereIsNothing() {
        assertEquals(Optional.of(new Match(0, 5)), TextSearch.next(TEXT, "alpha", false, false, -4, true));
        assertEquals(Optional.of(new Match(0, 5)), TextSearch.next(TEXT, "alpha", false, false, 999, true));
        assertEquals(Optional.of(new Match(22, 27)), TextSearch.next(TEXT, "alpha", false, false, 999, false));
        assertEquals(Optional.empty(), TextSearch.next(TEXT, "gamma", false, false, 3, true));
        assertEquals(Optional.empty(), TextSearch.next(TEXT, "gamma", true, false, 3, false));
        assertEquals(Optional.empty(), TextSearch.next("", "a", false, false, 0, true));
    }

    @Test
    void replaceAllIsLiteralWithoutRegex() {
        assertEquals("$1 beta\nalpha BETA\nALPHA", TextSearch.replaceAll(TEXT, "Alpha", "$1", false, true));
        assertEquals("a\\b beta\na\\b BETA\na\\b", TextSearch.replaceAll(TEXT, "alpha", "a\\b", false, false));
        assertEquals("x.y", TextSearch.replaceAll("x+y", "+", ".", false, false));
    }

    @Test
    void replaceAllUsesGroupsWithRegex() {
        assertEquals("beta=Alpha\nBETA=alpha\nALPHA",
                TextSearch.replaceAll(TEXT, "^(\\w+) (\\w+)$", "$2=$1", true, true));
        assertEquals("k: <v>", TextSearch.replaceAll("k: v", "(?<val>v)", "<${val}>", true, true));
        assertEquals("cost: $5", TextSearch.replaceAll("cost: 5", "(\\d)", "\\$$1", true, true));
        // Empty matches are not replaced, just as findAll does not report them.
        assertEquals("b-c", TextSearch.replaceAll("baac", "a*", "-", true, true));
    }

    @Test
    void replaceAllRejectsAMissingGroup() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TextSearch.replaceAll(TEXT, "(a)", "$2", true, false));
        assertTrue(e.getMessage().startsWith("Invalid replacement: "), e.getMessage());
    }

    @Test
    void replaceAllHasNoCap() {
        String text = "x".repeat(TextSearch.MAX_MATCHES + 5);
        assertEquals("y".repeat(TextSearch.MAX_MATCHES + 5), TextSearch.replaceAll(text, "X", "y", false, false));
    }

    @Test
    void replaceAtReplacesOneMatchLiterally() {
        Match second = TextSearch.findAll(TEXT, "alpha", false, false).get(1);
        assertEquals("Alpha beta\n$0 BETA\nALPHA", TextSearch.replaceAt(TEXT, second, "$0"));
        assertEquals("xAlpha", TextSearch.replaceAt("Alpha", new Match(0, 0), "x"));
        assertThrows(IllegalArgumentException.class, () -> TextSearch.replaceAt("abc", new Match(2, 4), "x"));
    }

    @Test
    void matchesAreRanges() {
        assertEquals(5, new Match(3, 8).length());
        assertThrows(IllegalArgumentException.class, () -> new Match(-1, 2));
        assertThrows(IllegalArgumentException.class, () -> new Match(3, 2));
    }
}
