package io.etcdexplorer.app;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.logging.LogFile;
import io.etcdexplorer.status.StatusViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Help → Open log folder: the file manager gets the folder; when it cannot start, the user gets the path. */
class HelpViewModelTest {

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();
    private final List<Path> opened = new ArrayList<>();

    @AfterEach
    void stopLog() {
        LogFile.stop();
    }

    @Test
    void opensTheLogFolderCreatingItIfNeeded() {
        Path logs = AppDirs.detect(java.util.Map.of(), "Linux", home, home.toString()).logDir();
        HelpViewModel help = new HelpViewModel(logs, Optional.empty(), BackgroundExecutor.sameThread(), opened::add,
                status);

        help.openLogFolder();

        assertEquals(List.of(home.resolve("data/logs")), opened);
        assertTrue(Files.isDirectory(logs));
        assertEquals("Opened the log folder " + logs, status.activityProperty().get());
        assertNull(status.problemProperty().get());
        assertEquals("The log is kept in " + logs, help.logDescription());
    }

    @Test
    void aFileManagerThatCannotStartIsReportedWithThePathAndLogged() throws IOException {
        Path logs = home.resolve("logs");
        LogFile.start(logs, false);
        HelpViewModel help = new HelpViewModel(logs, Optional.empty(), BackgroundExecutor.sameThread(), folder -> {
            throw new IOException("Cannot run program \"xdg-open\": error=2, No such file or directory");
        }, status);

        help.openLogFolder();

        String problem = status.problemProperty().get().message();
        assertTrue(problem.startsWith("Could not open the log folder " + logs + ": Cannot run program"), problem);
        String log = Files.readString(logs.resolve(LogFile.FILE_NAME));
        assertTrue(log.contains("WARN") && log.contains("Could not open the log folder " + logs), log);
        assertTrue(log.contains("java.io.IOException: Cannot run program"), "with its stack trace: " + log);
    }

    @Test
    void eachSystemOpensFoldersWithItsOwnTool() {
        Path folder = Path.of("/data/logs");
        assertEquals(List.of("xdg-open", "/data/logs"), new SystemFolderOpener("Linux").command(folder));
        assertEquals(List.of("open", "/data/logs"), new SystemFolderOpener("Mac OS X").command(folder));
        assertEquals("explorer.exe", new SystemFolderOpener("Windows 11").command(folder).get(0));
    }

    @Test
    void aLogThatCouldNotStartIsWhatTheMenuSays() {
        HelpViewModel help = new HelpViewModel(home, Optional.of(new io.etcdexplorer.logging.LogProblem(Path.of("/x"), "denied", true)),
                BackgroundExecutor.sameThread(), opened::add, status);
        assertEquals("The log folder /x cannot be created: denied", help.logDescription());
    }
}
