package io.etcdexplorer.fx;

import javafx.stage.Window;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Shows a file or folder dialog and answers with the user's choice, empty when they cancelled. The seam between
 * {@link FileDialogs} and the OS's own dialogs, which a headless test cannot show: tests put a fake in its place.
 */
@FunctionalInterface
public interface FilePicker {

    Optional<Path> pick(Window owner, FileRequest request);

    /** The OS's dialogs, through JavaFX's FileChooser and DirectoryChooser. */
    static FilePicker system() {
        return (owner, request) -> {
            java.io.File chosen;
            if (request.kind() == FileRequest.Kind.FOLDER) {
                javafx.stage.DirectoryChooser chooser = new javafx.stage.DirectoryChooser();
                chooser.setTitle(request.title());
                chooser.setInitialDirectory(request.startFolder().toFile());
                chosen = chooser.showDialog(owner);
            } else {
                javafx.stage.FileChooser chooser = new javafx.stage.FileChooser();
                chooser.setTitle(request.title());
                chooser.setInitialDirectory(request.startFolder().toFile());
                chooser.getExtensionFilters().addAll(request.filters());
                if (request.kind() == FileRequest.Kind.SAVE) {
                    chooser.setInitialFileName(request.fileName());
                    chosen = chooser.showSaveDialog(owner);
                } else {
                    chosen = chooser.showOpenDialog(owner);
                }
            }
            return Optional.ofNullable(chosen).map(java.io.File::toPath);
        };
    }
}
