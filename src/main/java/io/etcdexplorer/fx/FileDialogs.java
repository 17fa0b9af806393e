package io.etcdexplorer.fx;

import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.files.RecentFolders;
import javafx.stage.FileChooser;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Every file and folder dialog of the app: it starts in the folder last used for the same purpose (see
 * {@link RecentFolders}) and remembers where the user went. The app puts its {@link RecentFolders} and
 * {@link FilePicker} on the main window ({@link #install}); a dialog finds them through its owner, the owner's
 * owner and so on, so no view needs them passed in.
 */
public final class FileDialogs {

    private static final String FOLDERS = FileDialogs.class.getName() + ".folders";
    private static final String PICKER = FileDialogs.class.getName() + ".picker";

    private FileDialogs() {
    }

    /** Makes {@code window} and every window it owns show their dialogs with these folders and this picker. */
    public static void install(Window window, RecentFolders folders, FilePicker picker) {
        window.getProperties().put(FOLDERS, folders);
        usePicker(window, picker);
    }

    /** Replaces the picker (tests: the OS's dialogs cannot show headless). */
    public static void usePicker(Window window, FilePicker picker) {
        window.getProperties().put(PICKER, picker);
    }

    /** A file to read. */
    public static Optional<Path> open(Window owner, FolderPurpose purpose, String title,
                                      FileChooser.ExtensionFilter... filters) {
        return show(owner, purpose, FileRequest.Kind.OPEN, title, null, filters);
    }

    /** A file to write, {@code fileName} suggested. */
    public static Optional<Path> save(Window owner, FolderPurpose purpose, String title, String fileName,
                                      FileChooser.ExtensionFilter... filters) {
        return show(owner, purpose, FileRequest.Kind.SAVE, title, fileName, filters);
    }

    /** A folder. */
    public static Optional<Path> folder(Window owner, FolderPurpose purpose, String title) {
        return show(owner, purpose, FileRequest.Kind.FOLDER, title, null);
    }

    private static Optional<Path> show(Window owner, FolderPurpose purpose, FileRequest.Kind kind, String title,
                                       String fileName, FileChooser.ExtensionFilter... filters) {
        RecentFolders folders = find(owner, FOLDERS, RecentFolders.class)
                .orElseGet(() -> RecentFolders.forgetful(Path.of(System.getProperty("user.home"))));
        FilePicker picker = find(owner, PICKER, FilePicker.class).orElseGet(FilePicker::system);
        FileRequest request = new FileRequest(kind, title, folders.startFolder(purpose), fileName, List.of(filters));
        Optional<Path> chosen = picker.pick(owner, request);
        chosen.ifPresent(path -> folders.remember(purpose, path));
        return chosen;
    }

    /**
     * Up the owner chain from {@code owner}; a window outside any chain (no owner given, a dialog opened without
     * one) falls back to whichever open window has it: in this app, the main window.
     */
    private static <T> Optional<T> find(Window owner, String key, Class<T> type) {
        for (Window w = owner; w != null; w = ownerOf(w)) {
            Object value = w.getProperties().get(key);
            if (type.isInstance(value)) {
                return Optional.of(type.cast(value));
            }
        }
        return Window.getWindows().stream().map(w -> w.getProperties().get(key)).filter(type::isInstance)
                .map(type::cast).findFirst();
    }

    private static Window ownerOf(Window window) {
        if (window instanceof Stage stage) {
            return stage.getOwner();
        }
        return window instanceof PopupWindow popup ? popup.getOwnerWindow() : null;
    }
}
