package io.etcdexplorer.workspace;

import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;

import java.util.ArrayList;
import java.util.List;

/** The read-only and TLS-not-verified badges, in the toolbar and on the workspace's tab. */
final class Badges {

    private Badges() {
    }

    /** The badges that apply to {@code workspace}, with the toolbar's ids (tabs restyle theirs). */
    static List<Label> of(Workspace workspace) {
        List<Label> badges = new ArrayList<>();
        if (workspace.isReadOnly()) {
            badges.add(badge("read-only", "badge-readonly", "readOnlyBadge",
                    "No request that changes the cluster is sent from this connection."));
        }
        if (workspace.isTlsUnverified()) {
            badges.add(badge("TLS not verified", "badge-unsafe", "unsafeTlsBadge",
                    "Server certificate verification is off: anyone in between can read and change the traffic."));
        }
        return badges;
    }

    private static Label badge(String text, String style, String id, String tooltip) {
        Label badge = new Label(text);
        badge.setId(id);
        badge.getStyleClass().addAll("badge", style);
        badge.setTooltip(new Tooltip(tooltip));
        return badge;
    }
}
