import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Build step (run by exec-maven-plugin in generate-resources): writes the protobuf descriptors of older
 * io.kubernetes:client-java-proto releases as descriptor sets, so the app reads their schemas without putting their
 * generated classes (which share names with the newest release's) on its class path. Each jar gets its own class
 * loader whose parent lends only protobuf-java from this program's class path (which also holds the newest
 * client-java-proto, whose classes must not shadow the jar's own), and each outer class's FileDescriptor is
 * written with its dependencies first, as FileDescriptorSet wants.
 *
 * Arguments: output folder, then one or more client-java-proto jars. Writes client-java-proto-VERSION.desc each.
 */
public class ExportKubeDescriptors {

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        Files.createDirectories(out);
        for (int i = 1; i < args.length; i++) {
            File jar = new File(args[i]);
            String version = jar.getName().replaceAll("^client-java-proto-|\\.jar$", "");
            byte[] set = export(jar);
            Files.write(out.resolve("client-java-proto-" + version + ".desc"), set);
            System.out.println("Kubernetes schemas of client-java-proto " + version + ": " + set.length + " bytes");
        }
    }

    private static byte[] export(File jar) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toURI().toURL()}, new ProtobufOnly())) {
            Map<String, Object> files = new LinkedHashMap<>();
            for (String outer : outerClasses(jar)) {
                Class<?> type = Class.forName("io.kubernetes.client.proto." + outer, true, loader);
                add(type.getMethod("getDescriptor").invoke(null), files);
            }
            ByteArrayOutputStream set = new ByteArrayOutputStream();
            for (Object file : files.values()) {
                Object proto = file.getClass().getMethod("toProto").invoke(file);
                byte[] bytes = (byte[]) proto.getClass().getMethod("toByteArray").invoke(proto);
                set.write(10); // FileDescriptorSet.file, field 1, length-delimited
                writeVarint(set, bytes.length);
                set.write(bytes);
            }
            return set.toByteArray();
        }
    }

    /** Dependencies before dependents, each file once. */
    private static void add(Object file, Map<String, Object> files) throws Exception {
        String name = (String) file.getClass().getMethod("getName").invoke(file);
        if (files.containsKey(name)) {
            return;
        }
        for (Object dependency : (List<?>) file.getClass().getMethod("getDependencies").invoke(file)) {
            add(dependency, files);
        }
        files.put(name, file);
    }

    /** The jar's outer classes: top-level classes of io.kubernetes.client.proto, one per .proto file. */
    private static List<String> outerClasses(File jar) throws IOException {
        List<String> names = new ArrayList<>();
        try (JarFile file = new JarFile(jar)) {
            for (Enumeration<JarEntry> it = file.entries(); it.hasMoreElements(); ) {
                String entry = it.nextElement().getName();
                if (entry.matches("io/kubernetes/client/proto/[A-Za-z0-9]+\\.class")) {
                    names.add(entry.substring("io/kubernetes/client/proto/".length(), entry.length() - 6));
                }
            }
        }
        Collections.sort(names);
        return names;
    }

    /** Parent of each jar's loader: protobuf's runtime from the class path, the JDK, and nothing else. */
    private static final class ProtobufOnly extends ClassLoader {
        ProtobufOnly() {
            super(ClassLoader.getPlatformClassLoader());
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (name.startsWith("com.google.protobuf.")) {
                return ExportKubeDescriptors.class.getClassLoader().loadClass(name);
            }
            throw new ClassNotFoundException(name);
        }
    }

    private static void writeVarint(ByteArrayOutputStream out, int value) {
        while ((value & ~0x7F) != 0) {
            out.write((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        out.write(value);
    }
}
