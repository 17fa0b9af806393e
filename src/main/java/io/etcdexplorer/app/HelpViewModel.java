package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.logging.LogProblem;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.Optional;

/** The help menu: where the log is kept, and showing its folder. */
public final class HelpViewModel {

    private static final Messages TEXT = Messages.of(HelpViewModel.class);

    private static final Logger LOG = LoggerFactory.getLogger(HelpViewModel.class);

    private final Path logFolder;
    private final Optional<LogProblem> logProblem;
    private final Tasks tasks;
    private final FolderOpener opener;
    private final StatusViewModel status;

    /** {@code logProblem} is why the log file could not be opened at start, if it could not. */
    public HelpViewModel(Path logFolder, Optional<LogProblem> logProblem, BackgroundExecutor executor,
                         FolderOpener opener, StatusViewModel status) {
        this.logFolder = logFolder;
        this.logProblem = logProblem;
        this.tasks = new Tasks(executor, status);
        this.opener = opener;
        this.status = status;
    }

    public Path logFolder() {
        return logFolder;
    }

    /** For the menu's tooltip: where the log is, or why there is none. */
    public String logDescription() {
        return logProblem.map(LogProblem::describe).orElseGet(() -> TEXT.format("help.logKept", logFolder.toString()));
    }

    // Commands

    /** Shows the log folder in the file manager (created if missing, e.g. when the log could not start). */
    public void openLogFolder() {
        tasks.run(() -> {
            SafeFiles.createPrivateDirectory(logFolder);
            opener.open(logFolder);
            return logFolder;
        }).onSuccess(opened -> status.say(TEXT.format("help.logOpened", opened.toString()))).onFailure(failure -> {
            LOG.warn("Could not open the log folder {}", logFolder, failure);
            status.report(Problem.of(TEXT.format("help.logOpenFailed", logFolder.toString(),
                    failure.getMessage()), TEXT.get("help.logOpenFix")));
        }).start();
    }
}
