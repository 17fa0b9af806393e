package io.etcdexplorer.fx;

import javafx.stage.FileChooser;

import java.nio.file.Path;
import java.util.List;

/**
 * One file or folder dialog to show: what it is for the user (its title, the file name it suggests, the file types
 * it offers) and the folder it starts in.
 *
 * @param fileName the suggested name for {@link Kind#SAVE}, else null
 */
public record FileRequest(Kind kind, String title, Path startFolder, String fileName,
                          List<FileChooser.ExtensionFilter> filters) {

    /** Which dialog: a file to read, a file to write, or a folder. */
    public enum Kind { OPEN, SAVE, FOLDER }

    public FileRequest {
        filters = List.copyOf(filters);
    }
}
