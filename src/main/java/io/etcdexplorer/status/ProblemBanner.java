package io.etcdexplorer.status;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.Advice;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The last problem, in words: what happened and what to do, whole (the text wraps; nothing is cut off), each
 * command of the fix with a Copy button, and the whole text copyable for a bug report. Never a stack trace.
 */
public final class ProblemBanner extends HBox {

    private static final Messages TEXT = Messages.of(ProblemBanner.class);

    public ProblemBanner(StatusViewModel viewModel) {
        setId("problemBanner");
        getStyleClass().add("problem-banner");
        setSpacing(10);
        setAlignment(Pos.TOP_LEFT);
        setPadding(new Insets(8, 12, 8, 12));
        // Never squeezed by a tall workspace below: the banner is only useful whole.
        setMinHeight(USE_PREF_SIZE);

        TextFlow message = new TextFlow();
        message.setId("problemMessage");
        TextFlow hint = new TextFlow();
        hint.setId("problemHint");
        hint.setLineSpacing(2);
        javafx.beans.value.ChangeListener<Problem> shown = (obs, old, problem) -> {
            message.getChildren().setAll(problem == null ? java.util.List.of()
                    : java.util.List.of(FixFlow.text(problem.message(), "problem-message")));
            Advice fix = problem == null ? Advice.NONE : problem.fix();
            hint.getChildren().setAll(FixFlow.nodes(fix,
                    command -> copy(viewModel, command, TEXT.format("commandCopied", command))));
            hint.setVisible(!fix.isEmpty());
            hint.setManaged(hint.isVisible());
        };
        viewModel.problemProperty().addListener(shown);
        shown.changed(null, null, viewModel.problemProperty().get()); // a workspace brought forward shows its own
        VBox text = new VBox(4, message, hint);
        HBox.setHgrow(text, Priority.ALWAYS);

        Button copyAll = new Button(null, new FontIcon(Feather.CLIPBOARD));
        copyAll.setId("problemCopy");
        copyAll.getStyleClass().add("flat");
        copyAll.setTooltip(new Tooltip(TEXT.get("copyWholeMessage")));
        copyAll.setAccessibleText(TEXT.get("copyWholeMessage"));
        copyAll.setOnAction(e -> {
            Problem problem = viewModel.problemProperty().get();
            if (problem != null) {
                copy(viewModel, whole(problem), TEXT.get("messageCopied"));
            }
        });
        Button close = new Button(null, new FontIcon(Feather.X));
        close.setId("problemDismiss");
        close.getStyleClass().add("flat");
        close.setAccessibleText(TEXT.get("dismiss"));
        close.setOnAction(e -> viewModel.dismissProblem());

        getChildren().addAll(new FontIcon(Feather.ALERT_TRIANGLE), text, copyAll, close);
        visibleProperty().bind(viewModel.hasProblem());
        managedProperty().bind(visibleProperty());
    }

    /** What happened and what to do, as the doctor and the log write it. */
    static String whole(Problem problem) {
        return problem.hint().isEmpty() ? problem.message() : problem.message() + "\n" + problem.hint();
    }

    private static void copy(StatusViewModel viewModel, String text, String said) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
        viewModel.say(said);
    }
}
