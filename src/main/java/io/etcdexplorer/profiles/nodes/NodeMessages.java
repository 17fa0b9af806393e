package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.doctor.DoctorReport;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.profiles.ConnectionProfile;

import java.util.ArrayList;
import java.util.List;

/** What the node dialogs say when a node lacks something, when a connection test fails or passes. */
final class NodeMessages {

    private static final Messages TEXT = Messages.of(NodeMessages.class);

    private NodeMessages() {
    }

    /** The node did not tell everything: what is missing and why, and the two ways on. */
    static String lacking(List<String> lacking) {
        return TEXT.format("msg.lacking", "• " + String.join("\n• ", lacking));
    }

    /** A failure that ended an attempt; a missing SSH secret says where to type it. */
    static String failed(EtcdAccessException problem) {
        if (problem instanceof SecretRequiredException needed) {
            boolean password = needed.kind() == SecretRequiredException.Kind.SSH_PASSWORD;
            return needed.describe() + "\n" + TEXT.get(password ? "msg.typePassword" : "msg.typePassphrase");
        }
        return problem.describe();
    }

    /** A failed connection test, where it failed, and what the user can do next. */
    static String testFailed(DoctorReport report, String then) {
        return TEXT.format("msg.testFailed", report.failedHop().label(), report.problem().describe()) + "\n" + then;
    }

    /** The passed test, for the notes of what was saved. */
    static String passed(ConnectionProfile profile) {
        return TEXT.format("msg.passed", profile.ssh().label(), String.join(", ", profile.endpoints()));
    }

    /** The notes of a profile whose endpoint and paths the user typed. */
    static List<String> typedNotes(ConnectionProfile profile) {
        List<String> notes = new ArrayList<>();
        notes.add(TEXT.format("msg.typed", String.join(", ", profile.endpoints()), orNone(profile.caCert()),
                orNone(profile.cert()), orNone(profile.key())));
        notes.add(passed(profile));
        if (profile.readOnly()) {
            notes.add(NodeProfiles.readOnlyNote());
        }
        return notes;
    }

    private static String orNone(String path) {
        return path == null ? TEXT.get("msg.none") : path;
    }
}
