package io.etcdexplorer.app;

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
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.util.Objects;

/** The composition root: builds the services and view models once and hands them down. */
public final class EtcdExplorerApp extends Application {

    private BackgroundExecutor executor;
    private Playground playground;
    private MainViewModel viewModel;

    @Override
    public void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        EtcdctlFlags.Parsed flags = EtcdctlFlags.parse(getParameters().getRaw(), System.getenv());
        AppDirs dirs = AppDirs.forCurrentUser();
        executor = BackgroundExecutor.withDaemonPool(Platform::runLater);
        playground = new Playground(dirs.playgroundDir(), System.getenv());
        SecretStore keychain = SecretStores.forCurrentSystem(System.getenv(), System.getProperty("os.name", ""));
        executor.runQuietly(keychain::isPersistent); // probes the keychain once, off the UI thread
        viewModel = new MainViewModel(executor, new EtcdConnector(), new ProfileStore(dirs.config()), playground,
                keychain, new DialogConfirmations(() -> stage), new MinikubeFinder(MinikubeFinder.defaultHome(
                        System.getenv(), Path.of(System.getProperty("user.home"))), new SystemProcessRunner()));

        MainView view = new MainView(viewModel);
        Scene scene = new Scene(view, 1280, 800);
        scene.getStylesheets().add(Objects.requireNonNull(
                EtcdExplorerApp.class.getResource("/io/etcdexplorer/app.css")).toExternalForm());
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F5), () -> viewModel.keys().refresh());
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN),
                () -> focus(scene, "#goToKey"));
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN),
                () -> focus(scene, "#searchField"));
        stage.setTitle("etcd-explorer");
        for (int size : new int[]{16, 32, 48, 64, 128, 256}) {
            stage.getIcons().add(new Image(Objects.requireNonNull(EtcdExplorerApp.class.getResourceAsStream(
                    "/io/etcdexplorer/icons/etcd-explorer-" + size + ".png"))));
        }
        stage.setScene(scene);
        stage.show();
        flags.settings().ifPresent(settings ->
                viewModel.session().connect(viewModel.connections().addCommandLine(settings)));
    }

    private static void focus(Scene scene, String selector) {
        javafx.scene.Node node = scene.lookup(selector);
        if (node != null && node.isVisible()) {
            node.requestFocus();
        }
    }

    public MainViewModel viewModel() {
        return viewModel;
    }

    @Override
    public void stop() {
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
