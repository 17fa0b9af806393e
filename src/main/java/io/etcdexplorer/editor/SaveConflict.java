package io.etcdexplorer.editor;

import io.etcdexplorer.etcd.KeyValueData;

import java.util.Optional;

/**
 * A save refused because the key changed on the server since it was loaded, or ({@code whileEditing}) a change on
 * the server seen while the user has unsaved text: the user's bytes, what the server has now (empty when the key
 * was deleted), and a unified diff between the two as text.
 */
public record SaveConflict(byte[] mine, Optional<KeyValueData> theirs, String theirsText, String diff,
                           boolean whileEditing) {

    public SaveConflict(byte[] mine, Optional<KeyValueData> theirs, String theirsText, String diff) {
        this(mine, theirs, theirsText, diff, false);
    }

    public boolean deleted() {
        return theirs.isEmpty();
    }

    /** One sentence for the conflict banner. */
    public String describe(long loadedRevision) {
        if (whileEditing) {
            return theirs.isEmpty()
                    ? "The key was deleted on the server while you were editing it (you loaded revision "
                    + loadedRevision + "). Your text is kept. Nothing was written."
                    : "The key changed on the server while you were editing it: revision " + loadedRevision + " → "
                    + theirs.get().meta().modRevision() + ". Your text is kept. Nothing was written.";
        }
        if (theirs.isEmpty()) {
            return "The key was deleted on the server after you loaded it (at revision " + loadedRevision
                    + "). Nothing was written.";
        }
        return "The key changed on the server after you loaded it: revision " + loadedRevision + " → "
                + theirs.get().meta().modRevision() + ". Nothing was written.";
    }
}
