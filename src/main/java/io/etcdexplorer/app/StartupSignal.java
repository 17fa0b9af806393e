package io.etcdexplorer.app;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;

/**
 * Bench-only (bench/run's StartupBench, see bench/README.md "Start-up and idle"): the one place the app reads
 * {@value #PROPERTY}. A process watching from outside cannot tell a mapped window from one that takes a click, so
 * with the property set the app says so on stdout: {@code etcd-explorer ready: window} after the first layout pass in
 * which the connection list is showing (the UI thread is then running pulses and taking input), and with the value
 * {@code playground} it then opens the playground, as the welcome screen's button does, and prints
 * {@code etcd-explorer ready: playground} after the first layout pass that shows the key tree's first level.
 * Without the property nothing is installed, and once done the listener is removed, so it costs an idle window
 * nothing.
 */
final class StartupSignal {

    static final String PROPERTY = "etcd-explorer.bench.startup";

    private StartupSignal() {
    }

    static void install(Stage stage, MainViewModel model) {
        String mode = System.getProperty(PROPERTY);
        if (mode == null) {
            return;
        }
        Scene scene = stage.getScene();
        boolean playground = mode.equals("playground");
        boolean[] windowShown = {false};
        Runnable[] check = new Runnable[1];
        check[0] = () -> {
            if (!windowShown[0]) {
                if (showing(scene.lookup("#connectionList"))) {
                    windowShown[0] = true;
                    say("window");
                    if (playground) {
                        Platform.runLater(() -> model.session().connect(model.connections().playgroundEntry()));
                    } else {
                        scene.removePostLayoutPulseListener(check[0]);
                    }
                }
            } else if (scene.lookup("#keyTree") instanceof TreeView<?> tree && showing(tree)
                    && tree.getRoot() != null && !tree.getRoot().getChildren().isEmpty()) {
                say("playground");
                scene.removePostLayoutPulseListener(check[0]);
            }
        };
        scene.addPostLayoutPulseListener(check[0]);
    }

    static boolean showing(Node node) {
        if (node == null || node.getScene() == null || node.getScene().getWindow() == null
                || !node.getScene().getWindow().isShowing()) {
            return false;
        }
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static void say(String what) {
        System.out.println("etcd-explorer ready: " + what);
        System.out.flush();
    }
}
