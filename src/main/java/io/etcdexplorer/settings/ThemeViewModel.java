package io.etcdexplorer.settings;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/** Light, dark or as the OS prefers; what the OS prefers is read once at start and not followed afterwards. */
public final class ThemeViewModel {

    private final ReadOnlyObjectWrapper<ThemeChoice> choice = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper dark = new ReadOnlyBooleanWrapper();
    private final SettingsKeeper settings;
    private final boolean systemPrefersDark;

    public ThemeViewModel(SettingsKeeper settings, boolean systemPrefersDark) {
        this.settings = settings;
        this.systemPrefersDark = systemPrefersDark;
        choice.set(settings.current().theme());
        dark.set(choice.get().isDark(systemPrefersDark));
    }

    // Properties

    public ReadOnlyObjectProperty<ThemeChoice> choiceProperty() {
        return choice.getReadOnlyProperty();
    }

    /** Whether the window shows the dark theme now. */
    public ReadOnlyBooleanProperty darkProperty() {
        return dark.getReadOnlyProperty();
    }

    public boolean systemPrefersDark() {
        return systemPrefersDark;
    }

    // Commands

    /** Applies the choice at once and remembers it for the next run. */
    public void choose(ThemeChoice value) {
        if (value == choice.get()) {
            return;
        }
        choice.set(value);
        dark.set(value.isDark(systemPrefersDark));
        settings.update(s -> s.withTheme(value));
    }
}
