package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeyNode;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

import java.util.function.Supplier;

/** The "Copy to…" menu item of the tree and table context menus. */
public final class CopyToActions {

    private static final Messages TEXT = Messages.of(CopyToActions.class);

    private CopyToActions() {
    }

    /**
     * "Copy to…" (id {@code copyToItem}): opens the copy window for the selected key or prefix. Disabled while no
     * other workspace is open or nothing is selected, checked each time its menu shows. It checks again once the
     * menu is shown, since a context menu's own {@code onShowing} may enable its items after this item's handler.
     */
    public static MenuItem menuItem(Supplier<Window> owner, Supplier<KeyNode> selected, CopyToViewModel vm) {
        MenuItem item = new MenuItem(TEXT.get("copyToItem"));
        item.setId("copyToItem");
        CopyToDialog[] dialog = {null};
        item.setOnAction(e -> {
            KeyNode node = selected.get();
            if (node == null || !vm.hasTargets()) {
                return;
            }
            vm.chooseSource(node);
            if (dialog[0] == null) {
                dialog[0] = new CopyToDialog(owner.get(), vm);
            }
            dialog[0].show();
        });
        Runnable update = () -> item.setDisable(selected.get() == null || !vm.hasTargets());
        item.parentPopupProperty().addListener((obs, old, popup) -> {
            if (popup != null) {
                popup.addEventHandler(WindowEvent.WINDOW_SHOWING, e -> update.run());
                popup.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> update.run());
            }
        });
        item.parentMenuProperty().addListener((obs, old, menu) -> {
            if (menu != null) {
                menu.addEventHandler(Menu.ON_SHOWING, e -> update.run());
            }
        });
        update.run();
        return item;
    }
}
