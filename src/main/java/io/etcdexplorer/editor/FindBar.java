package io.etcdexplorer.editor;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.editor.highlight.TextSearch;
import io.etcdexplorer.i18n.Messages;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import org.fxmisc.richtext.CodeArea;

import java.util.List;
import java.util.Optional;

/**
 * Find and replace in the editor (Ctrl+F): next/previous wrap around, Replace replaces the selected match,
 * Replace all works on the whole text in one undoable edit. Matching runs on the text itself, not on etcd.
 */
final class FindBar extends HBox {

    private static final Messages TEXT = Messages.of(FindBar.class);

    private final CodeArea area;
    private final TextField query = new TextField();
    private final TextField replacement = new TextField();
    private final CheckBox regex = new CheckBox(TEXT.get("regex"));
    private final CheckBox matchCase = new CheckBox(TEXT.get("matchCase"));
    private final Label count = new Label();

    FindBar(CodeArea area) {
        this.area = area;
        setId("editorFindBar");
        setSpacing(6);
        setAlignment(Pos.CENTER_LEFT);
        query.setId("editorFind");
        query.setPromptText(TEXT.get("find"));
        replacement.setId("editorReplace");
        replacement.setPromptText(TEXT.get("replaceWith"));
        count.getStyleClass().add("text-muted");
        query.textProperty().addListener((obs, old, now) -> countMatches());
        query.setOnAction(e -> step(true));
        query.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                close();
            }
        });
        Button next = small(TEXT.get("next"), () -> step(true));
        Button previous = small(TEXT.get("previous"), () -> step(false));
        Button replace = small(TEXT.get("replace"), this::replaceOne);
        replace.setId("editorReplaceOne");
        Button replaceAll = small(TEXT.get("replaceAll"), this::replaceAll);
        replaceAll.setId("editorReplaceAll");
        Button close = small(TEXT.get("close"), this::close);
        replace.disableProperty().bind(area.editableProperty().not());
        replaceAll.disableProperty().bind(area.editableProperty().not());
        getChildren().addAll(query, previous, next, matchCase, regex, replacement, replace, replaceAll, count, close);
        setVisible(false);
        managedProperty().bind(visibleProperty());
    }

    void open() {
        setVisible(true);
        if (!area.getSelectedText().isEmpty() && !area.getSelectedText().contains("\n")) {
            query.setText(area.getSelectedText());
        }
        query.requestFocus();
        query.selectAll();
    }

    private void close() {
        setVisible(false);
        area.requestFocus();
    }

    private void step(boolean forward) {
        try {
            int from = forward ? area.getSelection().getEnd() : area.getSelection().getStart();
            Optional<TextSearch.Match> match = TextSearch.next(area.getText(), query.getText(), regex.isSelected(),
                    matchCase.isSelected(), from, forward);
            match.ifPresent(m -> {
                area.selectRange(m.start(), m.end());
                area.requestFollowCaret();
            });
            countMatches();
        } catch (IllegalArgumentException e) {
            count.setText(e.getMessage());
        }
    }

    private void replaceOne() {
        try {
            List<TextSearch.Match> all = TextSearch.findAll(area.getSelectedText(), query.getText(),
                    regex.isSelected(), matchCase.isSelected());
            boolean selectionIsMatch = all.size() == 1 && all.get(0).start() == 0
                    && all.get(0).end() == area.getSelectedText().length();
            if (selectionIsMatch) {
                area.replaceSelection(regex.isSelected() ? TextSearch.replaceAll(area.getSelectedText(),
                        query.getText(), replacement.getText(), true, matchCase.isSelected())
                        : replacement.getText());
            }
            step(true);
        } catch (IllegalArgumentException e) {
            count.setText(e.getMessage());
        }
    }

    private void replaceAll() {
        try {
            String replaced = TextSearch.replaceAll(area.getText(), query.getText(), replacement.getText(),
                    regex.isSelected(), matchCase.isSelected());
            if (!replaced.equals(area.getText())) {
                area.replaceText(replaced);
            }
            countMatches();
        } catch (IllegalArgumentException e) {
            count.setText(e.getMessage());
        }
    }

    private void countMatches() {
        try {
            int found = TextSearch.findAll(area.getText(), query.getText(), regex.isSelected(),
                    matchCase.isSelected()).size();
            count.setText(query.getText().isEmpty() ? "" : TEXT.format("matches", found));
        } catch (IllegalArgumentException e) {
            count.setText(e.getMessage());
        }
    }

    private static Button small(String text, Runnable action) {
        Button button = new Button(text);
        button.getStyleClass().add(Styles.SMALL);
        button.setOnAction(e -> action.run());
        return button;
    }
}
