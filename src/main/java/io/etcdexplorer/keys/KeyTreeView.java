package io.etcdexplorer.keys;

import io.etcdexplorer.i18n.Messages;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The key tree. Items are indexed by model node, so a change to one node updates one item without walking the
 * tree; expanded paths survive a refresh because they are remembered by path, not by item.
 */
public final class KeyTreeView extends TreeView<KeyNode> {

    private static final Messages TEXT = Messages.of(KeyTreeView.class);

    private final KeysViewModel viewModel;
    private final Map<KeyNode, KeyTreeItem> items = new IdentityHashMap<>();
    private final Set<String> expandedPaths = new HashSet<>();
    private final Set<String> collapsedByUser = new HashSet<>();
    private final KeyTree.Listener listener = new KeyTree.Listener() {
        @Override
        public void childrenChanged(KeyNode parent) {
            KeyTreeItem item = items.get(parent);
            if (item == null) {
                return;
            }
            // Re-listing a parent's children drops the selection even when the selected item is among them again;
            // keep it (a live event or a write next to the selected key must not unselect it).
            TreeItem<KeyNode> selected = getSelectionModel().getSelectedItem();
            syncingSelection = true;
            try {
                item.sync();
                if (selected != null && getSelectionModel().getSelectedItem() != selected && attached(selected)) {
                    getSelectionModel().select(selected);
                }
            } finally {
                syncingSelection = false;
            }
            TreeItem<KeyNode> now = getSelectionModel().getSelectedItem();
            if (now != selected) {
                viewModel.selectedNodeProperty().set(now == null ? null : now.getValue()); // the key itself went
            }
        }

        @Override
        public void nodeChanged(KeyNode node) {
            // Labels show child counts: a cell sets its text only when it gets an item, so relabel the one (if
            // any) that shows this node. Only a screenful of cells exists, whatever the tree's size.
            for (KeyCell cell : cells) {
                if (cell.getItem() == node) {
                    cell.label(node);
                }
            }
        }
    };
    private boolean syncingSelection;
    /** Every cell the factory made; a TreeView keeps about a screenful and reuses them. */
    private final java.util.Set<KeyCell> cells = java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>());

    public KeyTreeView(KeysViewModel viewModel, KeyActionsViewModel actions,
                        Function<Supplier<KeyNode>, List<MenuItem>> extras) {
        this.viewModel = viewModel;
        setId("keyTree");
        getStyleClass().add(atlantafx.base.theme.Tweaks.EDGE_TO_EDGE);
        setShowRoot(false);
        setCellFactory(tree -> {
            KeyCell cell = new KeyCell();
            cells.add(cell);
            cell.setContextMenu(KeyContextMenu.create(cell::getItem, actions, extras));
            return cell;
        });
        viewModel.treeProperty().addListener((obs, old, tree) -> showTree(old, tree));
        showTree(null, viewModel.treeProperty().get());
        getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> {
            if (!syncingSelection) {
                viewModel.selectedNodeProperty().set(item == null ? null : item.getValue());
            }
        });
        viewModel.selectedNodeProperty().addListener((obs, old, node) -> reveal(node));
    }

    private void showTree(KeyTree old, KeyTree tree) {
        if (old != null) {
            old.removeListener(listener);
            items.values().stream().filter(TreeItem::isExpanded)
                    .forEach(i -> expandedPaths.add(pathOf(i.getValue())));
        }
        items.clear();
        tree.addListener(listener);
        KeyTreeItem root = itemFor(tree.root());
        root.setExpanded(true);
        setRoot(root);
    }

    private KeyTreeItem itemFor(KeyNode node) {
        return items.computeIfAbsent(node, n -> {
            KeyTreeItem item = new KeyTreeItem(n, this::itemFor);
            // The "/" node holds almost every key of a typical cluster: open it unless the user closed it.
            boolean slashRoot = n.depth() == 1 && n.segment().length == 0 && !collapsedByUser.contains(pathOf(n));
            if (expandedPaths.contains(pathOf(n)) || slashRoot) {
                item.setExpanded(true);
            }
            item.expandedProperty().addListener((obs, was, now) -> {
                if (now) {
                    expandedPaths.add(pathOf(n));
                    collapsedByUser.remove(pathOf(n));
                } else {
                    expandedPaths.remove(pathOf(n));
                    collapsedByUser.add(pathOf(n));
                }
            });
            return item;
        });
    }

    /** Selects the item of {@code node}, expanding its ancestors, without echoing back to the view model. */
    private void reveal(KeyNode node) {
        TreeItem<KeyNode> current = getSelectionModel().getSelectedItem();
        if (node == null || (current != null && current.getValue() == node)) {
            return;
        }
        // Expanding rows above the current selection makes the selection model report passing items (a row
        // that slid under the old index); none of them is the user's choice, so none may reach the view model.
        KeyTreeItem item;
        syncingSelection = true;
        try {
            for (KeyNode ancestor = node.parent(); ancestor != null; ancestor = ancestor.parent()) {
                itemFor(ancestor).getChildren(); // creates the child items on the way down
            }
            item = itemFor(node);
            for (TreeItem<KeyNode> up = item.getParent(); up != null; up = up.getParent()) {
                up.setExpanded(true);
            }
            getSelectionModel().select(item);
        } finally {
            syncingSelection = false;
        }
        int row = getRow(item);
        if (row >= 0) {
            scrollTo(Math.max(0, row - 3));
        }
    }

    /** True while the item still hangs in the tree (its node was not removed). */
    private boolean attached(TreeItem<KeyNode> item) {
        for (TreeItem<KeyNode> at = item; at.getParent() != null; at = at.getParent()) {
            if (!at.getParent().getChildren().contains(at)) {
                return false;
            }
        }
        return item.getParent() != null || item == getRoot();
    }

    /** Expansion is remembered by path; the root and the "/" node share the empty path, hence the marker. */
    private static String pathOf(KeyNode node) {
        return new String(node.path(), java.nio.charset.StandardCharsets.ISO_8859_1) + (node.isRoot() ? "" : "\u0000");
    }

    private static final class KeyCell extends TreeCell<KeyNode> {
        @Override
        protected void updateItem(KeyNode node, boolean empty) {
            super.updateItem(node, empty);
            if (empty || node == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            label(node);
        }

        void label(KeyNode node) {
            int below = node.keyCount() - (node.isKey() ? 1 : 0);
            setText(node.hasChildren() ? TEXT.format("nodeWithCount", KeyLabels.name(node), below)
                    : KeyLabels.name(node));
            setGraphic(KeyIcons.of(node));
        }
    }
}
