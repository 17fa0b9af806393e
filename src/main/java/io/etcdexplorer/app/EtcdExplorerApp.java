package io.etcdexplorer.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import io.etcdexplorer.cli.EtcdctlFlags;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.DialogConfirmations;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.files.RecentFolders;
import io.etcdexplorer.fx.PulseTimers;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.fx.FileDialogs;
import io.etcdexplorer.fx.FilePicker;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.profiles.Leaving;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.profiles.secrets.SecretStores;
import io.etcdexplorer.profiles.secrets.SystemProcessRunner;
import io.etcdexplorer.profiles.nodes.MinikubeFinder;
import javafx.application.Application;
import io.etcdexplorer.settings.AppSettings;
import io.etcdexplorer.settings.LanguageViewModel;
import io.etcdexplorer.settings.SettingsKeeper;
import io.etcdexplorer.settings.SettingsStore;
import io.etcdexplorer.settings.ThemeViewModel;
import io.etcdexplorer.snapshots.SnapshotOpener;
import io.etcdexplorer.snapshots.SnapshotWorkDirs;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;

import io.etcdexplorer.logging.LogFile;
import io.etcdexplorer.logging.LogProblem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** The composition root: builds the services and view models once and hands them down. */
public final class EtcdExplorerApp extends Application {

    private static final Messages TEXT = Messages.of(EtcdExplorerApp.class);

    private static final Logger LOG = LoggerFactory.getLogger(EtcdExplorerApp.class);

    private BackgroundExecutor executor;
    private Playground playground;
    private MainViewModel viewModel;
    private SettingsStore settingsStore;
    private AppSettings loadedSettings;
    private boolean systemPrefersDark;
    private ThemeViewModel theme;
    private LanguageViewModel language;
    /** Set when the user asked to start again (a new language): {@link #stop} starts it once all is closed. */
    private List<String> restartCommand;
    private SettingsKeeper appSettings;
    private WindowMemory window;
    private Optional<LogProblem> logProblem = Optional.empty();

    /** Runs on the launcher thread, before the window: file and process I/O that the first frame depends on. */
    @Override
    public void init() {
        StartupPrelude.Result prelude = StartupPrelude.take(getParameters() == null ? List.of()
                : getParameters().getRaw());
        logProblem = prelude.logProblem();
        settingsStore = prelude.settingsStore();
        loadedSettings = prelude.settings();
        systemPrefersDark = prelude.systemPrefersDark();
        Locales.use(Locales.atStart(loadedSettings.language())); // before the first text is made
    }

    @Override
    public void start(Stage stage) {
        PulseTimers.makeIdleWindowsSleep(); // on Linux: no pulse timer waking an idle window 60 times a second
        EtcdctlFlags.Parsed flags = EtcdctlFlags.parse(getParameters().getRaw(), System.getenv());
        AppDirs dirs = AppDirs.forCurrentUser();
        executor = BackgroundExecutor.withDaemonPool(Platform::runLater);
        if (settingsStore == null) {
            init(); // a launcher that skipped init()
        }
        appSettings = new SettingsKeeper(settingsStore, executor, loadedSettings);
        theme = new ThemeViewModel(appSettings, systemPrefersDark);
        language = new LanguageViewModel(appSettings, Locales.language(), Locales.system());
        // Before the first control: a control class's first use would otherwise load JavaFX's own Modena stylesheet,
        // only for the theme's to replace it (issue 26).
        setUserAgentStylesheet(userAgentStylesheet(theme.darkProperty().get()));
        playground = new Playground(dirs.playgroundDir(), System.getenv());
        SecretStore keychain = SecretStores.forCurrentSystem(System.getenv(), System.getProperty("os.name", ""));
        executor.runQuietly(keychain::isPersistent); // probes the keychain once, off the UI thread
        viewModel = new MainViewModel(executor, new EtcdConnector(), new ProfileStore(dirs.config()), playground,
                keychain, new DialogConfirmations(() -> stage), new MinikubeFinder(MinikubeFinder.defaultHome(
                        System.getenv(), Path.of(System.getProperty("user.home"))), new SystemProcessRunner()),
                new SnapshotOpener(new SnapshotWorkDirs(dirs.snapshotsDir()), System.getenv()));
        viewModel.snapshots().deleteLeftovers(); // copies a crashed run left behind

        HelpViewModel help = new HelpViewModel(dirs.logDir(), logProblem, executor,
                new SystemFolderOpener(System.getProperty("os.name", "")), viewModel.status());
        MainView view = new MainView(viewModel, theme, language, help, () -> restart(stage));
        Scene scene = new Scene(view, 1280, 800);
        markDark(view, theme.darkProperty().get());
        theme.darkProperty().addListener((obs, was, dark) -> {
            setUserAgentStylesheet(userAgentStylesheet(dark));
            markDark(view, dark);
        });
        scene.getStylesheets().add(Objects.requireNonNull(
                EtcdExplorerApp.class.getResource("/io/etcdexplorer/app.css")).toExternalForm());
        WindowKeys.install(stage, scene, view, viewModel, Shortcuts.isMac());
        stage.setTitle("etcd-explorer");
        // Decoded off the UI thread: the window shows without waiting for six PNGs, the icons follow (issue 26).
        new Tasks(executor).run(EtcdExplorerApp::icons).onSuccess(stage.getIcons()::setAll)
                .onFailure(failure -> LOG.warn("Could not read the window icons: {}", failure.getMessage())).start();
        stage.setScene(scene);
        FileDialogs.install(stage, new RecentFolders(Path.of(System.getProperty("user.home")),
                loadedSettings.folders(), folders -> appSettings.update(s -> s.withFolders(folders))),
                FilePicker.system());
        // Closing the window (its X, Ctrl+Q, the OS) asks first when the editor holds unsaved text.
        stage.setOnCloseRequest(e -> {
            if (!viewModel.mayDiscardEdits(Leaving.QUIT)) {
                e.consume();
            }
        });
        window = new WindowMemory(stage, view);
        window.restore(loadedSettings.window());
        remember(viewModel);
        stage.show();
        StartupSignal.install(stage, viewModel); // bench-only: nothing unless -Detcd-explorer.bench.startup is set
        AfterFirstFrame.run(scene, () -> executor.runQuietly(io.etcdexplorer.i18n.Messages::warmUp));
        WindowKeys.focus(scene, "#connectionList"); // with the last connection selected, Enter connects
        flags.settings().ifPresent(settings ->
                viewModel.session().connect(viewModel.connections().addCommandLine(settings)));
        flags.snapshot().ifPresent(viewModel.snapshots()::open);
    }

