package io.etcdexplorer.settings;

/**
 * What the app remembers between runs besides the profiles.
 *
 * @param window         null until the window has been closed once
 * @param lastConnection {@code playground}, {@code profile:<id>}, or null
 */
public record AppSettings(ThemeChoice theme, WindowState window, String lastConnection) {

    public static final AppSettings DEFAULTS = new AppSettings(ThemeChoice.SYSTEM, null, null);

    public AppSettings {
        theme = theme == null ? ThemeChoice.SYSTEM : theme;
    }

    public AppSettings withTheme(ThemeChoice value) {
        return new AppSettings(value, window, lastConnection);
    }

    public AppSettings withWindow(WindowState value) {
        return new AppSettings(theme, value, lastConnection);
    }

    public AppSettings withLastConnection(String value) {
        return new AppSettings(theme, window, value);
    }
}
