package io.etcdexplorer.workspace;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeyLabels;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.space.SpaceViewModel;
import io.etcdexplorer.transfer.CopyToActions;
import io.etcdexplorer.transfer.TransferActions;
import io.etcdexplorer.values.KeyText;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The tree's and the table's context-menu items that reach beyond the keys pane: export, watch, space, Copy to…. */
final class KeyMenus {

    private static final Messages TEXT = Messages.of(KeyMenus.class);

    private final Workspace workspace;
    private final TransferActions transfers;
    private final Tab eventsTab;
    private final Tab spaceTab;
    private final Supplier<Window> owner;

    KeyMenus(Workspace workspace, TransferActions transfers, Tab eventsTab, Tab spaceTab, Supplier<Window> owner) {
        this.workspace = workspace;
        this.transfers = transfers;
        this.eventsTab = eventsTab;
        this.spaceTab = spaceTab;
        this.owner = owner;
    }

    List<MenuItem> items(Supplier<KeyNode> target) {
        MenuItem json = new MenuItem(TEXT.get("exportJson"));
        json.setId("exportJsonItem");
        json.setOnAction(e -> transfers.exportJson(exportPrefix(target.get()), fileName(target.get())));
        MenuItem files = new MenuItem(TEXT.get("exportFiles"));
        files.setId("exportFilesItem");
        files.setOnAction(e -> transfers.exportFiles(exportPrefix(target.get())));
        return new ArrayList<>(List.of(json, files, watchItem(target), spaceItem(target),
                CopyToActions.menuItem(owner, target, workspace.copyTo())));
    }

    /** What fills this prefix: the Space tab analyses it (with the grouping it shows) and comes to the front. */
    private MenuItem spaceItem(Supplier<KeyNode> target) {
        MenuItem space = new MenuItem(TEXT.get("spaceOfPrefix"));
        space.setId("spacePrefixItem");
        space.setOnAction(e -> {
            SpaceViewModel viewModel = workspace.space();
            viewModel.analyse(KeyText.display(exportPrefix(target.get())),
                    viewModel.query().groupingProperty().get());
            show(spaceTab);
        });
        return space;
    }

    /** Brings {@code tab} to the front of its pane. */
    static void show(Tab tab) {
        if (tab.getTabPane() != null) {
            tab.getTabPane().getSelectionModel().select(tab);
        }
    }

    /**
     * Watches the node's keys (as export would select them) from now, in a tab of the Events panel of its own
     * (unless the shown tab was never used), and shows that panel.
     */
    private MenuItem watchItem(Supplier<KeyNode> target) {
        MenuItem watch = new MenuItem(TEXT.get("watchPrefix"));
        watch.setId("watchPrefixItem");
        watch.setOnAction(e -> {
            workspace.events().watchPrefix(KeyText.display(exportPrefix(target.get())));
            show(eventsTab);
        });
        return watch;
    }

    /** A plain key exports itself; a folder exports everything below it (its path and a slash, as --prefix). */
    static byte[] exportPrefix(KeyNode node) {
        return node.isKey() && !node.hasChildren() ? node.path() : node.childPrefix();
    }

    private static String fileName(KeyNode node) {
        String name = KeyLabels.name(node).replaceAll("[^A-Za-z0-9._-]+", "_");
        return name.isBlank() || name.equals("_") ? "etcd-export" : name;
    }
}