    /**
     * Quits and starts again, for a new language. The new run starts only after this one has closed its
     * connections, stopped the playground's etcd and saved its settings (in {@link #stop}), so that the two never
     * share them.
     */
    private void restart(Stage stage) {
        Optional<List<String>> command = AppRestart.command(AppRestart.ofThisRun(getParameters().getRaw()));
        if (command.isEmpty()) {
            viewModel.status().report(io.etcdexplorer.status.Problem.of(
                    TEXT.get("language.restartFailed"),
                    TEXT.get("language.restartFix")));
            return;
        }
        if (viewModel.mayDiscardEdits(Leaving.RESTART)) {
            restartCommand = command.get();
            stage.hide();
            Platform.exit();
        }
    }

    private static List<Image> icons() {
        List<Image> icons = new ArrayList<>();
        for (int size : new int[]{16, 32, 48, 64, 128, 256}) {
            icons.add(new Image(Objects.requireNonNull(EtcdExplorerApp.class.getResourceAsStream(
                    "/io/etcdexplorer/icons/etcd-explorer-" + size + ".png"))));
        }
        return icons;
    }

    /** Selects the last connection (connecting stays the user's decision) and notes each new one. */
    private void remember(MainViewModel model) {
        model.connections().selectRemembered(loadedSettings.lastConnection());
        model.session().connectedProperty().addListener((obs, old, entry) -> {
            String key = entry == null ? null : entry.rememberKey();
            if (key != null && !key.equals(appSettings.current().lastConnection())) {
                appSettings.update(s -> s.withLastConnection(key));
            }
        });
    }

    /** The stylesheet switch restyles every open window. */
    private static String userAgentStylesheet(boolean dark) {
        return dark ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet();
    }

    /** {@code .dark} lets our CSS tell the themes apart. */
    private static void markDark(Parent root, boolean dark) {
        root.getStyleClass().remove("dark");
        if (dark) {
            root.getStyleClass().add("dark");
        }
    }

    public MainViewModel viewModel() {
        return viewModel;
    }

    public ThemeViewModel theme() {
        return theme;
    }

    public LanguageViewModel language() {
        return language;
    }

    @Override
    public void stop() {
        if (window != null) {
            appSettings.updateAndWait(s -> s.withWindow(window.capture()), Duration.ofSeconds(2));
        }
        if (viewModel != null) {
            viewModel.shutdown();
        }
        if (playground != null) {
            playground.close();
        }
        if (executor != null) {
            executor.close();
        }
        if (restartCommand != null) {
            try {
                AppRestart.launch(restartCommand);
                LOG.info("etcd-explorer starting again: {}", restartCommand.get(0));
            } catch (java.io.IOException e) {
                LOG.warn("Could not start etcd-explorer again with {}", restartCommand, e);
            }
        }
        LOG.info("etcd-explorer closed");
        LogFile.stop();
    }
}
