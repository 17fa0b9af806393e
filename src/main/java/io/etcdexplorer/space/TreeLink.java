package io.etcdexplorer.space;

import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.values.KeyText;

import java.nio.charset.StandardCharsets;

/** The space tab's ties to the key tree: the prefix selected there, and selecting a key there. */
final class TreeLink {

    private final KeysViewModel keys;

    TreeLink(KeysViewModel keys) {
        this.keys = keys;
    }

    /** The selected folder's prefix (its path and a slash), a plain key itself, or "" when nothing is selected. */
    String selectedPrefix() {
        KeyNode node = keys.selectedNodeProperty().get();
        if (node == null || node.depth() == 0) {
            return "";
        }
        return KeyText.display(node.isKey() && !node.hasChildren() ? node.path() : node.childPrefix());
    }

    /** Selects {@code key} (as the source names it: UTF-8 text, as etcdctl prints keys); false when not there. */
    boolean select(String key) {
        KeyNode node = keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
        if (node == null) {
            return false;
        }
        keys.selectedNodeProperty().set(node);
        return true;
    }
}
