package io.etcdexplorer.keys;

import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** One icon language for tree and table: folders for prefixes, a page for keys, both for a key with children. */
final class KeyIcons {

    private KeyIcons() {
    }

    static FontIcon of(KeyNode node) {
        Feather icon = !node.hasChildren() ? Feather.FILE_TEXT : node.isKey() ? Feather.FOLDER_PLUS : Feather.FOLDER;
        FontIcon graphic = new FontIcon(icon);
        graphic.getStyleClass().add(node.hasChildren() ? "folder-icon" : "key-icon");
        return graphic;
    }
}
