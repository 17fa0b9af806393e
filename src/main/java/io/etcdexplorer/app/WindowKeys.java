package io.etcdexplorer.app;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

/**
 * The window-wide keyboard shortcuts (the panes' own keys live in their views). Each one forwards to a command
 * the window's buttons also use, so a shortcut can do nothing a click could not. {@link Shortcuts} lists them.
 */
final class WindowKeys {

    private static final KeyCode[] DIGITS = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4,
            KeyCode.DIGIT5, KeyCode.DIGIT6, KeyCode.DIGIT7, KeyCode.DIGIT8, KeyCode.DIGIT9};

    private WindowKeys() {
    }

    static void install(Stage stage, Scene scene, MainView view, MainViewModel viewModel, boolean mac) {
        var keys = scene.getAccelerators();
        keys.put(new KeyCodeCombination(KeyCode.F1), () -> new ShortcutsDialog(stage).show());
        keys.put(new KeyCodeCombination(KeyCode.F5), () -> viewModel.workspaces().active().ifPresent(w -> w.keys().refresh()));
        keys.put(shortcut(KeyCode.L), () -> focus(scene, "#goToKey"));
        keys.put(shortcut(KeyCode.F), () -> focus(scene, "#searchField"));
        keys.put(shortcutShift(KeyCode.N), () -> view.connectionActions().newProfile());
        keys.put(shortcutShift(KeyCode.E), () -> view.connectionActions().editSelected());
        keys.put(shortcutShift(KeyCode.O), () -> view.connectionActions().connectSelected());
        keys.put(shortcutShift(KeyCode.W), () -> viewModel.session().disconnect()); // the older shortcut, kept
        keys.put(new KeyCodeCombination(KeyCode.F11), () -> stage.setFullScreen(!stage.isFullScreen()));
        if (!mac) { // macOS's application menu already quits with ⌘Q
            // a close request, not close(): the window's close guard gets its say, as for the X button
            keys.put(shortcut(KeyCode.Q), () -> stage.fireEvent(
                    new javafx.stage.WindowEvent(stage, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST)));
        }
        for (int i = 0; i < DIGITS.length; i++) {
            int index = i;
            // only while a workspace is open: the tabs are hidden behind the welcome screen otherwise
            keys.put(shortcut(DIGITS[i]), () -> view.detailTabs().filter(tabs -> index < tabs.getTabs().size())
                    .ifPresent(tabs -> tabs.getSelectionModel().select(index)));
        }
        keys.put(shortcut(KeyCode.W), () -> viewModel.session().disconnect());
        // Ctrl+Tab as a filter: a focused tab pane (the detail tabs) would take it for its own tabs first.
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.TAB && event.isControlDown()) {
                viewModel.workspaces().cycle(event.isShiftDown() ? -1 : 1);
                event.consume();
            }
        });
    }

    static void focus(Scene scene, String selector) {
        Node node = scene.lookup(selector);
        if (node != null && node.isVisible()) {
            node.requestFocus();
        }
    }

    private static KeyCombination shortcut(KeyCode code) {
        return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN);
    }

    private static KeyCombination shortcutShift(KeyCode code) {
        return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    }
}
