package io.etcdexplorer.editor.highlight;

import io.etcdexplorer.i18n.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Find and replace over editor text, for the editor's find bar. Plain Java and safe on any thread.
 *
 * <p>Regular expressions are Java's, with {@code ^} and {@code $} matching at line breaks (the editor shows
 * lines). Matches never overlap and are never empty: an empty match (from {@code x*} or {@code ^}) cannot be
 * selected or shown, so it is skipped everywhere, including by {@link #replaceAll}, which therefore replaces
 * exactly the matches {@link #findAll} reports. Case-insensitive search folds Unicode case.
 */
public final class TextSearch {

    private static final Messages TEXT = Messages.of(TextSearch.class);

    /** Enough to count and highlight any real search; a pattern like {@code .} on 1.5 MiB would be millions. */
    public static final int MAX_MATCHES = 10_000;

    /** A match: the characters {@code [start, end)} of the text. */
    public record Match(int start, int end) {

        public Match {
            if (start < 0 || end < start) {
                throw new IllegalArgumentException("Not a range: [" + start + ", " + end + ")");
            }
        }

        public int length() {
            return end - start;
        }
    }

    private TextSearch() {
    }

    /**
     * Every match in order, at most {@link #MAX_MATCHES}; empty for an empty query.
     *
     * @throws IllegalArgumentException when {@code regex} is set and the query is not a valid expression; the
     *                                  message says what is wrong and where, for the find bar to show
     */
    public static List<Match> findAll(String text, String query, boolean regex, boolean caseSensitive) {
        Objects.requireNonNull(text, "text");
        List<Match> matches = new ArrayList<>();
        if (query.isEmpty()) {
            return matches;
        }
        if (!regex && caseSensitive) {
            // indexOf is several times faster than a literal pattern, and this is what most searches are.
            for (int i = text.indexOf(query); i >= 0 && matches.size() < MAX_MATCHES;
                 i = text.indexOf(query, i + query.length())) {
                matches.add(new Match(i, i + query.length()));
            }
            return matches;
        }
        Matcher matcher = pattern(query, regex, caseSensitive).matcher(text);
        while (matches.size() < MAX_MATCHES && matcher.find()) {
            if (matcher.end() > matcher.start()) {
                matches.add(new Match(matcher.start(), matcher.end()));
            }
        }
        return matches;
    }

    /**
     * The match to go to from a caret position, wrapping around the end (or the start) of the text. Forward:
     * the first match starting at or after {@code from}, so searching again from a found match's end moves on.
     * Backward: the last match starting before {@code from}, so searching from a selected match's start goes to
     * the one before it. Empty when there is no match at all.
     *
     * @throws IllegalArgumentException for an invalid regular expression, as {@link #findAll}
     */
    public static Optional<Match> next(String text, String query, boolean regex, boolean caseSensitive, int from,
                                       boolean forward) {
        Objects.requireNonNull(text, "text");
        if (query.isEmpty()) {
            return Optional.empty();
        }
        int caret = Math.max(0, Math.min(from, text.length()));
        Matcher matcher = pattern(query, regex, caseSensitive).matcher(text);
        if (forward) {
            Optional<Match> after = firstFrom(matcher, caret);
            return after.isPresent() || caret == 0 ? after : firstFrom(matcher, 0);
        }
        // Backward needs the last match before the caret: scan from the start, as java.util.regex cannot search
        // backwards. Without one, wrap to the last match in the text.
        Match before = null;
        Match last = null;
        matcher.reset();
        while (matcher.find()) {
            if (matcher.end() == matcher.start()) {
                continue;
            }
            last = new Match(matcher.start(), matcher.end());
            if (last.start() < caret) {
                before = last;
            }
        }
        return Optional.ofNullable(before != null ? before : last);
    }

    private static Optional<Match> firstFrom(Matcher matcher, int from) {
        // find(int) resets the matcher, but lookbehind and ^ still see the text before from.
        if (!matcher.find(from)) {
            return Optional.empty();
        }
        do {
            if (matcher.end() > matcher.start()) {
                return Optional.of(new Match(matcher.start(), matcher.end()));
            }
        } while (matcher.find());
        return Optional.empty();
    }

    /**
     * The text with every match replaced (no {@link #MAX_MATCHES} limit here). Without {@code regex} the
     * replacement is literal; with it, {@code $1} or {@code ${name}} insert groups and {@code \$} a dollar sign.
     *
     * @throws IllegalArgumentException for an invalid expression or a replacement naming a group that does not
     *                                  exist
     */
    public static String replaceAll(String text, String query, String replacement, boolean regex,
                                    boolean caseSensitive) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(replacement, "replacement");
        if (query.isEmpty()) {
            return text;
        }
        if (!regex && caseSensitive) {
            return text.replace(query, replacement);
        }
        Matcher matcher = pattern(query, regex, caseSensitive).matcher(text);
        String template = regex ? replacement : Matcher.quoteReplacement(replacement);
        StringBuilder out = new StringBuilder(text.length());
        try {
            while (matcher.find()) {
                // Skipping an empty match leaves its place to be copied with the text around it.
                if (matcher.end() > matcher.start()) {
                    matcher.appendReplacement(out, template);
                }
            }
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            // E.g. "$2" with one group, "${x}" with no group x, or a trailing backslash.
            throw new IllegalArgumentException(TEXT.format("invalidReplacement", e.getMessage()), e);
        }
        return matcher.appendTail(out).toString();
    }

    /** The text with the match's characters replaced by {@code replacement}, taken literally. */
    public static String replaceAt(String text, Match match, String replacement) {
        Objects.requireNonNull(replacement, "replacement");
        if (match.end() > text.length()) {
            throw new IllegalArgumentException("The match [" + match.start() + ", " + match.end()
                    + ") is outside the text of " + text.length() + " characters");
        }
        return text.substring(0, match.start()) + replacement + text.substring(match.end());
    }

    private static Pattern pattern(String query, boolean regex, boolean caseSensitive) {
        int flags = regex ? Pattern.MULTILINE : Pattern.LITERAL;
        if (!caseSensitive) {
            flags |= Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
        }
        try {
            return Pattern.compile(query, flags);
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException(e.getIndex() >= 0
                    ? TEXT.format("invalidRegexAt", e.getDescription(), e.getIndex() + 1)
                    : TEXT.format("invalidRegex", e.getDescription()), e);
        }
    }
}
