package io.etcdexplorer.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Opens a folder with the OS's own command: {@code explorer} on Windows, {@code open} on macOS, {@code xdg-open}
 * elsewhere. The process is started and left alone: a file manager lives as long as the user wants it, and
 * waiting for (or killing) it would tie it to this app.
 */
public final class SystemFolderOpener implements FolderOpener {

    private final String osName;

    public SystemFolderOpener(String osName) {
        this.osName = osName.toLowerCase(Locale.ROOT);
    }

    @Override
    public void open(Path folder) throws IOException {
        new ProcessBuilder(command(folder))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    List<String> command(Path folder) {
        String path = folder.toAbsolutePath().toString();
        if (osName.contains("win")) {
            return List.of("explorer.exe", path);
        }
        if (osName.contains("mac")) {
            return List.of("open", path);
        }
        return List.of("xdg-open", path);
    }
}
