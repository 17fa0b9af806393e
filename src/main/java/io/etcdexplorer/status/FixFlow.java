package io.etcdexplorer.status;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.Advice;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The nodes of a fix for a text flow: its words as text, each command in a monospace font with a Copy button
 * right after it, so the command is shown once, whole, where the advice names it, and copied exactly.
 */
final class FixFlow {

    private static final Messages TEXT = Messages.of(FixFlow.class);

    private FixFlow() {
    }

    /** {@code copy} receives a command's exact text when its button is pressed. */
    static List<Node> nodes(Advice fix, Consumer<String> copy) {
        List<Node> nodes = new ArrayList<>();
        for (Advice.Part part : fix.parts()) {
            if (!part.command()) {
                nodes.add(text(part.text(), "problem-hint-text"));
                continue;
            }
            nodes.add(text(part.text(), "problem-command"));
            nodes.add(text(" ", "problem-hint-text"));
            nodes.add(copyButton(part.text(), copy));
        }
        return nodes;
    }

    static Text text(String words, String styleClass) {
        Text text = new Text(words);
        text.getStyleClass().add(styleClass);
        return text;
    }

    private static Button copyButton(String command, Consumer<String> copy) {
        Button button = new Button(TEXT.get("copy"), new FontIcon(Feather.COPY));
        button.getStyleClass().addAll("problem-copy-command", "flat", "small");
        button.setAccessibleText(TEXT.format("copyCommand", command));
        button.setTooltip(new Tooltip(TEXT.format("copyCommand", command)));
        button.setFocusTraversable(true);
        button.setOnAction(e -> copy.accept(command));
        return button;
    }
}
