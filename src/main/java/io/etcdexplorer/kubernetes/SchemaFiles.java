package io.etcdexplorer.kubernetes;

import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The .proto files this app knows Kubernetes by, newest source first: the generated classes of client-java-proto
 * (27.0.0, on the class path) and the descriptor sets the build wrote from older releases (see
 * src/build/ExportKubeDescriptors.java), each kept apart because their files share names with the newest.
 */
final class SchemaFiles {

    private static final Logger LOG = LoggerFactory.getLogger(SchemaFiles.class);

    /** The generated outer classes of client-java-proto 27.0.0; each carries one .proto file's descriptor. */
    private static final List<String> OUTER_CLASSES = List.of("Meta", "Runtime", "Resource", "IntStr",
            "V1", "V1Admission", "V1Admissionregistration", "V1Apiextensions", "V1Apps", "V1Authentication",
            "V1Authorization", "V1Autoscaling", "V1Batch", "V1Certificates", "V1Coordination", "V1Discovery",
            "V1Events", "V1Flowcontrol", "V1Networking", "V1Node", "V1Policy", "V1Rbac", "V1Resource",
            "V1Scheduling", "V1Storage", "V1alpha1Apiserverinternal", "V1alpha1Imagepolicy", "V1alpha1Rbac",
            "V1alpha1Scheduling", "V1beta1Admission", "V1beta1Admissionregistration", "V1beta1Apiextensions",
            "V1beta1Apps", "V1beta1Authentication", "V1beta1Authorization", "V1beta1Batch", "V1beta1Certificates",
            "V1beta1Extensions", "V1beta1Policy", "V1beta1Rbac", "V1beta1Storage", "V1beta1Storagemigration",
            "V1beta2Apps", "V2Apidiscovery", "V2beta1Apidiscovery", "V2Autoscaling", "V2beta1Autoscaling",
            "V2beta2Autoscaling");
    /** Older releases the build exported, newest first (pom.xml's kube.older.proto.version). */
    static final List<String> OLDER_RELEASES = List.of("20.0.0");

    private SchemaFiles() {
    }

    /** The newest release's files, from its generated classes. */
    static List<FileDescriptor> newest() {
        List<FileDescriptor> files = new ArrayList<>();
        for (String outer : OUTER_CLASSES) {
            try {
                Class<?> type = Class.forName("io.kubernetes.client.proto." + outer);
                files.add((FileDescriptor) type.getMethod("getDescriptor").invoke(null));
            } catch (ReflectiveOperationException | LinkageError e) {
                // A file missing from another client-java-proto version only costs the kinds it describes.
                LOG.debug("Kubernetes schema {} not loaded", outer, e);
            }
        }
        return files;
    }

    /** One older release's files, built from the descriptor set the build wrote; empty if it is missing. */
    static List<FileDescriptor> older(String release) {
        String resource = "schemas/client-java-proto-" + release + ".desc";
        try (InputStream in = SchemaFiles.class.getResourceAsStream(resource)) {
            if (in == null) {
                LOG.warn("Kubernetes schemas of client-java-proto {} are missing from the class path ({}); run the "
                        + "Maven build (generate-resources) to write them", release, resource);
                return List.of();
            }
            return build(FileDescriptorSet.parseFrom(in).getFileList());
        } catch (IOException | DescriptorValidationException e) {
            LOG.warn("Kubernetes schemas of client-java-proto {} cannot be read", release, e);
            return List.of();
        }
    }

    /** Builds files listed dependencies first, as the exporter writes them. */
    static List<FileDescriptor> build(List<FileDescriptorProto> protos) throws DescriptorValidationException {
        Map<String, FileDescriptor> built = new LinkedHashMap<>();
        for (FileDescriptorProto proto : protos) {
            FileDescriptor[] dependencies = proto.getDependencyList().stream().map(built::get)
                    .toArray(FileDescriptor[]::new);
            built.put(proto.getName(), FileDescriptor.buildFrom(proto, dependencies));
        }
        return List.copyOf(built.values());
    }
}
