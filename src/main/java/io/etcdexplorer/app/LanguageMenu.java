package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.settings.LanguageViewModel;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.MenuButton;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.function.Supplier;

/**
 * A globe button beside the theme's whose menu picks the language: the system's, or one of the four, each named in
 * itself so that a user who cannot read the current language still finds theirs. A new language applies at the
 * next start; the window offers to restart at once.
 */
final class LanguageMenu extends MenuButton {

    private static final Messages TEXT = Messages.of(LanguageMenu.class);

    LanguageMenu(LanguageViewModel language, Supplier<Window> owner, Runnable restart) {
        super(null, new FontIcon(Feather.GLOBE));
        setId("languageMenu");
        setTooltip(new Tooltip(TEXT.get("language.tooltip")));
        getStyleClass().addAll("flat", "button-icon", atlantafx.base.theme.Tweaks.NO_ARROW);
        ToggleGroup group = new ToggleGroup();
        getItems().add(item(TEXT.format("language.system", language.system().nativeName()), "languageSystemItem",
                null, language, group));
        for (Language each : Language.values()) {
            getItems().add(item(each.nativeName(), "language-" + each.tag(), each, language, group));
        }
        language.choiceProperty().addListener((obs, old, now) -> {
            if (language.restartNeededProperty().get()) {
                askToRestart(language.next(), owner.get(), restart);
            }
        });
    }

    private static RadioMenuItem item(String text, String id, Language value, LanguageViewModel language,
                                      ToggleGroup group) {
        RadioMenuItem item = new RadioMenuItem(text);
        item.setId(id);
        item.setToggleGroup(group);
        item.setSelected(language.choiceProperty().get() == value);
        language.choiceProperty().addListener((obs, old, now) -> item.setSelected(now == value));
        item.setOnAction(e -> language.choose(value));
        return item;
    }

    /** Said in the language of this run, naming the new one in itself. */
    private static void askToRestart(Language next, Window owner, Runnable restart) {
        ButtonType now = new ButtonType(TEXT.get("language.restartNow"), ButtonBar.ButtonData.OK_DONE);
        ButtonType later = new ButtonType(TEXT.get("language.later"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.INFORMATION, TEXT.get("language.restartBody"), now, later);
        alert.initOwner(owner);
        alert.setTitle(TEXT.get("language.restartTitle"));
        alert.setHeaderText(TEXT.format("language.restartHeader", next.nativeName()));
        alert.getDialogPane().setId("languageRestart");
        alert.showAndWait().filter(now::equals).ifPresent(chosen -> restart.run());
    }
}
