package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.stream.Stream;

/**
 * Where a container's certificate paths live on the node. kubeadm and minikube mount the certificate directory at
 * the same path, but a hand-written manifest may not, and then the path in the command is not the file on disk.
 */
final class Volumes {

    private static final Messages TEXT = Messages.of(Volumes.class);

    private Volumes() {
    }

    static void check(JsonNode podSpec, JsonNode container, DraftBuilder draft) {
        Stream.of(draft.caCert, draft.cert, draft.key).filter(p -> p != null && p.startsWith("/")).distinct()
                .forEach(path -> check(path, podSpec, container, draft));
    }

    private static void check(String path, JsonNode podSpec, JsonNode container, DraftBuilder draft) {
        JsonNode mount = null;
        for (JsonNode candidate : container.path("volumeMounts")) {
            String mountPath = candidate.path("mountPath").asText();
            if (holds(mountPath, path) && (mount == null
                    || mountPath.length() > mount.path("mountPath").asText().length())) {
                mount = candidate;
            }
        }
        if (mount == null) {
            draft.warn(TEXT.format("warn.noVolume", path));
            return;
        }
        String mountPath = mount.path("mountPath").asText();
        String hostPath = hostPath(podSpec, mount.path("name").asText());
        if (hostPath != null && !trim(hostPath).equals(trim(mountPath))) {
            draft.warn(TEXT.format("warn.mounted", mountPath, hostPath, path,
                    trim(hostPath) + path.substring(trim(mountPath).length())));
        }
    }

    private static String hostPath(JsonNode podSpec, String volumeName) {
        for (JsonNode volume : podSpec.path("volumes")) {
            if (volume.path("name").asText().equals(volumeName) && volume.path("hostPath").path("path").isTextual()) {
                return volume.path("hostPath").path("path").asText();
            }
        }
        return null;
    }

    private static boolean holds(String mountPath, String path) {
        String dir = trim(mountPath);
        return !dir.isEmpty() && (path.equals(dir) || path.startsWith(dir + "/"));
    }

    private static String trim(String path) {
        return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }
}
