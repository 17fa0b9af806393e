package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.files.SafeFiles;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** A breakdown written as CSV ({@link SpaceCsv}) through {@link SafeFiles}: whole or not at all, owner-only. */
final class SpaceExport {

    private static final Messages TEXT = Messages.of(SpaceExport.class);

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
        return TEXT.format(report.kind() == SpaceReport.Kind.CHURN ? "export.doneChurn" : "export.done",
                report.root().keys(), report.largest().size(), file.toString());
    }

    /** Why writing failed, and what to do instead. */
    static String failure(Path file, Throwable failure) {
        String why = failure instanceof AccessDeniedException ? TEXT.get("export.denied")
                : failure instanceof NoSuchFileException ? TEXT.get("export.noFolder")
                : String.valueOf(failure.getMessage());
        return TEXT.format("export.failed", file.toString(), why);
    }
}
