package io.etcdexplorer.space;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the user is inside a breakdown: the trail of boxes from the analysed prefix down to the one shown (the
 * breadcrumb), and the shown box's parts as table rows. UI thread only.
 */
final class SpaceBrowser {

    private final ReadOnlyObjectWrapper<SpaceNode> shown = new ReadOnlyObjectWrapper<>();
    private final ObservableList<SpaceNode> trail = FXCollections.observableArrayList();
    private final ObservableList<SpaceRow> rows = FXCollections.observableArrayList();

    ReadOnlyObjectProperty<SpaceNode> shownProperty() {
        return shown.getReadOnlyProperty();
    }

    ObservableList<SpaceNode> trail() {
        return trail;
    }

    ObservableList<SpaceRow> rows() {
        return rows;
    }

    /**
     * Shows a new breakdown. The user stays as deep as before where the new one has the same boxes (a raised cap,
     * another read of the same prefix), so reading again does not throw them back to the top.
     */
    void show(SpaceNode root) {
        List<SpaceNode> path = new ArrayList<>(List.of(root));
        List<SpaceNode> before = List.copyOf(trail);
        for (int depth = 1; depth < before.size(); depth++) {
            String prefix = before.get(depth).prefix();
            SpaceNode next = path.get(path.size() - 1).children().stream()
                    .filter(child -> child.prefix().equals(prefix)).findFirst().orElse(null);
            if (next == null) {
                break;
            }
            path.add(next);
        }
        if (before.isEmpty() || !before.get(0).prefix().equals(root.prefix())) {
            path = new ArrayList<>(List.of(root));
        }
        trail.setAll(path);
        showLast();
    }

    /** Goes into {@code part}, a part of the box shown; a box without parts has nothing to show inside. */
    boolean drill(SpaceNode part) {
        SpaceNode now = shown.get();
        if (now == null || part.isLeaf() || !now.children().contains(part)) {
            return false;
        }
        trail.add(part);
        showLast();
        return true;
    }

    /** Goes back up to {@code box}, one of the breadcrumb's. */
    void upTo(SpaceNode box) {
        int at = trail.indexOf(box);
        if (at >= 0 && at < trail.size() - 1) {
            trail.remove(at + 1, trail.size());
            showLast();
        }
    }

    void clear() {
        trail.clear();
        rows.clear();
        shown.set(null);
    }

    private void showLast() {
        SpaceNode node = trail.get(trail.size() - 1);
        shown.set(node);
        rows.setAll(node.children().stream().map(child -> new SpaceRow(child, child.shareOf(node))).toList());
    }
}
