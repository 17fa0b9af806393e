package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.tls.CertificateCheck;
import io.etcdexplorer.etcd.tls.CertificateSetCheck;

import java.util.List;

/**
 * What the certificate inspector shows: a summary of how the profile's files relate (one line per relation, each
 * with its mark and, when something is wrong, the fix), then the details of the file the user inspected.
 *
 * @param file    the inspected file, as typed
 * @param summary the relations, in reading order
 * @param details the inspected file's certificates and key, or why it cannot be read
 */
public record Inspection(String file, List<Line> summary, String details) {

    private static final Messages TEXT = Messages.of(Inspection.class);

    /** How a relation came out. */
    public enum Mark { PASSED, FAILED, WARNING, SKIPPED }

    /** One relation; {@code fix} is null when nothing needs doing. */
    public record Line(Mark mark, String text, String fix) {
    }

    public Inspection {
        summary = List.copyOf(summary);
    }

    static Inspection of(String file, CertificateSetCheck check, String details) {
        return new Inspection(file, check.checks().stream().map(Inspection::line).toList(), details);
    }

    /** When the inspection itself failed: no summary, the failure in words. */
    static Inspection failed(String file, Throwable failure) {
        return new Inspection(file, List.of(new Line(Mark.FAILED, TEXT.format("inspect.failed", file,
                failure.getMessage()), null)), "");
    }

    private static Line line(CertificateCheck check) {
        Mark mark = switch (check.status()) {
            case PASSED -> Mark.PASSED;
            case FAILED -> Mark.FAILED;
            case WARNING -> Mark.WARNING;
            case SKIPPED -> Mark.SKIPPED;
        };
        return new Line(mark, check.text(), check.fix());
    }
}
