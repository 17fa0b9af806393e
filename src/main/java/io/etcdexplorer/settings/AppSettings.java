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
 * @param language       the language picked in the language menu ({@code ja}, {@code ru}, {@code zh-CN},
 *                       {@code en}), or null to follow the system's
 */
public record AppSettings(ThemeChoice theme, WindowState window, String lastConnection,
                          Map<FolderPurpose, Path> folders, String language) {

    public static final AppSettings DEFAULTS = new AppSettings(ThemeChoice.SYSTEM, null, null);

    public AppSettings {
        theme = theme == null ? ThemeChoice.SYSTEM : theme;
        folders = folders == null ? Map.of() : Map.copyOf(folders);
    }

    public AppSettings(ThemeChoice theme, WindowState window, String lastConnection) {
        this(theme, window, lastConnection, Map.of(), null);
    }

    public AppSettings(ThemeChoice theme, WindowState window, String lastConnection, Map<FolderPurpose, Path> folders) {
        this(theme, window, lastConnection, folders, null);
    }

    public AppSettings withTheme(ThemeChoice value) {
        return new AppSettings(value, window, lastConnection, folders, language);
    }

    public AppSettings withWindow(WindowState value) {
        return new AppSettings(theme, value, lastConnection, folders, language);
    }

    public AppSettings withLastConnection(String value) {
        return new AppSettings(theme, window, value, folders, language);
    }

    public AppSettings withFolders(Map<FolderPurpose, Path> value) {
        return new AppSettings(theme, window, lastConnection, value, language);
    }

    /** {@code tag} null: follow the system's language. */
    public AppSettings withLanguage(String tag) {
        return new AppSettings(theme, window, lastConnection, folders, tag);
    }
}
