package io.etcdexplorer.space;

import io.etcdexplorer.files.SafeFiles;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** A breakdown written as CSV ({@link SpaceCsv}) through {@link SafeFiles}: whole or not at all, owner-only. */
final class SpaceExport {

    private SpaceExport() {
    }

    /** "etcd-space-registry-pods.csv", "etcd-churn-all-keys.csv". */
    static String fileName(SpaceReport report) {
        String prefix = report.root().prefix().replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^-+|-+$", "");
        return (report.kind() == SpaceReport.Kind.CHURN ? "etcd-churn-" : "etcd-space-")
                + (prefix.isEmpty() ? "all-keys" : prefix) + ".csv";
    }

    /** Writes {@code report} to {@code file}; the line the tab shows afterwards. */
    static String write(SpaceReport report, Path file) throws IOException {
        SafeFiles.writeString(file, SpaceCsv.of(report));
        return "Exported " + report.root().keys() + (report.kind() == SpaceReport.Kind.CHURN ? " changes" : " keys")
                + " in boxes, and the " + report.largest().size() + " keys listed, to " + file;
    }

    /** Why writing failed, and what to do instead. */
    static String failure(Path file, Throwable failure) {
        String why = failure instanceof AccessDeniedException ? "permission denied"
                : failure instanceof NoSuchFileException ? "the folder does not exist"
                : String.valueOf(failure.getMessage());
        return "Could not write " + file + ": " + why + ". Choose a folder you may write to, with room for the"
                + " file.";
    }
}
