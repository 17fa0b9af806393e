package io.etcdexplorer.keys;

import io.etcdexplorer.i18n.Messages;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/** The copy menu shared by tree cells and table rows. */
final class KeyContextMenu {

    private static final Messages TEXT = Messages.of(KeyContextMenu.class);

    private KeyContextMenu() {
    }

    static ContextMenu create(Supplier<KeyNode> target, KeyActionsViewModel actions,
                              Function<Supplier<KeyNode>, List<MenuItem>> extras) {
        MenuItem key = new MenuItem(TEXT.get("copyKey"));
        key.setId("copyKeyItem");
        key.setOnAction(e -> copy(actions.keyText(target.get())));
        MenuItem value = new MenuItem(TEXT.get("copyValue"));
        value.setId("copyValueItem");
        value.setOnAction(e -> actions.copyValue(target.get(), KeyContextMenu::copy));
        MenuItem command = new MenuItem(TEXT.get("copyGet"));
        command.setId("copyEtcdctlItem");
        command.setOnAction(e -> copy(actions.etcdctlGet(target.get())));
        ContextMenu menu = new ContextMenu(key, value, command);
        List<MenuItem> more = extras.apply(target);
        if (!more.isEmpty()) {
            menu.getItems().add(new SeparatorMenuItem());
            menu.getItems().addAll(more);
        }
        menu.setOnShowing(e -> {
            KeyNode node = target.get();
            key.setDisable(node == null);
            more.forEach(item -> item.setDisable(node == null));
            command.setDisable(node == null);
            value.setDisable(node == null || !node.isKey());
            command.setText(TEXT.get(node != null && !node.isKey() ? "copyGetPrefix" : "copyGet"));
        });
        return menu;
    }

    static void copy(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }
}
