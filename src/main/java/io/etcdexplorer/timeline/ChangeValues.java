package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.diff.SideBySide;
import io.etcdexplorer.etcd.KeyMeta;

/**
 * The selected change's value on side A beside its value on side B, decoded, each read from its own side's cluster
 * at its own revision, with titles saying which side, cluster and revision each is. Blocking: call it off the UI
 * thread.
 */
final class ChangeValues {

    private static final Messages TEXT = Messages.of(ChangeValues.class);

    private final DiffText texts;

    ChangeValues(DiffText texts) {
        this.texts = texts;
    }

    CompareViewModel.ValueComparison of(CompareRequest request, CompareRequest.Sessions open, KeyspaceDiff diff,
                                        KeyChange change) {
        DiffText.Text left = text(request.values(true, open), change.atA(), diff.revisionA());
        DiffText.Text right = text(request.values(false, open), change.atB(), diff.revisionB());
        return new CompareViewModel.ValueComparison(
                title(diff, "A", request.title(diff, true), change.atA(), left),
                title(diff, "B", request.title(diff, false), change.atB(), right),
                SideBySide.of(left.text(), right.text()));
    }

    private DiffText.Text text(ValueFetcher values, KeyMeta meta, long revision) {
        return meta == null ? new DiffText.Text("", TEXT.get("absent"))
                : texts.of(values.valueAt(meta.key(), revision), meta.modRevision());
    }

    /** "A · revision 12 · modified at 9 · JSON"; across, "staging @ 12 · modified at 9 · JSON". */
    private static String title(KeyspaceDiff diff, String name, String side, KeyMeta meta, DiffText.Text text) {
        String shown = diff.across() == null ? name + " · " + side : side;
        return meta == null ? TEXT.format("title.absent", shown)
                : TEXT.format("title.modified", shown, String.valueOf(meta.modRevision()), text.format());
    }
}
