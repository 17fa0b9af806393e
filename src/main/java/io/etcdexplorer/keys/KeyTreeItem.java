package io.etcdexplorer.keys;

import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A tree item that creates its children only when first asked for them, so a node with 100k children costs
 * nothing until it is expanded. Items for nodes that already have one are reused, which keeps expansion and
 * selection when the children change.
 */
final class KeyTreeItem extends TreeItem<KeyNode> {

    private final Function<KeyNode, KeyTreeItem> itemFor;
    private boolean loaded;

    KeyTreeItem(KeyNode node, Function<KeyNode, KeyTreeItem> itemFor) {
        super(node);
        this.itemFor = itemFor;
    }

    @Override
    public boolean isLeaf() {
        return !getValue().hasChildren();
    }

    @Override
    public ObservableList<TreeItem<KeyNode>> getChildren() {
        if (!loaded) {
            loaded = true;
            sync();
        }
        return super.getChildren();
    }

    /** Brings the child items in line with the model after its children changed. */
    void sync() {
        loaded = true;
        List<TreeItem<KeyNode>> items = new ArrayList<>(getValue().childCount());
        for (KeyNode child : getValue().children()) {
            items.add(itemFor.apply(child));
        }
        super.getChildren().setAll(items);
    }

    boolean isLoaded() {
        return loaded;
    }
}
