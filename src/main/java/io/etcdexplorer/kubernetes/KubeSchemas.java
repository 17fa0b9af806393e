package io.etcdexplorer.kubernetes;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the protobuf message of a Kubernetes kind through client-java-proto's descriptors: apiVersion and kind name a
 * message {@code k8s.io.api.<group>.<version>.<Kind>}. Class names are never used, so any kind the jar describes is
 * decoded, including ones this code has never heard of.
 */
public final class KubeSchemas {

    private static final Logger LOG = LoggerFactory.getLogger(KubeSchemas.class);

    /** The generated outer classes of client-java-proto 27.0.0; each carries one .proto file's descriptor. */
    private static final List<String> OUTER_CLASSES = List.of("Meta", "Runtime", "Resource", "IntStr",
            "V1", "V1Admission", "V1Admissionregistration", "V1Apiextensions", "V1Apps", "V1Authentication",
            "V1Authorization", "V1Autoscaling", "V1Batch", "V1Certificates", "V1Coordination", "V1Discovery",
            "V1Events", "V1Flowcontrol", "V1Networking", "V1Node", "V1Policy", "V1Rbac", "V1Resource",
            "V1Scheduling", "V1Storage", "V1alpha1Apiserverinternal", "V1alpha1Imagepolicy", "V1alpha1Rbac",
            "V1alpha1Scheduling", "V1beta1Admission", "V1beta1Admissionregistration", "V1beta1Apiextensions",
            "V1beta1Apps", "V1beta1Authentication", "V1beta1Authorization", "V1beta1Batch", "V1beta1Certificates",
            "V1beta1Extensions", "V1beta1Policy", "V1beta1Rbac", "V1beta1Storage", "V1beta1Storagemigration",
            "V1beta2Apps", "V2Autoscaling", "V2beta1Autoscaling", "V2beta2Autoscaling");
    private static final String API_PACKAGE = "k8s.io.api.";
    private static final String APIEXTENSIONS_PACKAGE = "k8s.io.apiextensions_apiserver.pkg.apis.apiextensions.";

    private Map<String, Descriptor> messages;

    /** Loading the descriptors takes a few hundred ms, so it waits for the first value to decode (off the UI thread). */
    private synchronized Map<String, Descriptor> messages() {
        if (messages == null) {
            messages = load();
        }
        return messages;
    }

    private static Map<String, Descriptor> load() {
        Map<String, Descriptor> messages = new HashMap<>();
        for (String outer : OUTER_CLASSES) {
            try {
                Class<?> type = Class.forName("io.kubernetes.client.proto." + outer);
                FileDescriptor file = (FileDescriptor) type.getMethod("getDescriptor").invoke(null);
                file.getMessageTypes().forEach(m -> messages.put(m.getFullName(), m));
            } catch (ReflectiveOperationException | LinkageError e) {
                // A file missing from another client-java-proto version only costs the kinds it describes.
                LOG.debug("Kubernetes schema {} not loaded", outer, e);
            }
        }
        return messages;
    }

    /** The message for an apiVersion ("v1", "apps/v1", "rbac.authorization.k8s.io/v1") and kind, if known. */
    public Optional<Descriptor> find(String apiVersion, String kind) {
        int slash = apiVersion.indexOf('/');
        String group = slash < 0 ? "" : apiVersion.substring(0, slash);
        String version = apiVersion.substring(slash + 1);
        return Optional.ofNullable(messages().get(protoPackage(group) + version + "." + kind));
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
