package io.etcdexplorer.editor;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;
import io.etcdexplorer.i18n.Messages;

import java.util.List;

/** A unified diff between two texts, for the save-conflict view. */
final class TextDiff {

    private static final Messages TEXT = Messages.of(TextDiff.class);

    private static final int CONTEXT_LINES = 3;

    private TextDiff() {
    }

    static String unified(String theirs, String mine) {
        List<String> a = List.of(theirs.split("\n", -1));
        List<String> b = List.of(mine.split("\n", -1));
        Patch<String> patch = DiffUtils.diff(a, b);
        if (patch.getDeltas().isEmpty()) {
            return TEXT.get("noDifference");
        }
        return String.join("\n", UnifiedDiffUtils.generateUnifiedDiff("server", "yours", a, patch, CONTEXT_LINES));
    }
}
