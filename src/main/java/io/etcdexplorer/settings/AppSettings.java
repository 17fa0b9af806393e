package io.etcdexplorer.settings;

import io.etcdexplorer.files.FolderPurpose;

import java.nio.file.Path;
import java.util.Map;

/**
 * What the app remembers between runs besides the profiles.
 *
 * @param window         null until the window has been closed once
 * @param lastConnection {@code playground}, {@code profile:<id>}, or null
 * @param folders        the folder each kind of file dialog was last used in (empty in files from older versions)
 */
public record AppSettings(ThemeChoice theme, WindowState window, String lastConnection,
                          Map<FolderPurpose, Path> folders) {

    public static final AppSettings DEFAULTS = new AppSettings(ThemeChoice.SYSTEM, null, null);

    public AppSettings {
        theme = theme == null ? ThemeChoice.SYSTEM : theme;
        folders = folders == null ? Map.of() : Map.copyOf(folders);
    }

    public AppSettings(ThemeChoice theme, WindowState window, String lastConnection) {
        this(theme, window, lastConnection, Map.of());
    }

    public AppSettings withTheme(ThemeChoice value) {
        return new AppSettings(value, window, lastConnection, folders);
    }

    public AppSettings withWindow(WindowState value) {
        return new AppSettings(theme, value, lastConnection, folders);
    }

    public AppSettings withLastConnection(String value) {
        return new AppSettings(theme, window, value, folders);
    }

    public AppSettings withFolders(Map<FolderPurpose, Path> value) {
        return new AppSettings(theme, window, lastConnection, value);
    }
}
