package io.etcdexplorer.snapshots;

import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.etcd.local.SnapshotTool;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.status.Problem;

import java.nio.file.Path;

/**
 * Why a snapshot could not be opened, in words for the user: the cause and the fix. Each kind of bad input has its
 * own message, so "not a snapshot", "truncated" and "empty" never read alike. Only a hash mismatch may offer to open
 * the file anyway ({@link #offersSkip()}), and only when the tool can skip the check.
 */
public final class SnapshotProblem extends Exception {

    static final Messages TEXT = Messages.of(SnapshotProblem.class);

    private final transient Problem problem;
    private final boolean offersSkip;

    private SnapshotProblem(String message, Advice fix, boolean offersSkip) {
        super(message);
        this.problem = new Problem(message, fix);
        this.offersSkip = offersSkip;
    }

    /** For the banner. */
    public Problem problem() {
        return problem;
    }

    /** True for a hash mismatch that "Open anyway, skipping the hash check" may get past. */
    public boolean offersSkip() {
        return offersSkip;
    }

    static SnapshotProblem missing(Path file) {
        return new SnapshotProblem(TEXT.format("missing", file.toString()), Advice.of(TEXT.get("missing.fix")),
                false);
    }

    static SnapshotProblem unreadable(Path file) {
        return new SnapshotProblem(TEXT.format("unreadable", file.toString()), Advice.of(TEXT.get("unreadable.fix")),
                false);
    }

    static SnapshotProblem empty(Path file) {
        return new SnapshotProblem(TEXT.format("empty", name(file)),
                Advice.of(TEXT.get("empty.fix")).command("etcdctl snapshot save backup.db"), false);
    }

    static SnapshotProblem notASnapshot(Path file, String tool) {
        return new SnapshotProblem(TEXT.format("notASnapshot", name(file), tool),
                Advice.of(TEXT.get("notASnapshot.fix")).command("etcdctl snapshot save FILE"), false);
    }

    static SnapshotProblem truncated(Path file, long size, long needed) {
        String message = needed > size
                ? TEXT.format("truncated.short", name(file), Units.bytes(size), Units.bytes(needed))
                : TEXT.format("truncated.ends", name(file), Units.bytes(size));
        return new SnapshotProblem(message, Advice.of(TEXT.get("truncated.fix")).command(
                "etcdctl snapshot save backup.db"), false);
    }

    static SnapshotProblem hashMismatch(Path file, boolean canSkip, String tool) {
        String message = TEXT.format("hashMismatch", name(file));
        Advice fix = canSkip ? Advice.of(TEXT.get("hashMismatch.fixSkip"))
                : Advice.of(TEXT.format("hashMismatch.fixNoSkip", tool));
        return new SnapshotProblem(message, fix, canSkip);
    }

    static SnapshotProblem noSpace(Path file, long needed, long free, Path where) {
        return new SnapshotProblem(TEXT.format("noSpace", name(file), Units.bytes(needed), where.toString(),
                Units.bytes(free)), Advice.of(TEXT.get("noSpace.fix")), false);
    }

    static SnapshotProblem noEtcd(Path file) {
        return new SnapshotProblem(TEXT.format("noEtcd", name(file)), Advice.of(EtcdBinary.installHint()), false);
    }

    static SnapshotProblem noTool(Path file) {
        return new SnapshotProblem(TEXT.format("noTool", name(file)), Advice.of(SnapshotTool.installHint()), false);
    }

    static SnapshotProblem toolFailed(Path file, String what) {
        return new SnapshotProblem(TEXT.format("toolFailed", name(file), what), Advice.of(TEXT.get("toolFailed.fix")),
                false);
    }

    static SnapshotProblem etcdFailed(Path file, String what) {
        return new SnapshotProblem(TEXT.format("etcdFailed", name(file), what), Advice.of(TEXT.get("etcdFailed.fix")),
                false);
    }

    private static String name(Path file) {
        Path name = file.getFileName();
        return name == null ? file.toString() : name.toString();
    }
}
