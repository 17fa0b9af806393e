package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.doctor.DoctorReport;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.profiles.ConnectionProfile;

import java.util.ArrayList;
import java.util.List;

/** What the node dialogs say when a node lacks something, when a connection test fails or passes. */
final class NodeMessages {

    private NodeMessages() {
    }

    /** The node did not tell everything: what is missing and why, and the two ways on. */
    static String lacking(List<String> lacking) {
        return "Not found on the node, so nothing was saved:\n• " + String.join("\n• ", lacking)
                + "\nEnter etcd's endpoint and the paths of its certificates on the node below (kubeadm's defaults"
                + " are filled in) and test them, or fix the node and read it again.";
    }

    /** A failure that ended an attempt; a missing SSH secret says where to type it. */
    static String failed(EtcdAccessException problem) {
        if (problem instanceof SecretRequiredException needed) {
            boolean password = needed.kind() == SecretRequiredException.Kind.SSH_PASSWORD;
            return needed.describe() + "\nType it in the " + (password ? "password" : "passphrase")
                    + " field and import again.";
        }
        return problem.describe();
    }

    /** A failed connection test, where it failed, and what the user can do next. */
    static String testFailed(DoctorReport report, String then) {
        return "The connection test failed at " + report.failedHop().label() + ", so nothing was saved: "
                + report.problem().describe() + "\n" + then;
    }

    /** The passed test, for the notes of what was saved. */
    static String passed(ConnectionProfile profile) {
        return "The connection test through ssh " + profile.ssh().label() + " to " + String.join(", ",
                profile.endpoints()) + " passed.";
    }

    /** The notes of a profile whose endpoint and paths the user typed. */
    static List<String> typedNotes(ConnectionProfile profile) {
        List<String> notes = new ArrayList<>();
        notes.add("As typed (paths on the node, read into memory at each connect):\n    endpoint "
                + String.join(", ", profile.endpoints()) + "\n    CA " + orNone(profile.caCert())
                + "\n    client certificate " + orNone(profile.cert()) + "\n    client key " + orNone(profile.key()));
        notes.add(passed(profile));
        if (profile.readOnly()) {
            notes.add(NodeProfiles.READ_ONLY_NOTE);
        }
        return notes;
    }

    private static String orNone(String path) {
        return path == null ? "(none)" : path;
    }
}
