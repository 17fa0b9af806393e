package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.status.Problem;

/** A failed breakdown in the tab's words: what went wrong and what to do about it. */
final class SpaceFailures {

    private static final Messages TEXT = Messages.of(SpaceFailures.class);

    private SpaceFailures() {
    }

    /** {@code oldest}: the oldest revision the timeline last saw kept, named when a churn's revision A is gone. */
    static String describe(Throwable failure, SpaceMode mode, long oldest) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof CompactedRevisionException compacted) {
                String hint = compacted.hint();
                return hint == null || hint.isBlank()
                        ? TEXT.format("failure.compacted", compacted.getMessage(), String.valueOf(oldest))
                        : compacted.getMessage() + " " + hint;
            }
        }
        Problem problem = Problem.of(failure, TEXT.get("theCluster"));
        String what = problem.message() + (problem.hint().isBlank() ? "" : " " + problem.hint());
        return TEXT.format(mode == SpaceMode.CHURN ? "failure.changes" : "failure.sizes", what);
    }
}
