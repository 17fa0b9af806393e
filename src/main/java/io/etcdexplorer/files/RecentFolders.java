package io.etcdexplorer.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Where each file dialog starts: the folder last used for the same purpose, as long as it still exists, else the
 * purpose's usual folder in the user's home (.ssh for SSH keys) or else Documents if there is one, else the home.
 * Never the working directory, which for a launched app is wherever it happened to be started from. Used on the
 * FX thread; the checks are a couple of stat calls.
 */
public final class RecentFolders {

    static final String DOCUMENTS = "Documents";

    private final Path home;
    private final Map<FolderPurpose, Path> remembered = new EnumMap<>(FolderPurpose.class);
    private final Consumer<Map<FolderPurpose, Path>> onChange;

    /**
     * @param home       the user's home folder
     * @param remembered the folders remembered from earlier runs
     * @param onChange   told every remembered folder after each change (to save them)
     */
    public RecentFolders(Path home, Map<FolderPurpose, Path> remembered, Consumer<Map<FolderPurpose, Path>> onChange) {
        this.home = Objects.requireNonNull(home);
        this.remembered.putAll(remembered);
        this.onChange = Objects.requireNonNull(onChange);
    }

    /** Folders that are not kept beyond this object: for a window that was opened without the app's memory. */
    public static RecentFolders forgetful(Path home) {
        return new RecentFolders(home, Map.of(), folders -> { });
    }

    public Path startFolder(FolderPurpose purpose) {
        Path last = remembered.get(purpose);
        if (last != null && Files.isDirectory(last)) {
            return last;
        }
        for (String usual : new String[]{purpose.usualFolder(), DOCUMENTS}) {
            if (Files.isDirectory(home.resolve(usual))) {
                return home.resolve(usual);
            }
        }
        return home;
    }

    /**
     * Remembers the folder a chosen file or folder lies in: the next export into an empty folder then starts beside
     * the last one, where a new folder can be made, rather than inside it.
     */
    public void remember(FolderPurpose purpose, Path chosen) {
        Path folder = chosen.toAbsolutePath().getParent();
        if (folder == null || folder.equals(remembered.get(purpose))) {
            return;
        }
        remembered.put(purpose, folder);
        onChange.accept(Map.copyOf(remembered));
    }
}
