package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;

/** The sentences "Copy to…" shows: a preview in the chosen mode, progress, and the outcome of a copy. */
final class CopyTexts {

    private static final Messages TEXT = Messages.of(CopyTexts.class);

    private CopyTexts() {
    }

    static String summary(CopyPreview p, CopyMode mode) {
        StringBuilder out = new StringBuilder();
        out.append(TEXT.format("summary.head", p.source().describe(), p.targetName(), p.keys(),
                Units.bytes(p.bytes()))).append('\n');
        out.append(TEXT.format("summary.new", p.targetName(), p.added())).append('\n');
        out.append(TEXT.format(mode == CopyMode.OVERWRITE ? "summary.changedOverwritten" : "summary.changedLeft",
                p.changed())).append('\n');
        out.append(TEXT.format("summary.identical", p.identical())).append('\n');
        if (!p.rewrite().isIdentity()) {
            out.append(TEXT.format("summary.renamed", p.rewrite().describe())).append('\n');
        }
        long toWrite = p.toWrite(mode);
        out.append('\n').append(toWrite == 0
                ? TEXT.get(p.keys() == 0 ? "summary.nothingNoKeys" : "summary.nothingHasAll")
                : TEXT.format("summary.willWrite", toWrite));
        if (!p.tooLarge().isEmpty()) {
            out.append("\n\n").append(TEXT.get("summary.tooLarge"));
            p.tooLarge().forEach(k -> out.append("\n  ").append(k));
        }
        p.notes().forEach(n -> out.append("\n").append(n));
        return out.toString();
    }

    static String progress(TransferProgress p) {
        return TEXT.format("progress", KeyCopier.count(p.keys()), p.totalKeys());
    }

    static String copied(KeyCopier.Result r, String targetName) {
        StringBuilder out = new StringBuilder(TEXT.format("copied", targetName, r.written(), r.created(),
                r.overwritten(), r.transactions()));
        if (r.identical() > 0) {
            out.append(TEXT.format("copied.identical", r.identical()));
        }
        if (r.skipped() > 0) {
            out.append(TEXT.format("copied.skipped", r.skipped()));
        }
        return out.append(TEXT.format("copied.revision", String.valueOf(r.sourceRevision()))).toString();
    }

    static String keys(long n) {
        return TEXT.format("keys", n);
    }
}
