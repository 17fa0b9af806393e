package io.etcdexplorer.space;

import java.util.List;

/**
 * A finished (or capped, or stopped) breakdown of one prefix.
 *
 * @param kind          sizes of what exists, or churn between two revisions
 * @param grouping      how {@link #root()} is cut
 * @param root          the prefix itself, broken down
 * @param largest       the 50 largest keys (a churn report: the 50 keys changed most, bytes = bytes written)
 * @param fromRevision  a churn report's first revision (exclusive); 0 for sizes
 * @param toRevision    the revision read (a churn report: its last revision, inclusive)
 * @param complete      false when the byte cap or the user stopped the read: the figures cover what was read
 */
public record SpaceReport(Kind kind, SpaceGrouping grouping, SpaceNode root, List<KeySize> largest,
                          long fromRevision, long toRevision, boolean complete) {

    public enum Kind { SIZE, CHURN }

    public SpaceReport {
        largest = List.copyOf(largest);
    }
}
