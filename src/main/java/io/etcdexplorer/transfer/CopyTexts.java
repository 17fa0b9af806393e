package io.etcdexplorer.transfer;

import io.etcdexplorer.values.ValueRenderer;

/** The sentences "Copy to…" shows: a preview in the chosen mode, progress, and the outcome of a copy. */
final class CopyTexts {

    private CopyTexts() {
    }

    static String summary(CopyPreview p, CopyMode mode) {
        StringBuilder out = new StringBuilder();
        out.append("Copy ").append(p.source().describe()).append(" to ").append(p.targetName()).append(": ")
                .append(keys(p.keys())).append(", ").append(ValueRenderer.humanSize(p.bytes())).append('\n');
        out.append("  new on ").append(p.targetName()).append(": ").append(KeyCopier.count(p.added())).append('\n');
        out.append("  changed (different value there): ").append(KeyCopier.count(p.changed()))
                .append(mode == CopyMode.OVERWRITE ? ", will be overwritten" : ", will be left as they are")
                .append('\n');
        out.append("  identical (not written): ").append(KeyCopier.count(p.identical())).append('\n');
        if (!p.rewrite().isIdentity()) {
            out.append("Keys are renamed: ").append(p.rewrite().describe()).append('\n');
        }
        long toWrite = p.toWrite(mode);
        out.append(toWrite == 0 ? "\nNothing to write: " + (p.keys() == 0 ? "there are no such keys."
                        : "the target already has every key this mode would write.")
                : "\nThe copy will write " + keys(toWrite) + ".");
        if (!p.tooLarge().isEmpty()) {
            out.append("\n\nToo large for one etcd request (nothing will be written):");
            p.tooLarge().forEach(k -> out.append("\n  ").append(k));
        }
        p.notes().forEach(n -> out.append("\n").append(n));
        return out.toString();
    }

    static String progress(TransferProgress p) {
        return KeyCopier.count(p.keys()) + " of " + keys(p.totalKeys());
    }

    static String copied(KeyCopier.Result r, String targetName) {
        StringBuilder out = new StringBuilder("Copied to " + targetName + ": " + keys(r.written()) + " written ("
                + KeyCopier.count(r.created()) + " new, " + KeyCopier.count(r.overwritten()) + " overwritten) in "
                + r.transactions() + (r.transactions() == 1 ? " transaction" : " transactions"));
        if (r.identical() > 0) {
            out.append("; ").append(KeyCopier.count(r.identical())).append(" identical");
        }
        if (r.skipped() > 0) {
            out.append("; ").append(KeyCopier.count(r.skipped())).append(" already there, left as they were");
        }
        return out.append(". Source revision ").append(r.sourceRevision()).append('.').toString();
    }

    static String keys(long n) {
        return KeyCopier.count(n) + (n == 1 ? " key" : " keys");
    }
}
