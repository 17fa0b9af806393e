package io.etcdexplorer.bench;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/**
 * The floor of this stack for StartupBench: a bare JavaFX window with one Label, run as its own {@code java} process
 * on the app's class path. It signals "shown" exactly as the app's StartupSignal does (a line on stdout after the
 * first layout pass with the label showing), so the two times compare like for like. A plain main, as the app's
 * Launcher, so that JavaFX loads from the class path.
 */
public final class HelloWindow {

    private HelloWindow() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    public static final class App extends Application {
        @Override
        public void start(Stage stage) {
            Label label = new Label("Hello");
            Scene scene = new Scene(label, 1280, 800);
            stage.setTitle("hello");
            stage.setScene(scene);
            stage.show();
            Runnable[] check = new Runnable[1];
            check[0] = () -> {
                if (stage.isShowing() && label.getScene() != null) {
                    System.out.println("etcd-explorer ready: window");
                    System.out.flush();
                    scene.removePostLayoutPulseListener(check[0]);
                }
            };
            scene.addPostLayoutPulseListener(check[0]);
        }
    }
}
