package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Messages;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.function.Supplier;

/** A question-mark button: the keyboard shortcuts (as F1) and the log folder, whose path its tooltip gives. */
final class HelpMenu extends MenuButton {

    private static final Messages TEXT = Messages.of(HelpMenu.class);

    HelpMenu(HelpViewModel help, Supplier<Window> owner) {
        super(null, new FontIcon(Feather.HELP_CIRCLE));
        setId("helpMenu");
        setTooltip(new Tooltip(TEXT.format("help.tooltip", help.logDescription())));
        getStyleClass().addAll("flat", "button-icon", atlantafx.base.theme.Tweaks.NO_ARROW);
        MenuItem shortcuts = new MenuItem(TEXT.get("help.shortcuts"));
        shortcuts.setId("shortcutsItem");
        shortcuts.setOnAction(e -> new ShortcutsDialog(owner.get()).show());
        MenuItem logs = new MenuItem(TEXT.get("help.openLogs"));
        logs.setId("openLogFolderItem");
        logs.setOnAction(e -> help.openLogFolder());
        getItems().addAll(shortcuts, logs);
    }
}
