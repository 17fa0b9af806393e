package io.etcdexplorer.kubernetes;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the protobuf message of a Kubernetes kind through descriptors: apiVersion and kind name a message
 * {@code k8s.io.api.<group>.<version>.<Kind>}. Class names are never used, so any kind a source describes is decoded,
 * including ones this code has never heard of. The sources are listed in {@link SchemaFiles},
 * {@link DerivedSchemas} and {@link DescribedSchemas}.
 */
public final class KubeSchemas {

    private static final String API_PACKAGE = "k8s.io.api.";
    private static final String APIEXTENSIONS_PACKAGE = "k8s.io.apiextensions_apiserver.pkg.apis.apiextensions.";
    static final String META_PACKAGE = "k8s.io.apimachinery.pkg.apis.meta.v1.";
    private static final java.util.Set<String> PARTS = java.util.Set.of("ObjectMeta", "ListMeta", "TypeMeta", "Time",
            "MicroTime", "Duration", "LabelSelector", "OwnerReference", "ManagedFieldsEntry", "FieldsV1");
    /** Proto package names whose API group is not "<name>.k8s.io"; "" is the core group. */
    private static final Map<String, String> GROUPS = Map.ofEntries(Map.entry("core", ""),
            Map.entry("apps", "apps"), Map.entry("batch", "batch"), Map.entry("policy", "policy"),
            Map.entry("autoscaling", "autoscaling"), Map.entry("extensions", "extensions"),
            Map.entry("rbac", "rbac.authorization.k8s.io"), Map.entry("flowcontrol", "flowcontrol.apiserver.k8s.io"),
            Map.entry("apiserverinternal", "internal.apiserver.k8s.io"),
            Map.entry("storagemigration", "storagemigration.k8s.io"));

    private Map<String, Descriptor> messages;

    /** Loading the descriptors takes a few hundred ms, so it waits for the first value to decode (off the UI thread). */
    private synchronized Map<String, Descriptor> messages() {
        if (messages == null) {
            messages = load();
        }
        return messages;
    }

    /**
     * Every message of every source, by full name; where two sources describe one message the newest release's wins,
     * and the derived group-versions (built from the others) and the described kinds only add what none describes.
     */
    private static Map<String, Descriptor> load() {
        Map<String, Descriptor> messages = new HashMap<>();
        SchemaFiles.newest().forEach(file -> addMessages(file, messages));
        for (String release : SchemaFiles.OLDER_RELEASES) {
            SchemaFiles.older(release).forEach(file -> addMessages(file, messages));
        }
        DerivedSchemas.build(Map.copyOf(messages)).forEach(file -> addMessages(file, messages));
        DescribedSchemas.build(Map.copyOf(messages)).forEach(file -> addMessages(file, messages));
        return messages;
    }

    private static void addMessages(FileDescriptor file, Map<String, Descriptor> messages) {
        file.getMessageTypes().forEach(m -> messages.putIfAbsent(m.getFullName(), m));
    }

    /** The message for an apiVersion ("v1", "apps/v1", "rbac.authorization.k8s.io/v1") and kind, if known. */
    public Optional<Descriptor> find(String apiVersion, String kind) {
        int slash = apiVersion.indexOf('/');
        String group = slash < 0 ? "" : apiVersion.substring(0, slash);
        String version = apiVersion.substring(slash + 1);
        Descriptor found = messages().get(protoPackage(group) + version + "." + kind);
        if (found == null && version.equals("v1") && isObject(META_PACKAGE + kind)) {
            // Status, WatchEvent, the *Options and the other meta types are served under any group's v1.
            found = messages().get(META_PACKAGE + kind);
        }
        return Optional.ofNullable(found);
    }

    /** The meta types that are whole objects carry TypeMeta's kind; ObjectMeta and the like are only parts. */
    private boolean isObject(String fullName) {
        Descriptor meta = messages().get(fullName);
        return meta != null && !PARTS.contains(meta.getName());
    }

    /**
     * Every kind this app can decode with its schema, as "apiVersion Kind", sorted: messages with a metadata field
     * (ObjectMeta or ListMeta) in a Kubernetes API package, lists left out. The README's list is made from this.
     */
    public java.util.SortedSet<String> kinds() {
        java.util.SortedSet<String> kinds = new java.util.TreeSet<>();
        for (Descriptor message : messages().values()) {
            FieldDescriptor metadata = message.findFieldByName("metadata");
            String apiVersion = apiVersion(message.getFile().getPackage());
            if (apiVersion != null && metadata != null && metadata.getType() == FieldDescriptor.Type.MESSAGE
                    && metadata.getMessageType().getName().equals("ObjectMeta")) {
                kinds.add(apiVersion + " " + message.getName());
            }
        }
        return kinds;
    }

    /** The apiVersion a proto package serves, or null for packages of shared types. */
    static String apiVersion(String protoPackage) {
        String prefix = protoPackage.startsWith(APIEXTENSIONS_PACKAGE) ? APIEXTENSIONS_PACKAGE : API_PACKAGE;
        if (!protoPackage.startsWith(prefix)) {
            return null;
        }
        String[] parts = protoPackage.substring(prefix.length()).split("\\.");
        if (prefix.equals(APIEXTENSIONS_PACKAGE)) {
            return "apiextensions.k8s.io/" + parts[0];
        }
        if (parts.length != 2) {
            return null;
        }
        String group = GROUPS.getOrDefault(parts[0], parts[0] + ".k8s.io");
        return group.isEmpty() ? parts[1] : group + "/" + parts[1];
    }

    /** The message with this full name, e.g. {@code k8s.io.api.core.v1.Pod}. */
    public Optional<Descriptor> byFullName(String fullName) {
        return Optional.ofNullable(messages().get(fullName));
    }

    /** The proto package prefix of an API group, ending with a dot. */
    static String protoPackage(String group) {
        if (group.isEmpty()) {
            return API_PACKAGE + "core.";
        }
        if (group.equals("apiextensions.k8s.io")) {
            return APIEXTENSIONS_PACKAGE;
        }
        if (group.equals("internal.apiserver.k8s.io")) {
            return API_PACKAGE + "apiserverinternal.";
        }
        // rbac.authorization.k8s.io -> rbac, flowcontrol.apiserver.k8s.io -> flowcontrol, apps -> apps
        int dot = group.indexOf('.');
        return API_PACKAGE + (dot < 0 ? group : group.substring(0, dot)) + ".";
    }
}
