package io.etcdexplorer.editor;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.EditMode;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Optional;

/**
 * The key editor: a code area with line numbers and highlighting, its modes, and the write commands with their
 * shortcuts (Ctrl+S save, Ctrl+Shift+F format, Ctrl+F find, Ctrl+N new key). Binds and forwards only.
 */
public final class EditorView extends VBox {

    private static final Messages TEXT = Messages.of(EditorView.class);

    private final EditorViewModel viewModel;
    private final CodeArea area = new CodeArea();
    private boolean pushing;
    private boolean active = true;
    /** The view model's text changed while the tab was hidden. */
    private boolean behind;
    /** Texts up to this size are styled whole; beyond it only the visible part (see restyleVisible). */
    private static final int RESTYLE_ALL_UP_TO = 100_000;
    private static final int MARGIN_PARAGRAPHS = 80;
    private org.fxmisc.richtext.model.StyleSpans<java.util.Collection<String>> latestSpans;

    public EditorView(EditorViewModel viewModel) {
        this.viewModel = viewModel;
        setId("editorPane");
        setSpacing(6);
        setPadding(new Insets(8));
        getStylesheets().add(EditorView.class.getResource("editor.css").toExternalForm());

        area.setId("editorArea");
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        area.editableProperty().bind(viewModel.editableProperty());
        // The view model hears the text once typing pauses; commands flush it first (see run()).
        area.multiPlainChanges().successionEnds(java.time.Duration.ofMillis(150)).subscribe(c -> flush());
        viewModel.flushTypingWith(this::flush);
        area.multiPlainChanges().successionEnds(java.time.Duration.ofMillis(80))
                .subscribe(c -> viewModel.highlight(area.getText(), this::applyStyles));
        viewModel.textProperty().addListener((obs, old, now) -> {
            if (!pushing) {
                if (active) {
                    show(now);
                } else {
                    behind = true; // filling the area costs ~0.4 s for 1.5 MiB: only when the tab is shown
                }
            }
        });
        viewModel.modeProperty().addListener((obs, old, now) -> viewModel.highlight(area.getText(),
                this::applyStyles));
        area.estimatedScrollYProperty().addListener((obs, old, now) -> {
            if (area.getLength() > RESTYLE_ALL_UP_TO) {
                restyleVisible();
            }
        });
        VirtualizedScrollPane<CodeArea> scroll = new VirtualizedScrollPane<>(area);
        VBox.setVgrow(scroll, Priority.ALWAYS);

        FindBar find = new FindBar(area);
        getChildren().addAll(header(), new EditorBanners(viewModel), status(), find, scroll,
                new EditorLeaseRow(viewModel));
        // Made when its tab is first selected (WorkspaceView): a value may have been opened for editing before.
        show(viewModel.textProperty().get());
        setOnKeyPressed(e -> {
            if (new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN).match(e)) {
                run(() -> viewModel.save());
            } else if (new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN)
                    .match(e)) {
                run(viewModel::format);
            } else if (new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN).match(e)) {
                find.open();
            } else if (new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN).match(e)) {
                askKey(TEXT.get("newKeyTitle"), TEXT.get("newKeyPrompt"), "").ifPresent(viewModel::newKey);
            } else if (new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN).match(e)) {
                viewModel.reload();
            } else if (new KeyCodeCombination(KeyCode.D, KeyCombination.SHORTCUT_DOWN).match(e) && canWrite()) {
                askKey(TEXT.get("duplicate"), TEXT.get("duplicatePrompt"), viewModel.keyTextProperty().get())
                        .ifPresent(k -> run(() -> viewModel.duplicate(k)));
            } else if (new KeyCodeCombination(KeyCode.F2).match(e) && canWrite()) {
                askKey(TEXT.get("rename"), TEXT.get("renamePrompt"), viewModel.keyTextProperty().get())
                        .ifPresent(k -> run(() -> viewModel.rename(k)));
            } else if (new KeyCodeCombination(KeyCode.DELETE, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN)
                    .match(e) && canWrite()) { // Ctrl+Delete alone is the text's "delete next word"
                run(() -> viewModel.delete());
            } else {
                return;
            }
            e.consume();
        });
    }

    /** Duplicate, rename and delete need a saved key on a writable connection, as their buttons do. */
    private boolean canWrite() {
        return viewModel.editableProperty().get() && !viewModel.isNewProperty().get()
                && !viewModel.keyTextProperty().get().isEmpty();
    }

    private javafx.scene.layout.FlowPane header() {
        Label key = new Label();
        key.setId("editorKey");
        key.getStyleClass().add("title-4");
        key.textProperty().bind(Bindings.createStringBinding(() -> viewModel.keyTextProperty().get().isEmpty()
                ? TEXT.get("noKeyOpen") : viewModel.keyTextProperty().get()
                + (viewModel.dirtyBinding().get() ? "  •" : ""), viewModel.keyTextProperty(), viewModel.dirtyBinding()));

        HBox modes = new HBox();
        modes.getStyleClass().add("segmented");
        ToggleGroup group = new ToggleGroup();
        for (EditMode mode : EditMode.values()) {
            ToggleButton button = new ToggleButton(mode.label());
            button.setId("editMode" + mode.label());
            button.setUserData(mode);
            button.setToggleGroup(group);
            button.getStyleClass().add(Styles.SMALL);
            button.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the key's title gives way instead
            modes.getChildren().add(button);
        }
        select(group, viewModel.modeProperty().get());
        viewModel.modeProperty().addListener((obs, old, mode) -> select(group, mode));
        group.selectedToggleProperty().addListener((obs, old, toggle) -> {
            if (toggle == null) {
                select(group, viewModel.modeProperty().get());
            } else if (toggle.getUserData() != viewModel.modeProperty().get()) {
                flush();
                viewModel.modeProperty().set((EditMode) toggle.getUserData());
            }
        });
        // The modes go under the key when both do not fit on one line: the key is read whole, up to the pane's width.
        javafx.scene.layout.FlowPane bar = new javafx.scene.layout.FlowPane(8, 4, key, modes);
        key.maxWidthProperty().bind(bar.widthProperty());
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private HBox status() {
        Button save = button(TEXT.get("save"), Feather.SAVE, "editorSave", TEXT.get("saveTip"), () -> viewModel.save());
        save.disableProperty().bind(viewModel.canSaveBinding().not());
        save.getStyleClass().add(Styles.ACCENT);
        Button revert = button(TEXT.get("revert"), Feather.ROTATE_CCW, "editorRevert", TEXT.get("revertTip"),
                viewModel::revert);
        revert.disableProperty().bind(viewModel.dirtyBinding().not());
        Button reload = button(TEXT.get("reload"), Feather.REFRESH_CW, "editorReload", TEXT.get("reloadTip"),
                viewModel::reload);
        Button format = button(TEXT.get("format"), Feather.ALIGN_LEFT, "editorFormat", TEXT.get("formatTip"),
                viewModel::format);
        Button create = button(TEXT.get("new"), Feather.FILE_PLUS, "editorNew", TEXT.get("newTip"), () ->
                askKey(TEXT.get("newKeyTitle"), TEXT.get("newKeyPrompt"), "").ifPresent(viewModel::newKey));
        Button duplicate = button(TEXT.get("duplicate"), Feather.COPY, "editorDuplicate", TEXT.get("duplicateTip"),
                () -> askKey(TEXT.get("duplicate"), TEXT.get("duplicatePrompt"), viewModel.keyTextProperty().get())
                        .ifPresent(viewModel::duplicate));
        Button rename = button(TEXT.get("rename"), Feather.EDIT_3, "editorRename", TEXT.get("renameTip"),
                () -> askKey(TEXT.get("rename"), TEXT.get("renamePrompt"),
                viewModel.keyTextProperty().get()).ifPresent(k -> viewModel.rename(k)));
        Button delete = button(TEXT.get("delete"), Feather.TRASH_2, "editorDelete", TEXT.get("deleteTip"),
                () -> viewModel.delete());
        delete.getStyleClass().add(Styles.DANGER);
        for (Button write : new Button[]{duplicate, rename, delete}) {
            write.disableProperty().bind(viewModel.editableProperty().not().or(viewModel.isNewProperty())
                    .or(viewModel.keyTextProperty().isEmpty()));
        }
        format.disableProperty().bind(viewModel.editableProperty().not().or(viewModel.formattingProperty()));
        // Short of room the last buttons show their icon alone (their tooltip names them), never "Sa…".
        HBox bar = new io.etcdexplorer.fx.CompactBar(6, save, revert, reload, format, create, duplicate, rename,
                delete);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private Button button(String text, Feather icon, String id, String tip, Runnable action) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.getStyleClass().add(Styles.SMALL);
        button.setTooltip(new Tooltip(tip));
        button.setOnAction(e -> run(action));
        return button;
    }

    /** Commands act on what is on screen, so the text typed in the last 150 ms goes to the view model first. */
    private void run(Runnable action) {
        flush();
        action.run();
    }

    private void flush() {
        if (behind) {
            return; // the area holds older text than the view model: nothing typed here to hand over
        }
        if (!area.getText().equals(viewModel.textProperty().get())) {
            pushing = true;
            viewModel.textProperty().set(area.getText());
            pushing = false;
        }
    }

    /** The tab holding the editor is shown (true) or hidden; hidden, the area is not kept up to date. */
    public void setActive(boolean shown) {
        active = shown;
        if (shown && behind) {
            show(viewModel.textProperty().get());
        }
    }

    private void show(String text) {
        behind = false;
        if (!text.equals(area.getText())) {
            area.replaceText(text);
            area.moveTo(0);
            area.requestFollowCaret();
            viewModel.highlight(text, this::applyStyles);
        }
    }

    private void applyStyles(org.fxmisc.richtext.model.StyleSpans<java.util.Collection<String>> spans) {
        if (spans.length() != area.getLength()) {
            return; // computed for text that has changed since; a newer computation is on its way
        }
        latestSpans = spans;
        if (spans.length() <= RESTYLE_ALL_UP_TO) {
            area.setStyleSpans(0, spans);
        } else {
            restyleVisible();
        }
    }

    /**
     * Styling a whole 1.5 MiB document takes the UI thread 150-400 ms, so big texts get styles only around what is
     * on screen, again as the user scrolls.
     */
    private void restyleVisible() {
        org.fxmisc.richtext.model.StyleSpans<java.util.Collection<String>> spans = latestSpans;
        if (spans == null || spans.length() != area.getLength() || area.getParagraphs().isEmpty()) {
            return;
        }
        int first;
        int last;
        try {
            first = Math.max(0, area.firstVisibleParToAllParIndex() - MARGIN_PARAGRAPHS);
            last = Math.min(area.getParagraphs().size() - 1, area.lastVisibleParToAllParIndex() + MARGIN_PARAGRAPHS);
        } catch (IllegalArgumentException | IllegalStateException notLaidOutYet) {
            first = 0;
            last = Math.min(area.getParagraphs().size() - 1, 2 * MARGIN_PARAGRAPHS);
        }
        int from = area.getAbsolutePosition(first, 0);
        int to = area.getAbsolutePosition(last, area.getParagraphLength(last));
        if (to > from) {
            area.setStyleSpans(from, spans.subView(from, to));
        }
    }

    private Optional<String> askKey(String title, String prompt, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial);
        dialog.setTitle(title);
        dialog.setHeaderText(prompt);
        dialog.initOwner(getScene() == null ? null : getScene().getWindow());
        return dialog.showAndWait().map(String::strip).filter(s -> !s.isEmpty());
    }

    private static void select(ToggleGroup group, EditMode mode) {
        group.getToggles().stream().filter(t -> t.getUserData() == mode).findFirst().ifPresent(group::selectToggle);
    }
}
