package io.etcdexplorer.space;

import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.status.Problem;

/** A failed breakdown in the tab's words: what went wrong and what to do about it. */
final class SpaceFailures {

    private SpaceFailures() {
    }

    /** {@code oldest}: the oldest revision the timeline last saw kept, named when a churn's revision A is gone. */
    static String describe(Throwable failure, SpaceMode mode, long oldest) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof CompactedRevisionException compacted) {
                String hint = compacted.hint();
                return compacted.getMessage() + (hint == null || hint.isBlank() ? " Set A to " + oldest
                        + " or later (the oldest the timeline knows), or leave it empty." : " " + hint);
            }
        }
        Problem problem = Problem.of(failure, "the cluster");
        String what = mode == SpaceMode.CHURN ? "Could not read the changes: " : "Could not read the sizes: ";
        return what + problem.message() + (problem.hint().isBlank() ? "" : " " + problem.hint());
    }
}
