package io.etcdexplorer.app;

import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.function.Supplier;

/** A question-mark button: the keyboard shortcuts (as F1) and the log folder, whose path its tooltip gives. */
final class HelpMenu extends MenuButton {

    HelpMenu(HelpViewModel help, Supplier<Window> owner) {
        super(null, new FontIcon(Feather.HELP_CIRCLE));
        setId("helpMenu");
        setTooltip(new Tooltip("Help. " + help.logDescription()));
        getStyleClass().addAll("flat", "button-icon", atlantafx.base.theme.Tweaks.NO_ARROW);
        MenuItem shortcuts = new MenuItem("Keyboard shortcuts (F1)");
        shortcuts.setId("shortcutsItem");
        shortcuts.setOnAction(e -> new ShortcutsDialog(owner.get()).show());
        MenuItem logs = new MenuItem("Open log folder");
        logs.setId("openLogFolderItem");
        logs.setOnAction(e -> help.openLogFolder());
        getItems().addAll(shortcuts, logs);
    }
}
