package io.etcdexplorer.space;

import io.etcdexplorer.kubernetes.RegistryKey;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a key goes in a breakdown: the boxes from the breakdown's prefix down to the key, and the key's own name in
 * the last one. By prefix, a box is one path segment with its slash ({@code /registry/}, {@code pods/}); a leading
 * slash belongs to the first segment. By resource, a {@code /registry/} key goes to its resource (with its API group
 * when the key names one) and then its namespace; other keys go by prefix.
 */
final class BoxPath {

    /** One box on the way: its name on screen and the key prefix it covers. */
    record Step(String name, String prefix) {
    }

    /** The boxes below the breakdown's root, outermost first, and the key's name inside the last one. */
    record Placed(List<Step> steps, String leafName) {
    }

    private final String prefix;
    private final SpaceGrouping grouping;

    BoxPath(String prefix, SpaceGrouping grouping) {
        this.prefix = prefix;
        this.grouping = grouping;
    }

    Placed place(String key) {
        if (grouping == SpaceGrouping.RESOURCE) {
            Optional<RegistryKey> registry = key.startsWith(RegistryKey.PREFIX)
                    ? RegistryKey.parse(key.getBytes(StandardCharsets.UTF_8)) : Optional.empty();
            if (registry.isPresent()) {
                return byResource(key, registry.get());
            }
        }
        return byPrefix(key, prefix.length());
    }

    /** Segments of {@code key} from {@code from} on; the rest after the last slash is the key's name. */
    private static Placed byPrefix(String key, int from) {
        List<Step> steps = new ArrayList<>(4);
        int start = from;
        while (start < key.length()) {
            int slash = key.indexOf('/', start + 1);
            if (slash < 0) {
                break;
            }
            steps.add(new Step(key.substring(start, slash + 1), key.substring(0, slash + 1)));
            start = slash + 1;
        }
        String leaf = start < key.length() ? key.substring(start) : key;
        return new Placed(steps, leaf);
    }

    /**
     * Resource, then namespace, then name; a level the breakdown's prefix already fixes (the prefix names one
     * resource, or one namespace of it) is left out, as it would be a single box.
     */
    private Placed byResource(String key, RegistryKey registry) {
        String namespacePrefix = key.substring(0, key.length() - registry.name().length());
        String resourcePrefix = registry.isNamespaced()
                ? namespacePrefix.substring(0, namespacePrefix.length() - registry.namespace().length() - 1)
                : namespacePrefix;
        List<Step> steps = new ArrayList<>(2);
        // Keys are always under the prefix, so a prefix at least as long as a level's prefix fixes that level.
        if (prefix.length() < resourcePrefix.length()) {
            steps.add(new Step(registry.qualifiedResource(), resourcePrefix));
        }
        if (registry.isNamespaced() && prefix.length() < namespacePrefix.length()) {
            steps.add(new Step(registry.namespace(), namespacePrefix));
        }
        return new Placed(steps, registry.name());
    }
}
