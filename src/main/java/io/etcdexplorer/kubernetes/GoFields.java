package io.etcdexplorer.kubernetes;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * How Go's encoding/json prints each field, which the protobuf descriptors cannot say: whether a field is a pointer
 * (printed when set, even to zero), required (no {@code omitempty}: printed even when zero or nil), or an inline
 * member flattened into its parent. The table ({@code go-fields.tsv}) was taken from the Go types of Kubernetes
 * 1.35; fields it does not list are non-pointer {@code omitempty} fields, the common case.
 */
final class GoFields {

    enum Flag {
        /**
         * Non-pointer with omitempty: printed only when not zero or empty. Messages: printed when present. Listed
         * ({@code omitempty}) only where it overrides another version's flag.
         */
        DEFAULT,
        /** Pointer with omitempty: printed whenever present, even when zero. */
        PTR,
        /** No omitempty, not a pointer: always printed; an absent scalar prints its zero, a list or map null. */
        REQ,
        /** Pointer without omitempty: printed as null when absent. */
        NULLABLE,
        /** {@code json:",inline"}: the member's fields are printed in the parent. */
        INLINE,
        /** {@code omitzero} (Go 1.24): left out when zero, structs such as a zero Time included. */
        OMITZERO
    }

    private static final String RESOURCE = "go-fields.tsv";
    private static final String EXTENSIONS = "k8s.io.api.extensions.";

    private final Map<String, Flag> flags = new HashMap<>();
    /** Inline members by parent message and member message name; their proto names vary (handler, volumeSource). */
    private final Map<String, Boolean> inline = new HashMap<>();

    GoFields() {
        try (InputStream in = GoFields.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    add(line.split("\t"));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void add(String[] cells) {
        if (cells[2].trim().equals("omitempty")) {
            // A beta whose field is plain where the GA version has a pointer (resource.k8s.io/v1beta1 allNodes):
            // only its own message, so that the GA's flag stops applying there and nowhere else.
            flags.put(cells[0] + "#" + cells[1], Flag.DEFAULT);
            return;
        }
        addUnder(cells[0], cells);
        addUnder(anyVersion(cells[0]), cells); // the group's other versions share most Go types and tags
    }

    private void addUnder(String message, String[] cells) {
        String flag = cells[2].trim();
        if (flag.equals("inline")) {
            inline.putIfAbsent(message + "#" + cells[3].trim().replaceAll("^.*\\.", ""), true);
        } else if (flag.equals("ptr") || flag.equals("req") || flag.equals("nullable") || flag.equals("omitzero")) {
            flags.putIfAbsent(message + "#" + cells[1], Flag.valueOf(flag.toUpperCase(java.util.Locale.ROOT)));
        }
    }

    /**
     * The table lists the GA version of each group (read from its Go types); beta and alpha versions are looked
     * up there when they have no entry of their own, and extensions/v1beta1 in the groups its types moved to.
     */
    Flag flag(Descriptor message, FieldDescriptor field, String jsonName) {
        boolean exact = true;
        for (String name : candidates(message.getFullName())) {
            if (field.getType() == FieldDescriptor.Type.MESSAGE && !field.isRepeated()
                    && inline.containsKey(name + "#" + field.getMessageType().getName())) {
                return Flag.INLINE;
            }
            Flag flag = flags.get(name + "#" + jsonName);
            // Inline members and pointers stay so across versions; required fields often were optional in betas.
            if (flag != null && (exact || flag == Flag.PTR)) {
                return flag;
            }
            exact = false;
        }
        return Flag.DEFAULT;
    }

    private static java.util.List<String> candidates(String message) {
        String any = anyVersion(message);
        if (!message.startsWith(EXTENSIONS)) {
            return any.equals(message) ? java.util.List.of(message) : java.util.List.of(message, any);
        }
        String simple = message.substring(message.lastIndexOf('.') + 1);
        return java.util.List.of(message, any, "k8s.io.api.networking.*." + simple, "k8s.io.api.apps.*." + simple,
                "k8s.io.api.policy.*." + simple);
    }

    /** k8s.io.api.apps.v1beta2.DeploymentSpec becomes k8s.io.api.apps.*.DeploymentSpec. */
    private static String anyVersion(String message) {
        return message.replaceFirst("\\.v\\d+((alpha|beta)\\d+)?\\.([^.]+)$", ".*.$3");
    }
}
