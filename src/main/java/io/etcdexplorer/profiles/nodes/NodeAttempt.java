package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.doctor.DoctorReport;

/**
 * One look at a node: the profile read from it and, when the node told everything, its connection test.
 *
 * @param report null when the node lacked something, so there was nothing to test
 * @param byHand whether the dialog takes the endpoint and paths by hand when they fail (kubeadm's does)
 */
record NodeAttempt(NodeImport found, DoctorReport report, boolean byHand) {

    private static final Messages TEXT = Messages.of(NodeAttempt.class);

    /** The profile works: it may be saved. */
    boolean passed() {
        return report != null && report.connected();
    }

    /** Why it may not be saved, and what to do next; only when not {@link #passed()}. */
    String whyNot() {
        if (!found.complete()) {
            return NodeMessages.lacking(found.lacking());
        }
        return NodeMessages.testFailed(report, TEXT.get(byHand ? "msg.correctOrFix" : "msg.checkNode"));
    }
}
