package io.etcdexplorer.cli;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The known option a mistyped one most likely meant ({@code --passwd} → {@code --password}), by edit distance,
 * so that an error can name the fix without repeating anything the user typed after the option's name.
 */
final class NearestFlag {

    private NearestFlag() {
    }

    /** The closest of {@code known} to {@code typed} (both without dashes), if it is close enough to be a typo. */
    static Optional<String> to(String typed, List<String> known) {
        String name = typed.toLowerCase(Locale.ROOT);
        return known.stream()
                .min(Comparator.comparingInt(k -> distance(name, k)))
                .filter(k -> k.startsWith(name) && name.length() >= 3 || name.startsWith(k)
                        || distance(name, k) <= Math.max(2, k.length() / 3));
    }

    /** Levenshtein distance: insertions, deletions and substitutions. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
