package io.etcdexplorer.kubernetes;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Group-versions no published client-java-proto release describes, whose messages carry the same field numbers,
 * types and names as a version that one does (coordination.k8s.io/v1beta1 Lease is coordination.k8s.io/v1 Lease).
 * {@code derived-schemas.tsv} says, from the API's published generated.proto files, which version each is the same
 * as and which field names differ; this class builds the .proto file that table implies.
 */
final class DerivedSchemas {

    private static final String RESOURCE = "derived-schemas.tsv";

    private DerivedSchemas() {
    }

    /** The derived files, built over the messages already known (full name to message). */
    static List<FileDescriptor> build(Map<String, Descriptor> known) {
        Map<String, List<String[]>> rows = new LinkedHashMap<>();
        for (String[] row : rows()) {
            rows.computeIfAbsent(row[0], k -> new ArrayList<>()).add(row);
        }
        List<FileDescriptor> files = new ArrayList<>();
        for (Map.Entry<String, List<String[]>> target : rows.entrySet()) {
            try {
                files.add(derive(target.getKey(), target.getValue(), known));
            } catch (DescriptorValidationException e) {
                throw new IllegalStateException(RESOURCE + " describes an impossible " + target.getKey()
                        + ": " + e.getMessage(), e);
            }
        }
        return files;
    }

    /**
     * One target package: each row copies a source package's messages (all, or those it lists; later rows win),
     * then renames fields. References to a copied message point at the copy, the rest at the source.
     */
    private static FileDescriptor derive(String target, List<String[]> rows, Map<String, Descriptor> known)
            throws DescriptorValidationException {
        Map<String, Descriptor> copied = new LinkedHashMap<>();
        Map<String, String> renames = new LinkedHashMap<>();
        for (String[] row : rows) {
            Set<String> only = row.length > 2 && !row[2].isBlank() ? Set.of(row[2].trim().split(" +")) : Set.of();
            for (Descriptor message : known.values()) {
                if (message.getFile().getPackage().equals(row[1]) && message.getContainingType() == null
                        && (only.isEmpty() || only.contains(message.getName()))) {
                    copied.put(message.getName(), message);
                }
            }
            if (row.length > 3) {
                for (String rename : row[3].trim().split(" +")) {
                    String[] parts = rename.split("=");
                    renames.put(parts[0], parts[1]);
                }
            }
        }
        Set<FileDescriptor> dependencies = new LinkedHashSet<>();
        FileDescriptorProto.Builder file = FileDescriptorProto.newBuilder()
                .setName("etcd-explorer/derived/" + target.replace('.', '/') + ".proto").setPackage(target)
                .setSyntax("proto2");
        for (Descriptor message : copied.values()) {
            dependencies.add(message.getFile());
            dependencies.addAll(message.getFile().getDependencies());
            file.addMessageType(retarget(message.toProto(), message.getFile().getPackage(), target,
                    copied.keySet(), renames, message.getName()));
        }
        dependencies.forEach(d -> file.addDependency(d.getName()));
        return FileDescriptor.buildFrom(file.build(), dependencies.toArray(FileDescriptor[]::new));
    }

    private static DescriptorProto retarget(DescriptorProto message, String source, String target, Set<String> copied,
                                            Map<String, String> renames, String path) {
        DescriptorProto.Builder builder = message.toBuilder().clearField().clearNestedType();
        for (FieldDescriptorProto field : message.getFieldList()) {
            FieldDescriptorProto.Builder copy = field.toBuilder();
            String prefix = "." + source + ".";
            if (field.getTypeName().startsWith(prefix)) {
                String rest = field.getTypeName().substring(prefix.length());
                if (copied.contains(rest.split("\\.")[0])) {
                    copy.setTypeName("." + target + "." + rest);
                }
            }
            String renamed = renames.get(path + "." + field.getNumber());
            if (renamed != null) {
                copy.setName(renamed).setJsonName(renamed);
            }
            builder.addField(copy);
        }
        for (DescriptorProto nested : message.getNestedTypeList()) {
            builder.addNestedType(retarget(nested, source, target, copied, renames, path + "." + nested.getName()));
        }
        return builder.build();
    }

    private static List<String[]> rows() {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = DerivedSchemas.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    rows.add(line.split("\t"));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }
}
