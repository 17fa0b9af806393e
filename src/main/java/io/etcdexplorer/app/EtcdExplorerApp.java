package io.etcdexplorer.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import io.etcdexplorer.cli.EtcdctlFlags;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.editor.DialogConfirmations;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.ProfileStore;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.profiles.secrets.SecretStores;
import io.etcdexplorer.profiles.secrets.SystemProcessRunner;
import io.etcdexplorer.profiles.nodes.MinikubeFinder;
import javafx.application.Application;
import io.etcdexplorer.settings.AppSettings;
import io.etcdexplorer.settings.SettingsKeeper;
import io.etcdexplorer.settings.SettingsStore;
import io.etcdexplorer.settings.SystemTheme;
import io.etcdexplorer.settings.ThemeViewModel;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/** The composition root: builds the services and view models once and hands them down. */
public final class EtcdExplorerApp extends Application {

    private BackgroundExecutor executor;
    private Playground playground;
    private MainViewModel viewModel;
    private SettingsStore settingsStore;
    private AppSettings loadedSettings;
    private boolean systemPrefersDark;
    private ThemeViewModel theme;
    private SettingsKeeper appSettings;
    private WindowMemory window;

    /** Runs on the launcher thread, before the window: file and process I/O that the first frame depends on. */
    @Override
    public void init() {
        settingsStore = new SettingsStore(AppDirs.forCurrentUser().config());
        loadedSettings = settingsStore.load();
        systemPrefersDark = new SystemTheme(new SystemProcessRunner(), System.getProperty("os.name", ""))
                .prefersDark();
    }

    @Override
    public void start(Stage stage) {
        EtcdctlFlags.Parsed flags = EtcdctlFlags.parse(getParameters().getRaw(), System.getenv());
        AppDirs dirs = AppDirs.forCurrentUser();
        executor = BackgroundExecutor.withDaemonPool(Platform::runLater);
        if (settingsStore == null) {
            init(); // a launcher that skipped init()
        }
        appSettings = new SettingsKeeper(settingsStore, executor, loadedSettings);
        theme = new ThemeViewModel(appSettings, systemPrefersDark);
        playground = new Playground(dirs.playgroundDir(), System.getenv());
        SecretStore keychain = SecretStores.forCurrentSystem(System.getenv(), System.getProperty("os.name", ""));
        executor.runQuietly(keychain::isPersistent); // probes the keychain once, off the UI thread
        viewModel = new MainViewModel(executor, new EtcdConnector(), new ProfileStore(dirs.config()), playground,
                keychain, new DialogConfirmations(() -> stage), new MinikubeFinder(MinikubeFinder.defaultHome(
                        System.getenv(), Path.of(System.getProperty("user.home"))), new SystemProcessRunner()));

        MainView view = new MainView(viewModel, theme);
        Scene scene = new Scene(view, 1280, 800);
        applyTheme(view, theme.darkProperty().get());
        theme.darkProperty().addListener((obs, was, dark) -> applyTheme(view, dark));
        scene.getStylesheets().add(Objects.requireNonNull(
                EtcdExplorerApp.class.getResource("/io/etcdexplorer/app.css")).toExternalForm());
        WindowKeys.install(stage, scene, view, viewModel, Shortcuts.isMac());
        stage.setTitle("etcd-explorer");
        for (int size : new int[]{16, 32, 48, 64, 128, 256}) {
            stage.getIcons().add(new Image(Objects.requireNonNull(EtcdExplorerApp.class.getResourceAsStream(
                    "/io/etcdexplorer/icons/etcd-explorer-" + size + ".png"))));
        }
        stage.setScene(scene);
        // Closing the window (its X, Ctrl+Q, the OS) asks first when the editor holds unsaved text.
        stage.setOnCloseRequest(e -> {
            if (!viewModel.mayDiscardEdits("Quitting")) {
                e.consume();
            }
        });
        window = new WindowMemory(stage, view);
        window.restore(loadedSettings.window());
        remember(viewModel);
        stage.show();
        WindowKeys.focus(scene, "#connectionList"); // with the last connection selected, Enter connects
        flags.settings().ifPresent(settings ->
                viewModel.session().connect(viewModel.connections().addCommandLine(settings)));
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

    /** The stylesheet switch restyles every open window; {@code .dark} lets our CSS tell the themes apart. */
    private static void applyTheme(Parent root, boolean dark) {
        Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
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
    }
}
