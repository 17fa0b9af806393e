package io.etcdexplorer.app;

import io.etcdexplorer.cli.EtcdctlFlags;
import io.etcdexplorer.logging.LogFile;
import io.etcdexplorer.logging.LogProblem;
import io.etcdexplorer.profiles.secrets.SystemProcessRunner;
import io.etcdexplorer.settings.AppSettings;
import io.etcdexplorer.settings.SettingsStore;
import io.etcdexplorer.settings.SystemTheme;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * What the first frame needs and no toolkit: the log file, the saved settings and whether the system prefers dark.
 * The Launcher starts it before {@code Application.launch}, so that it runs while JavaFX starts (GTK, Prism: most of
 * a second) instead of after it in {@code init()}, which only waits for it (issue 26: the log, Jackson and the theme
 * probe cost about as much as the toolkit). A plain thread and not {@code concurrent.Tasks}: there is no UI thread
 * yet to hand a result to, and {@code init()} joins it. Without {@link #start} (the tests' windows) {@link #take}
 * does the work itself.
 */
public final class StartupPrelude {

    /** What {@code init()} gets. */
    record Result(Optional<LogProblem> logProblem, SettingsStore settingsStore, AppSettings settings,
                  boolean systemPrefersDark) {
    }

    private static FutureTask<Result> started;

    private StartupPrelude() {
    }

    /**
     * Called by the Launcher before {@code Application.launch}. Not through EtcdExplorerApp: initialising that class
     * starts the logging framework on the main thread, before the toolkit, which is what this thread is for.
     */
    public static synchronized void start(List<String> args) {
        FutureTask<Optional<LogProblem>> log = new FutureTask<>(() -> startLog(args));
        // Loading Jackson (a few hundred classes) and asking the system for its theme (a process) run beside the
        // log's start; the probe waits for the log, whose messages it may write to.
        FutureTask<Boolean> dark = new FutureTask<>(() -> {
            warmUpJson();
            log.get();
            return prefersDark();
        });
        FutureTask<Result> task = new FutureTask<>(() -> {
            log.run();
            SettingsStore store = new SettingsStore(AppDirs.forCurrentUser().config());
            return new Result(log.get(), store, store.load(), dark.get());
        });
        started = task;
        daemon(task, "etcd-explorer-prelude").start();
        daemon(dark, "etcd-explorer-prelude-theme").start();
    }

    private static Thread daemon(Runnable work, String name) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        return thread;
    }

    /** The started prelude's result (waiting for it), else the same work done now; once per start. */
    static Result take(List<String> args) {
        FutureTask<Result> task;
        synchronized (StartupPrelude.class) {
            task = started;
            started = null;
        }
        if (task == null) {
            return run(args);
        }
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /** The same work one step after the other, for a window started without {@link #start}. */
    private static Result run(List<String> args) {
        Optional<LogProblem> logProblem = startLog(args);
        SettingsStore store = new SettingsStore(AppDirs.forCurrentUser().config());
        return new Result(logProblem, store, store.load(), prefersDark());
    }

    /**
     * The log file first, so that everything after it can log. Its debug lines come with --debug or ETCDCTL_DEBUG;
     * the line written here lets a bug report say which Java and OS it came from.
     */
    private static Optional<LogProblem> startLog(List<String> args) {
        boolean debug = EtcdctlFlags.parse(args, System.getenv()).debug();
        Optional<LogProblem> logProblem = LogFile.start(AppDirs.forCurrentUser().logDir(), debug);
        LoggerFactory.getLogger(EtcdExplorerApp.class).info(
                "etcd-explorer {} starting: Java {} ({}), {} {}, debug lines {}",
                Objects.requireNonNullElse(EtcdExplorerApp.class.getPackage().getImplementationVersion(), "(dev)"),
                System.getProperty("java.version"), System.getProperty("java.vendor"),
                System.getProperty("os.name"), System.getProperty("os.version"), debug ? "on" : "off");
        return logProblem;
    }

    /** Loads and initialises the JSON reader's classes on a document of no importance; logs nothing. */
    private static void warmUpJson() throws java.io.IOException {
        com.fasterxml.jackson.databind.json.JsonMapper.builder().build().readTree("{\"warm\": [1, true, \"up\"]}");
    }

    private static boolean prefersDark() {
        return new SystemTheme(new SystemProcessRunner(), System.getProperty("os.name", "")).prefersDark();
    }
}
