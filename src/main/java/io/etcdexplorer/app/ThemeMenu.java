package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.settings.ThemeChoice;
import io.etcdexplorer.settings.ThemeViewModel;
import javafx.scene.control.MenuButton;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** A sun or moon button whose menu picks System / Light / Dark. */
final class ThemeMenu extends MenuButton {

    private static final Messages TEXT = Messages.of(ThemeMenu.class);

    ThemeMenu(ThemeViewModel theme) {
        setId("themeMenu");
        setTooltip(new Tooltip(TEXT.get("theme.tooltip")));
        getStyleClass().addAll("flat", "button-icon", atlantafx.base.theme.Tweaks.NO_ARROW);
        FontIcon icon = new FontIcon();
        setGraphic(icon);
        // The icon shows what the button switches to, like most sun/moon toggles.
        theme.darkProperty().addListener((obs, was, dark) -> icon.setIconCode(dark ? Feather.SUN : Feather.MOON));
        icon.setIconCode(theme.darkProperty().get() ? Feather.SUN : Feather.MOON);

        ToggleGroup group = new ToggleGroup();
        String system = TEXT.get(theme.systemPrefersDark() ? "theme.systemDark" : "theme.systemLight");
        getItems().addAll(item(system, "themeSystemItem", ThemeChoice.SYSTEM, theme, group),
                item(TEXT.get("theme.light"), "themeLightItem", ThemeChoice.LIGHT, theme, group),
                item(TEXT.get("theme.dark"), "themeDarkItem", ThemeChoice.DARK, theme, group));
    }

    private static RadioMenuItem item(String text, String id, ThemeChoice choice, ThemeViewModel theme,
                                      ToggleGroup group) {
        RadioMenuItem item = new RadioMenuItem(text);
        item.setId(id);
        item.setToggleGroup(group);
        item.setSelected(theme.choiceProperty().get() == choice);
        theme.choiceProperty().addListener((obs, old, now) -> item.setSelected(now == choice));
        item.setOnAction(e -> theme.choose(choice));
        return item;
    }
}
