package io.etcdexplorer.diff;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import io.etcdexplorer.diff.SideBySide.Kind;
import io.etcdexplorer.diff.SideBySide.Row;
import io.etcdexplorer.diff.SideBySide.Span;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Two read-only code panes side by side that scroll together, showing a {@link SideBySide}: removed lines red on the
 * left, added lines green on the right, changed lines amber on both sides with the changed words stronger, and
 * grey filler rows where one side has no line. Alt+Down / Alt+Up (or the arrows) jump between changes.
 */
public final class DiffPane extends VBox {

    private static final Messages TEXT = Messages.of(DiffPane.class);

    private final CodeArea left = area("diffLeft");
    private final CodeArea right = area("diffRight");
    private final Label leftTitle = title("diffLeftTitle");
    private final Label rightTitle = title("diffRightTitle");
    private final Label summary = new Label();
    /** The diff's own summary, without the "change N of M" a jump adds. */
    private String plainSummary = "";
    private final Button previous = navButton(Feather.ARROW_UP, TEXT.get("previous"), "diffPrevious");
    private final Button next = navButton(Feather.ARROW_DOWN, TEXT.get("next"), "diffNext");
    private List<Row> rows = List.of();
    private List<Integer> changes = List.of();
    private int at = -1;
    private boolean syncing;

    public DiffPane() {
        getStyleClass().add("diff-pane");
        getStylesheets().add(DiffPane.class.getResource("diff.css").toExternalForm());
        setSpacing(4);
        summary.setId("diffSummary");
        io.etcdexplorer.fx.Texts.wrapping(summary);
        summary.getStyleClass().add(Styles.TEXT_MUTED);
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        HBox header = new HBox(6, summary, spring, previous, next);
        header.setAlignment(Pos.CENTER_LEFT);
        previous.setOnAction(e -> jump(-1));
        next.setOnAction(e -> jump(1));
        left.setParagraphGraphicFactory(i -> lineNumber(i, Row::leftLine));
        right.setParagraphGraphicFactory(i -> lineNumber(i, Row::rightLine));
        follow(left, right);
        follow(right, left);
        SplitPane panes = new SplitPane(side(leftTitle, left), side(rightTitle, right));
        VBox.setVgrow(panes, Priority.ALWAYS);
        getChildren().addAll(header, panes);
        setOnKeyPressed(e -> {
            if (new KeyCodeCombination(KeyCode.DOWN, KeyCombination.ALT_DOWN).match(e)) {
                jump(1);
                e.consume();
            } else if (new KeyCodeCombination(KeyCode.UP, KeyCombination.ALT_DOWN).match(e)) {
                jump(-1);
                e.consume();
            }
        });
        showMessage("");
    }

    /** Shows the two sides; the titles say what each is (e.g. "revision 12 · version 3"). */
    public void show(String leftLabel, String rightLabel, SideBySide diff) {
        leftTitle.setText(leftLabel);
        rightTitle.setText(rightLabel);
        rows = diff.rows();
        changes = diff.changeStarts();
        at = -1;
        fill(left, Row::left, row -> row.kind() == Kind.ADDED, Kind.REMOVED, true);
        fill(right, Row::right, row -> row.kind() == Kind.REMOVED, Kind.ADDED, false);
        plainSummary = diff.summary();
        summary.setText(plainSummary); // last: the summary tells that both sides are filled
        previous.setDisable(changes.isEmpty());
        next.setDisable(changes.isEmpty());
        if (!changes.isEmpty()) {
            jump(1);
        }
    }

    /** Empties both sides and shows {@code message} instead of a summary. */
    public void showMessage(String message) {
        rows = List.of();
        changes = List.of();
        leftTitle.setText("");
        rightTitle.setText("");
        left.clear();
        right.clear();
        plainSummary = message;
        summary.setText(message);
        previous.setDisable(true);
        next.setDisable(true);
    }

    public String summaryText() {
        return summary.getText();
    }

    /** The texts shown, for tests: left and right, filler rows as empty lines. */
    public String leftText() {
        return left.getText();
    }

    public String rightText() {
        return right.getText();
    }

    private void fill(CodeArea area, java.util.function.Function<Row, String> text, java.util.function.Predicate<Row> filler, Kind own,
                      boolean leftSide) {
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            if (i > 0) {
                all.append('\n');
            }
            all.append(text.apply(rows.get(i)));
        }
        area.replaceText(all.toString());
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            if (row.kind() == Kind.SAME) {
                continue; // the common case needs no style: big unchanged texts stay cheap
            }
            String style = filler.test(row) ? "diff-filler" : row.kind() == own ? (leftSide ? "diff-removed"
                    : "diff-added") : "diff-changed";
            area.setParagraphStyle(i, List.of(style));
            if (row.kind() == Kind.CHANGED) {
                for (Span span : leftSide ? row.leftWords() : row.rightWords()) {
                    area.setStyle(i, span.from(), span.to(), List.of(leftSide ? "diff-word-removed"
                            : "diff-word-added"));
                }
            }
        }
        area.moveTo(0);
        area.requestFollowCaret();
    }

    private void jump(int direction) {
        if (changes.isEmpty()) {
            return;
        }
        at = Math.floorMod(at + direction, changes.size());
        int row = changes.get(at);
        int top = Math.max(0, row - 3); // a little context above the change
        left.showParagraphAtTop(top);
        right.showParagraphAtTop(top);
        summary.setText(summaryLine());
    }

    private String summaryLine() {
        return TEXT.format("changeOf", plainSummary, at + 1, changes.size());
    }

    private javafx.scene.Node lineNumber(int paragraph, ToIntFunction<Row> number) {
        int n = paragraph < rows.size() ? number.applyAsInt(rows.get(paragraph)) : 0;
        int digits = Integer.toString(Math.max(rows.size(), 1)).length();
        // Padded to the widest number in a monospace font, as RichTextFX's LineNumberFactory does: every line's
        // label is then exactly as wide as its text needs at any font size. A fixed width in pixels was too narrow
        // for two digits, and JavaFX then left lines 10 and up without a number.
        Label label = new Label(String.format("%" + digits + "s", n == 0 ? "" : Integer.toString(n)));
        label.getStyleClass().add("lineno");
        label.setMinWidth(Region.USE_PREF_SIZE);
        label.setAlignment(Pos.CENTER_RIGHT);
        return label;
    }

    /** Scrolling one side scrolls the other: both have one paragraph per row, so the offsets match. */
    private void follow(CodeArea source, CodeArea target) {
        source.estimatedScrollYProperty().addListener((obs, old, now) -> {
            if (!syncing && now != null) {
                syncing = true;
                try {
                    target.estimatedScrollYProperty().setValue(now);
                } finally {
                    syncing = false;
                }
            }
        });
    }

    private static VBox side(Label title, CodeArea area) {
        VirtualizedScrollPane<CodeArea> scroll = new VirtualizedScrollPane<>(area);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        return new VBox(2, title, scroll);
    }

    private static CodeArea area(String id) {
        CodeArea area = new CodeArea();
        area.setId(id);
        area.setEditable(false);
        return area;
    }

    private static Label title(String id) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add(Styles.TEXT_SMALL);
        return label;
    }

    private static Button navButton(Feather icon, String tip, String id) {
        Button button = new Button(null, new FontIcon(icon));
        button.setId(id);
        button.getStyleClass().addAll(Styles.SMALL, Styles.FLAT);
        button.setTooltip(new Tooltip(tip));
        return button;
    }
}
