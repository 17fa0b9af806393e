package io.etcdexplorer.profiles.store;

import java.util.Collection;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hands out profile names not yet taken: "staging" becomes "staging (2)", then "staging (3)". Names differing only
 * in case count as taken, since two entries "Staging" and "staging" in one list would confuse anyone.
 */
final class UniqueNames {

    private static final Pattern NUMBERED = Pattern.compile("(.*) \\((\\d+)\\)");

    private final Set<String> taken = new HashSet<>();

    UniqueNames(Collection<String> existing) {
        existing.forEach(name -> taken.add(key(name)));
    }

    String claim(String wanted) {
        String name = wanted.trim();
        if (taken.add(key(name))) {
            return name;
        }
        // "staging (2)" clashing goes on to "staging (3)", not "staging (2) (2)".
        Matcher numbered = NUMBERED.matcher(name);
        String base = numbered.matches() ? numbered.group(1) : name;
        for (int n = 2; ; n++) {
            String candidate = base + " (" + n + ")";
            if (taken.add(key(candidate))) {
                return candidate;
            }
        }
    }

    private static String key(String name) {
        return name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
    }
}
