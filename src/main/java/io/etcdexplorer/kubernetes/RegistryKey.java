package io.etcdexplorer.kubernetes;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Where the API server keeps an object: {@code /registry/<resource>/<namespace>/<name>}, {@code
 * /registry/<resource>/<name>} for cluster-scoped objects, and {@code /registry/<group>/<resource>/...} for custom
 * and aggregated resources (whose group has a dot). Built-in groups are not in the path, and a few resources are
 * stored under historical names: nodes as {@code minions}, services under {@code services/specs}, endpoints under
 * {@code services/endpoints}, replication controllers as {@code controllers}.
 */
public record RegistryKey(String group, String resource, String namespace, String name, String kind) {

    public static final String PREFIX = "/registry/";

    public boolean isNamespaced() {
        return !namespace.isEmpty();
    }

    /** The resource as kubectl names it, qualified with its group when the path carries one ("widgets.example.com"). */
    public String qualifiedResource() {
        return group.isEmpty() ? resource : resource + "." + group;
    }

    /** Parses a key; empty for keys outside /registry or without a name (e.g. /registry/health). */
    public static Optional<RegistryKey> parse(byte[] key) {
        String text = new String(key, StandardCharsets.UTF_8);
        if (!text.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String[] parts = text.substring(PREFIX.length()).split("/", -1);
        int at = 0;
        String group = "";
        if (parts.length > 2 && parts[0].contains(".")) {
            group = parts[0];
            at = 1;
        }
        String stored = parts[at];
        String resource = KubeResources.resourceFor(group, stored);
        if (group.isEmpty() && stored.equals("services") && parts.length > at + 1
                && (parts[at + 1].equals("specs") || parts[at + 1].equals("endpoints"))) {
            resource = parts[at + 1].equals("specs") ? "services" : "endpoints";
            at++;
        }
        int rest = parts.length - at - 1;
        if (rest < 1 || rest > 2 || stored.isEmpty()) {
            return Optional.empty();
        }
        String namespace = rest == 2 ? parts[at + 1] : "";
        String name = parts[parts.length - 1];
        if (name.isEmpty() || (rest == 2 && namespace.isEmpty())) {
            return Optional.empty();
        }
        return Optional.of(new RegistryKey(group, resource, namespace, name, KubeResources.kindFor(group, resource)));
    }
}
