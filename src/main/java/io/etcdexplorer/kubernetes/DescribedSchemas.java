package io.etcdexplorer.kubernetes;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto.Label;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto.Type;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.MessageOptions;
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
 * Kinds whose messages no published client-java-proto release describes and no covered version shares (e.g.
 * discovery.k8s.io/v1beta1 EndpointSlice, scheduling.k8s.io/v1alpha2 Workload). {@code described-schemas.tsv} lists
 * their fields as the API's published generated.proto declares them, one line a field, in declaration order (which
 * is the order kubectl prints them in); this class builds the .proto files those lines imply.
 */
final class DescribedSchemas {

    private static final String RESOURCE = "described-schemas.tsv";
    private static final Map<String, Type> SCALARS = Map.of("string", Type.TYPE_STRING, "bytes", Type.TYPE_BYTES,
            "bool", Type.TYPE_BOOL, "int32", Type.TYPE_INT32, "int64", Type.TYPE_INT64, "double", Type.TYPE_DOUBLE);

    private DescribedSchemas() {
    }

    /** The described files, their field types resolved against the messages already known (full name to message). */
    static List<FileDescriptor> build(Map<String, Descriptor> known) {
        Map<String, Map<String, List<String[]>>> packages = new LinkedHashMap<>();
        for (String[] row : rows()) {
            int dot = row[0].lastIndexOf('.');
            packages.computeIfAbsent(row[0].substring(0, dot), k -> new LinkedHashMap<>())
                    .computeIfAbsent(row[0].substring(dot + 1), k -> new ArrayList<>()).add(row);
        }
        List<FileDescriptor> files = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<String[]>>> pkg : packages.entrySet()) {
            try {
                files.add(file(pkg.getKey(), pkg.getValue(), known));
            } catch (DescriptorValidationException | IllegalArgumentException e) {
                throw new IllegalStateException(RESOURCE + " describes an impossible " + pkg.getKey() + ": "
                        + e.getMessage(), e);
            }
        }
        return files;
    }

    private static FileDescriptor file(String pkg, Map<String, List<String[]>> messages, Map<String, Descriptor> known)
            throws DescriptorValidationException {
        Set<FileDescriptor> dependencies = new LinkedHashSet<>();
        FileDescriptorProto.Builder file = FileDescriptorProto.newBuilder()
                .setName("etcd-explorer/described/" + pkg.replace('.', '/') + ".proto").setPackage(pkg)
                .setSyntax("proto2");
        for (Map.Entry<String, List<String[]>> message : messages.entrySet()) {
            DescriptorProto.Builder builder = DescriptorProto.newBuilder().setName(message.getKey());
            for (String[] row : message.getValue()) {
                if (row.length > 1) {
                    addField(builder, pkg, messages.keySet(), row, known, dependencies);
                }
            }
            file.addMessageType(builder);
        }
        dependencies.forEach(d -> file.addDependency(d.getName()));
        return FileDescriptor.buildFrom(file.build(), dependencies.toArray(FileDescriptor[]::new));
    }

    /** One row: message, field name, number, type, and "repeated" for lists. Maps become repeated entries. */
    private static void addField(DescriptorProto.Builder message, String pkg, Set<String> local, String[] row,
                                 Map<String, Descriptor> known, Set<FileDescriptor> dependencies) {
        String name = row[1];
        String type = row[3];
        FieldDescriptorProto.Builder field = FieldDescriptorProto.newBuilder().setName(name).setJsonName(name)
                .setNumber(Integer.parseInt(row[2]))
                .setLabel(row.length > 4 && row[4].equals("repeated") ? Label.LABEL_REPEATED : Label.LABEL_OPTIONAL);
        if (type.startsWith("map<") && type.endsWith(">")) {
            String[] kv = type.substring(4, type.length() - 1).split(",");
            String entry = Character.toUpperCase(name.charAt(0)) + name.substring(1) + "Entry";
            DescriptorProto.Builder entryType = DescriptorProto.newBuilder().setName(entry)
                    .setOptions(MessageOptions.newBuilder().setMapEntry(true));
            entryType.addField(typed(FieldDescriptorProto.newBuilder().setName("key").setJsonName("key").setNumber(1)
                    .setLabel(Label.LABEL_OPTIONAL), kv[0].trim(), pkg, local, known, dependencies));
            entryType.addField(typed(FieldDescriptorProto.newBuilder().setName("value").setJsonName("value")
                    .setNumber(2).setLabel(Label.LABEL_OPTIONAL), kv[1].trim(), pkg, local, known, dependencies));
            message.addNestedType(entryType);
            field.setLabel(Label.LABEL_REPEATED).setType(Type.TYPE_MESSAGE)
                    .setTypeName("." + pkg + "." + message.getName() + "." + entry);
        } else {
            typed(field, type, pkg, local, known, dependencies);
        }
        message.addField(field);
    }

    /** A scalar, a message of this package (by simple name) or a known message (by full name, with a leading dot). */
    private static FieldDescriptorProto.Builder typed(FieldDescriptorProto.Builder field, String type, String pkg,
                                                      Set<String> local, Map<String, Descriptor> known,
                                                      Set<FileDescriptor> dependencies) {
        Type scalar = SCALARS.get(type);
        if (scalar != null) {
            return field.setType(scalar);
        }
        if (local.contains(type)) {
            return field.setType(Type.TYPE_MESSAGE).setTypeName("." + pkg + "." + type);
        }
        Descriptor other = type.startsWith(".") ? known.get(type.substring(1)) : null;
        if (other == null) {
            throw new IllegalArgumentException("field " + field.getName() + " has an unknown type " + type);
        }
        dependencies.add(other.getFile());
        return field.setType(Type.TYPE_MESSAGE).setTypeName(type);
    }

    private static List<String[]> rows() {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = DescribedSchemas.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    rows.add(line.strip().split("\t+"));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }
}
