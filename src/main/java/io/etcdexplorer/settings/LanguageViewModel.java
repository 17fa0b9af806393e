package io.etcdexplorer.settings;

import io.etcdexplorer.i18n.Language;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The language menu: the system's language or one picked by hand, kept in settings.json. A new choice takes effect
 * at the next start: every text on screen is made when its view is built, and rebuilding the window of a running
 * session (open workspaces, half-typed forms, dialogs) would lose more than a restart does.
 */
public final class LanguageViewModel {

    /** Null: follow the system. */
    private final ReadOnlyObjectWrapper<Language> choice = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper restartNeeded = new ReadOnlyBooleanWrapper();
    private final SettingsKeeper settings;
    private final Language running;
    private final Language system;

    /** {@code running}: the language of this run; {@code system}: the one the OS asks for. */
    public LanguageViewModel(SettingsKeeper settings, Language running, Language system) {
        this.settings = settings;
        this.running = running;
        this.system = system;
        choice.set(Language.ofTag(settings.current().language()).orElse(null));
    }

    // Properties

    /** The language picked by hand, or null when the system's is followed. */
    public ReadOnlyObjectProperty<Language> choiceProperty() {
        return choice.getReadOnlyProperty();
    }

    /** Whether the next start speaks another language than this run: the window says so and offers a restart. */
    public ReadOnlyBooleanProperty restartNeededProperty() {
        return restartNeeded.getReadOnlyProperty();
    }

    public Language system() {
        return system;
    }

    /** What the next start will speak. */
    public Language next() {
        return choice.get() == null ? system : choice.get();
    }

    // Commands

    /** Remembers {@code value} (null: follow the system) for the next start. */
    public void choose(Language value) {
        if (value == choice.get()) {
            return;
        }
        // Known before the choice is announced, so that its listeners read it.
        restartNeeded.set((value == null ? system : value) != running);
        choice.set(value);
        settings.update(s -> s.withLanguage(value == null ? null : value.tag()));
    }
}
