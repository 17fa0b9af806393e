package io.etcdexplorer.txn;

import atlantafx.base.theme.Styles;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

import static io.etcdexplorer.txn.TxnRowViews.button;
import static io.etcdexplorer.txn.TxnViewModel.TEXT;

/**
 * The transaction builder: compares, then- and else-requests as editable rows; below, the equivalent
 * {@code etcdctl txn} command (read-only, copyable) and the result of the last run. Binds and forwards only.
 */
public final class TxnView extends VBox {

    private final TxnViewModel viewModel;
    private final ScrollPane scroll = new ScrollPane();

    public TxnView(TxnViewModel viewModel) {
        this.viewModel = viewModel;
        setId("txnPane");
        setSpacing(6);
        // Ctrl+Enter runs the transaction from any row, like the Run button.
        addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (new javafx.scene.input.KeyCodeCombination(javafx.scene.input.KeyCode.ENTER,
                    javafx.scene.input.KeyCombination.SHORTCUT_DOWN).match(e) && viewModel.canRunProperty().get()) {
                viewModel.run();
                e.consume();
            }
        });
        setPadding(new Insets(8));

        VBox rows = new VBox(10,
                header(TEXT.get("compares"), TEXT.get("comparesTip"), button(TEXT.get("addCompare"), Feather.PLUS,
                        "txnAddCompare", TEXT.get("addCompareTip"), viewModel::addCompare), selectedKeyButton()),
                TxnRowViews.section("txnCompares", viewModel.compares(),
                        (row, n) -> TxnRowViews.compare(viewModel, row, n),
                        TEXT.get("noCompares"), this::reveal),
                header(TEXT.get("then"), TEXT.get("orderTip"),
                        button(TEXT.get("addRequest"), Feather.PLUS, "txnAddThen", TEXT.get("addThenTip"),
                                viewModel::addThen)),
                TxnRowViews.section("txnThen", viewModel.thenOps(),
                        (row, n) -> TxnRowViews.op(viewModel, row, n, "Then"), TEXT.get("noRequests"),
                        this::reveal),
                header(TEXT.get("else"), TEXT.get("orderTip"),
                        button(TEXT.get("addRequest"), Feather.PLUS, "txnAddElse", TEXT.get("addElseTip"),
                                viewModel::addElse)),
                TxnRowViews.section("txnElse", viewModel.elseOps(),
                        (row, n) -> TxnRowViews.op(viewModel, row, n, "Else"), TEXT.get("noRequests"),
                        this::reveal));
        rows.setPadding(new Insets(0, 4, 0, 0));
        scroll.setContent(rows);
        scroll.setId("txnRows");
        scroll.setFitToWidth(true);

        SplitPane split = new SplitPane(scroll, previewPane(), resultPane());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.45, 0.72);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().addAll(problemLine(), split);
    }

    /** A row just added: scroll it into view and put the cursor in its key, which is what is typed next. */
    private void reveal(Node line) {
        Platform.runLater(() -> {
            scroll.applyCss();
            scroll.layout(); // the new line has no position until laid out
            Bounds shown = scroll.getViewportBounds();
            Bounds at = scroll.getContent().sceneToLocal(line.localToScene(line.getBoundsInLocal()));
            double hidden = scroll.getContent().getLayoutBounds().getHeight() - shown.getHeight();
            double offset = -shown.getMinY();
            if (hidden > 0 && at != null) {
                double wanted = at.getMaxY() > offset + shown.getHeight() ? at.getMaxY() - shown.getHeight()
                        : Math.min(offset, at.getMinY());
                scroll.setVvalue(Math.min(1, Math.max(0, wanted / hidden)));
            }
            if (line instanceof Parent parent) {
                parent.getChildrenUnmodifiable().stream().filter(n -> n instanceof TextField).findFirst()
                        .ifPresent(Node::requestFocus);
            }
        });
    }

    private Button selectedKeyButton() {
        Button compare = button(TEXT.get("compareSelected"), Feather.TARGET, "txnCompareSelected",
                TEXT.get("compareSelectedTip"), viewModel::compareWithSelectedKey);
        compare.disableProperty().bind(viewModel.canCompareSelectedBinding().not());
        return compare;
    }

    /** Why the transaction cannot run yet: above the three parts, so it takes none of the preview's height. */
    private Label problemLine() {
        Label problem = new Label();
        problem.setId("txnProblem");
        io.etcdexplorer.fx.Texts.wrapping(problem);
        problem.getStyleClass().add(Styles.WARNING);
        problem.textProperty().bind(viewModel.problemProperty());
        problem.visibleProperty().bind(viewModel.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        return problem;
    }

    private VBox previewPane() {
        TextArea preview = new TextArea();
        preview.setId("txnPreview");
        preview.setEditable(false);
        preview.getStyleClass().add("value-text");
        preview.textProperty().bind(viewModel.previewProperty());
        VBox.setVgrow(preview, Priority.ALWAYS);
        preview.setMinHeight(0); // its part of the split may be dragged small: a lower box, never one cut off
        Button copy = button(TEXT.get("copy"), Feather.COPY, "txnCopy", TEXT.get("copyTip"), () -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(viewModel.previewProperty().get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Button run = button(TEXT.get("run"), Feather.PLAY, "txnRun", TEXT.get("runTip"), viewModel::run);
        run.getStyleClass().add(Styles.ACCENT);
        run.disableProperty().bind(viewModel.canRunProperty().not());
        Button clear = button(TEXT.get("clear"), Feather.TRASH_2, "txnClear", TEXT.get("clearTip"),
                viewModel::clear);
        HBox bar = new io.etcdexplorer.fx.CompactBar(6, io.etcdexplorer.fx.Texts.whole(new Label("etcdctl")),
                spring(), copy, clear, run);
        bar.setAlignment(Pos.CENTER_LEFT);
        return new VBox(4, bar, preview);
    }

    private VBox resultPane() {
        Label outcome = new Label();
        outcome.setId("txnOutcome");
        outcome.setWrapText(true);
        outcome.getStyleClass().add(Styles.TEXT_BOLD);
        outcome.textProperty().bind(viewModel.outcomeProperty());
        TextArea result = new TextArea();
        result.setId("txnResult");
        result.setWrapText(true);
        result.setEditable(false);
        result.setPromptText(TEXT.get("resultPrompt"));
        result.getStyleClass().add("value-text");
        result.textProperty().bind(viewModel.resultProperty());
        VBox.setVgrow(result, Priority.ALWAYS);
        result.setMinHeight(0);
        return new VBox(4, outcome, result);
    }

    private static HBox header(String title, String tip, Node... actions) {
        Label label = new Label(title);
        label.getStyleClass().add(Styles.TEXT_BOLD);
        label.setTooltip(new javafx.scene.control.Tooltip(tip));
        Node[] children = new Node[actions.length + 2];
        children[0] = io.etcdexplorer.fx.Texts.whole(label);
        children[1] = spring();
        System.arraycopy(actions, 0, children, 2, actions.length);
        HBox bar = new io.etcdexplorer.fx.CompactBar(6, children);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private static Region spring() {
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        return spring;
    }
}
