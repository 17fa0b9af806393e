package io.etcdexplorer.app;

import javafx.scene.Scene;

/**
 * Runs work once the window has drawn its connection list, the moment a user can click (the same moment
 * {@link StartupSignal} reports): what only later screens need, such as loading ICU's formatter, starts then, so it
 * neither delays the window nor lands on the UI thread at the first count a workspace shows.
 */
final class AfterFirstFrame {

    private AfterFirstFrame() {
    }

    static void run(Scene scene, Runnable work) {
        Runnable[] check = new Runnable[1];
        check[0] = () -> {
            if (StartupSignal.showing(scene.lookup("#connectionList"))) {
                scene.removePostLayoutPulseListener(check[0]);
                work.run();
            }
        };
        scene.addPostLayoutPulseListener(check[0]);
    }
}
