package io.etcdexplorer.space;

/**
 * One member's database as the members bar shows it: its file, what is in use, the quota, and what maintenance
 * would give back.
 *
 * @param member           the member's status
 * @param compactionReclaim an estimate of what compaction and defragmentation together would give back (the file
 *                         minus the live bytes of a complete breakdown of the whole keyspace); -1 when there is no
 *                         such breakdown to estimate from
 */
public record MemberFigures(MemberSpace member, long compactionReclaim) {

    /** The share of the file a defragmentation alone gives back, 0 to 1; -1 when unknown. */
    public double defragShare() {
        return member.reclaimable() < 0 || member.dbSize() <= 0 ? -1 : (double) member.reclaimable() / member.dbSize();
    }

    /** The share of the file compaction plus defragmentation would give back, 0 to 1; -1 when not estimated. */
    public double compactionShare() {
        return compactionReclaim < 0 || member.dbSize() <= 0 ? -1 : (double) compactionReclaim / member.dbSize();
    }

    /** The file's share of the quota, 0 to 1; -1 when the quota is unknown. */
    public double quotaShare() {
        return member.quota() <= 0 ? -1 : Math.min(1, (double) member.dbSize() / member.quota());
    }

    /** Figures for {@code member}, estimating from {@code wholeKeyspaceBytes} when it is known (else -1). */
    static MemberFigures of(MemberSpace member, long wholeKeyspaceBytes) {
        long estimate = wholeKeyspaceBytes < 0 ? -1 : Math.max(0, member.dbSize() - wholeKeyspaceBytes);
        return new MemberFigures(member, estimate);
    }
}
