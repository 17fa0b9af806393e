package io.etcdexplorer.snapshots;

import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.etcd.local.SnapshotTool;
import io.etcdexplorer.status.Problem;

import java.nio.file.Path;

/**
 * Why a snapshot could not be opened, in words for the user: the cause and the fix. Each kind of bad input has its
 * own message, so "not a snapshot", "truncated" and "empty" never read alike. Only a hash mismatch may offer to open
 * the file anyway ({@link #offersSkip()}), and only when the tool can skip the check.
 */
public final class SnapshotProblem extends Exception {

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
        return new SnapshotProblem("Cannot open the snapshot " + file + ": there is no such file.",
                Advice.of("Check the path, or pick the file with Open snapshot… in the connection list's + menu."),
                false);
    }

    static SnapshotProblem unreadable(Path file) {
        return new SnapshotProblem("Cannot open the snapshot " + file + ": it is not a file this app can read.",
                Advice.of("Check that it is a file (not a folder) and that your user may read it."), false);
    }

    static SnapshotProblem empty(Path file) {
        return new SnapshotProblem(name(file) + " is empty (0 bytes): it is not an etcd snapshot.",
                Advice.of("A snapshot holds a whole etcd database. Save it again (").command(
                        "etcdctl snapshot save backup.db").then(") or pick another file."), false);
    }

    static SnapshotProblem notASnapshot(Path file, String tool) {
        return new SnapshotProblem(name(file) + " is not an etcd snapshot: " + tool + " says it is not a valid"
                + " database.", Advice.of("Pick a file saved by ").command("etcdctl snapshot save FILE")
                .then(", or a copy of a member's member/snap/db."), false);
    }

    static SnapshotProblem truncated(Path file, long size, long needed) {
        String ends = needed > size ? "it is " + Sizes.of(size) + " but its database needs " + Sizes.of(needed)
                : "it ends before its database does (" + Sizes.of(size) + ")";
        return new SnapshotProblem(name(file) + " is truncated: " + ends + ". The copy or download that made it"
                + " was cut short.", Advice.of("Copy the file again from where the snapshot was saved, or save a"
                + " new one: ").command("etcdctl snapshot save backup.db"), false);
    }

    static SnapshotProblem hashMismatch(Path file, boolean canSkip, String tool) {
        String message = name(file) + " does not match the SHA-256 hash saved at its end: it was changed or damaged"
                + " after it was saved.";
        Advice fix = canSkip ? Advice.of("Copy the file again, or open it anyway, skipping the hash check (some keys"
                + " may then be wrong or missing).")
                : Advice.of("Copy the file again. " + tool + " cannot skip the hash check: install etcd 3.5 or later"
                + " for etcdutl, whose restore can.");
        return new SnapshotProblem(message, fix, canSkip);
    }

    static SnapshotProblem noSpace(Path file, long needed, long free, Path where) {
        return new SnapshotProblem("Not enough free disk space to open " + name(file) + ": its restored copy needs"
                + " about " + Sizes.of(needed) + " in " + where + ", and " + Sizes.of(free) + " is free there.",
                Advice.of("Free up space on that disk, or start the app with -Detcd-explorer.home=DIR on a"
                        + " larger disk."), false);
    }

    static SnapshotProblem noEtcd(Path file) {
        return new SnapshotProblem("Cannot open " + name(file) + ": it is served by a private etcd, and no etcd"
                + " binary was found.", Advice.of(EtcdBinary.installHint()), false);
    }

    static SnapshotProblem noTool(Path file) {
        return new SnapshotProblem("Cannot open " + name(file) + ": neither etcdutl nor etcdctl was found.",
                Advice.of(SnapshotTool.installHint()), false);
    }

    static SnapshotProblem toolFailed(Path file, String what) {
        return new SnapshotProblem("Could not open " + name(file) + ": " + what,
                Advice.of("The app's log has the tool's whole output (Help → Open log folder)."), false);
    }

    static SnapshotProblem etcdFailed(Path file, String what) {
        return new SnapshotProblem("The snapshot " + name(file) + " was restored, but etcd did not start on it: "
                + what, Advice.of("The app's log has etcd's last lines (Help → Open log folder)."), false);
    }

    private static String name(Path file) {
        Path name = file.getFileName();
        return name == null ? file.toString() : name.toString();
    }
}
