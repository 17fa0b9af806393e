package io.etcdexplorer.app;

import java.io.IOException;
import java.nio.file.Path;

/** Shows a folder in the desktop's file manager; injected so tests never start one. */
@FunctionalInterface
public interface FolderOpener {

    /** Starts the file manager on {@code folder} without waiting for it; blocking work, call it off the FX thread. */
    void open(Path folder) throws IOException;
}
