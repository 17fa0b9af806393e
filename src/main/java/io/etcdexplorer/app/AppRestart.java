package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Locales;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Starts etcd-explorer again the way this run was started (for a new language). Made from the run's own facts, not
 * from the OS's process table, which Windows and macOS fill in only partly: the installed launcher's path
 * ({@code jpackage.app-path}, set by jpackage launchers), else this JVM's {@code java}, options and class path or
 * jar, then the app's own arguments.
 */
final class AppRestart {

    private AppRestart() {
    }

    /** The facts a restart needs; {@link #ofThisRun} reads them. */
    record Run(String appPath, Path javaHome, List<String> jvmOptions, String javaCommand, String classPath,
               List<String> appArgs) {
    }

    static Run ofThisRun(List<String> appArgs) {
        return new Run(System.getProperty("jpackage.app-path"), Path.of(System.getProperty("java.home")),
                ManagementFactory.getRuntimeMXBean().getInputArguments(),
                System.getProperty("sun.java.command", ""), System.getProperty("java.class.path", ""), appArgs);
    }

    /**
     * The command that starts the app again, or empty when this run does not say how it was started. A
     * {@code -Detcd-explorer.language} option of this run is left out: it would override the language just picked.
     */
    static Optional<List<String>> command(Run run) {
        List<String> command = new ArrayList<>();
        if (run.appPath() != null && !run.appPath().isBlank()) {
            command.add(run.appPath());
        } else {
            String[] words = run.javaCommand().trim().split("\\s+");
            if (words.length == 0 || words[0].isEmpty()) {
                return Optional.empty();
            }
            command.add(run.javaHome().resolve("bin").resolve("java").toString());
            run.jvmOptions().stream().filter(o -> !o.startsWith("-D" + Locales.PROPERTY + "="))
                    .forEach(command::add);
            if (words[0].endsWith(".jar")) {
                command.addAll(List.of("-jar", words[0]));
            } else {
                command.addAll(List.of("-cp", run.classPath(), words[0]));
            }
        }
        command.addAll(run.appArgs());
        return Optional.of(command);
    }

    /** Starts the command; its output goes where this run's went. */
    static void launch(List<String> command) throws IOException {
        new ProcessBuilder(command).inheritIO().start();
    }
}
