package io.etcdexplorer.logging;

import io.etcdexplorer.i18n.Messages;

import java.nio.file.Path;

/**
 * Why the log file could not start. It is kept as facts, not as a sentence: the log starts before the language of
 * the run is known (settings.json is read after it, so that its problems are logged), and the help menu words it
 * later, in that language.
 */
public record LogProblem(Path path, String cause, boolean folderMissing) {

    private static final Messages TEXT = Messages.of(LogProblem.class);

    static LogProblem folder(Path folder, String cause) {
        return new LogProblem(folder, cause, true);
    }

    static LogProblem file(Path file) {
        return new LogProblem(file, "", false);
    }

    /** The sentence for the help menu, in the run's language. */
    public String describe() {
        return folderMissing ? TEXT.format("folderNotCreated", path.toString(), cause)
                : TEXT.format("fileNotWritten", path.toString());
    }
}
