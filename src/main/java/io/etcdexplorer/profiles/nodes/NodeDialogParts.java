package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.HostKeyDialog;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;
import javafx.event.ActionEvent;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogEvent;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Window;

/**
 * What the minikube and kubeadm dialogs share: the action button, the message, the duplicate question, the
 * host-key question, and a window that grows with what it has to say.
 */
final class NodeDialogParts {

    private static final Messages TEXT = Messages.of(NodeDialogParts.class);

    /** The width the dialogs' texts wrap at. */
    static final double TEXT_WIDTH = 620;
    /** The window height this class last gave a dialog: another one means the user resized it. */
    private static final Object FITTED = new Object();
    /** What the window adds to its content's height (a title bar). */
    private static final Object CHROME = new Object();

    private NodeDialogParts() {
    }

    /**
     * Adds the action button and Close. The action runs without closing the dialog (its progress, problems and
     * outcome are shown in it); a result still on its way when the dialog closes is dropped. The button is enabled
     * only while {@code enabled} holds: never while an attempt runs or a question is open.
     */
    static Button buttons(Dialog<?> dialog, NodeImportViewModel vm, String text, String id, BooleanBinding enabled,
                          Runnable action) {
        ButtonType go = new ButtonType(text, ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(go, ButtonType.CLOSE);
        Button button = (Button) dialog.getDialogPane().lookupButton(go);
        button.setId(id);
        button.disableProperty().bind(enabled.not());
        button.addEventFilter(ActionEvent.ACTION, event -> {
            event.consume();
            action.run();
        });
        dialog.setOnHidden(e -> {
            if (vm.importedProperty().get() == null) {
                vm.cancel();
            }
        });
        vm.hostKeyQuestionProperty().addListener((obs, old, question) -> {
            if (question != null) {
                HostKeyDialog.ask(dialog.getDialogPane().getScene().getWindow(), question, TEXT.get("node.trust"),
                        vm::trustHostKey, vm::rejectHostKey);
            }
        });
        return button;
    }

    /** Progress and problems; after the import, what was chosen and why. */
    static Label status(NodeImportViewModel vm) {
        Label status = hint("");
        status.setId("nodeImportMessage");
        status.getStyleClass().remove("text-small");
        status.textProperty().bind(Bindings.createStringBinding(() -> vm.importedProperty().get() == null
                ? vm.messageProperty().get()
                : TEXT.format("node.saved", vm.importedProperty().get().name()) + "\n\n"
                        + String.join("\n", vm.notes()),
                vm.messageProperty(), vm.importedProperty(), vm.notes()));
        return status;
    }

    /** The answers to "a saved connection already reaches this node", shown while it is asked. */
    static Node duplicateAnswers(NodeImportViewModel vm) {
        Button update = new Button(TEXT.get("node.update"));
        update.setId("nodeUpdateExisting");
        update.setOnAction(e -> vm.answerDuplicate(DuplicateQuestion.Answer.UPDATE_IT));
        Button both = new Button(TEXT.get("node.keepBoth"));
        both.setId("nodeKeepBoth");
        both.setOnAction(e -> vm.answerDuplicate(DuplicateQuestion.Answer.KEEP_BOTH));
        Button nothing = new Button(TEXT.get("node.saveNothing"));
        nothing.setId("nodeSaveNothing");
        nothing.setOnAction(e -> vm.answerDuplicate(DuplicateQuestion.Answer.SAVE_NOTHING));
        HBox answers = new HBox(8, update, both, nothing);
        answers.setAlignment(Pos.CENTER_LEFT);
        answers.visibleProperty().bind(vm.duplicateQuestionProperty().isNotNull());
        answers.managedProperty().bind(answers.visibleProperty());
        return answers;
    }

    /**
     * The dialog's content, in a scroll pane for a screen too small for it, and a window that fits its height to
     * it whenever one of {@code changes} changes (a message, a form appearing or going): a result cut off at the
     * dialog's first size would hide what matters. A window the user resized only grows.
     */
    static ScrollPane content(Dialog<?> dialog, VBox content, ObservableValue<?>... changes) {
        dialog.getDialogPane().setPrefWidth(TEXT_WIDTH + 40);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("edge-to-edge");
        for (ObservableValue<?> change : changes) {
            change.addListener((obs, old, now) -> fitToContent(dialog, scroll, content));
        }
        dialog.addEventHandler(DialogEvent.DIALOG_SHOWN, e -> fitToContent(dialog, scroll, content));
        return scroll;
    }

    /**
     * The dialog's height as last laid out, plus what the content needs beyond the scroll pane's view then: the
     * window's and the scene's sizes follow a resize late, so the layout is the one consistent measure. What the
     * window adds (a title bar) is measured when it is first shown.
     */
    private static void fitToContent(Dialog<?> dialog, ScrollPane scroll, VBox content) {
        Scene scene = dialog.getDialogPane().getScene();
        Window window = scene == null ? null : scene.getWindow();
        if (window == null || !window.isShowing()) {
            return;
        }
        content.applyCss();
        Bounds view = scroll.getViewportBounds();
        double laidOut = scene.getRoot().getLayoutBounds().getHeight();
        window.getProperties().putIfAbsent(CHROME, Math.max(0, window.getHeight() - laidOut));
        double wanted = laidOut + (Double) window.getProperties().get(CHROME) + content.prefHeight(view.getWidth())
                - view.getHeight();
        Rectangle2D screen = Screen.getScreensForRectangle(window.getX(), window.getY(), window.getWidth(),
                window.getHeight()).stream().findFirst().orElse(Screen.getPrimary()).getVisualBounds();
        double height = Math.min(Math.ceil(wanted), screen.getHeight());
        Object fitted = window.getProperties().get(FITTED);
        boolean ours = !(fitted instanceof Double last) || Math.abs(last - window.getHeight()) < 1;
        if (height > window.getHeight() + 0.5 || ours && height < window.getHeight() - 0.5) {
            window.setHeight(height);
            window.setY(Math.max(screen.getMinY(), Math.min(window.getY(), screen.getMaxY() - height)));
            window.getProperties().put(FITTED, height);
        }
    }

    static Label hint(String text) {
        Label hint = new Label(text);
        hint.getStyleClass().addAll("text-muted", "text-small");
        hint.setWrapText(true);
        hint.setMaxWidth(TEXT_WIDTH);
        return hint;
    }
}
