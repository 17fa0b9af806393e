package io.etcdexplorer.testsupport;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxToolkit;

/**
 * A window for a test of one view on the headless toolkit, without the app around it: shown by {@link #show}, hidden
 * again after each test so that no window is left for later tests. Register it as a static extension.
 */
public final class TestStage implements BeforeAllCallback, AfterEachCallback {

    private Stage stage;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        Stage shown = stage;
        stage = null;
        if (shown != null) {
            AppWindow.onFx(() -> {
                shown.hide();
                return null;
            });
        }
    }

    /** Shows {@code root} in a new window of {@code width} × {@code height}; call it on the FX thread. */
    public Stage show(Parent root, double width, double height) {
        stage = new Stage();
        stage.setScene(new Scene(root, width, height));
        stage.show();
        return stage;
    }

    /** The window {@link #show} opened in this test. */
    public Stage stage() {
        return stage;
    }
}
