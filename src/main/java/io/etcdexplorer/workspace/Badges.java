package io.etcdexplorer.workspace;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.ConnectionEntry.SnapshotSource;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;

import java.util.ArrayList;
import java.util.List;

/**
 * The snapshot, read-only and TLS-not-verified badges in the toolbar; the workspace's tab shows the last two (its
 * name already says "snapshot").
 */
final class Badges {

    private static final Messages TEXT = Messages.of(Badges.class);

    private Badges() {
    }

    /** The toolbar's badges for {@code workspace}, with their ids. */
    static List<Label> of(Workspace workspace) {
        List<Label> badges = new ArrayList<>();
        if (workspace.entry().source() != null) {
            badges.add(snapshot(workspace.entry().source()));
        }
        badges.addAll(forTab(workspace));
        return badges;
    }

    /** The badges that also go on the workspace's tab, with the toolbar's ids (tabs restyle theirs). */
    static List<Label> forTab(Workspace workspace) {
        List<Label> badges = new ArrayList<>();
        if (workspace.isReadOnly()) {
            badges.add(badge(TEXT.get("readOnly"), "badge-readonly", "readOnlyBadge", TEXT.get("readOnlyTip")));
        }
        if (workspace.isTlsUnverified()) {
            badges.add(badge(TEXT.get("unsafeTls"), "badge-unsafe", "unsafeTlsBadge", TEXT.get("unsafeTlsTip")));
        }
        return badges;
    }

    /** Where the live badge stands for a cluster: a snapshot never changes, so it shows its one revision. */
    private static Label snapshot(SnapshotSource snapshot) {
        String revision = String.valueOf(snapshot.revision());
        return badge(TEXT.format("snapshot", revision), "badge-snapshot", "snapshotBadge",
                TEXT.format(snapshot.hashChecked() ? "snapshotTip" : "snapshotTipUnchecked",
                        String.valueOf(snapshot.file()), revision));
    }

    private static Label badge(String text, String style, String id, String tooltip) {
        Label badge = new Label(text);
        badge.setId(id);
        badge.getStyleClass().addAll("badge", style);
        Tooltip tip = new Tooltip(tooltip);
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        badge.setTooltip(tip);
        return badge;
    }
}
