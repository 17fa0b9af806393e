package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.fx.Texts;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The Space tab: what fills the database. A treemap of the box shown with a breadcrumb above it, beside it the
 * table of its parts and the largest keys, the members' files below; Sizes / Churn, prefix and grouping at the top.
 * Before the first analysis it says what it does and offers to analyse the prefix selected in the tree.
 */
public final class SpaceView extends VBox {

    private static final Messages TEXT = Messages.of(SpaceView.class);

    /** {@code export} asks where to write the CSV and hands the file to the view model (the workspace's dialogs). */
    public SpaceView(SpaceViewModel viewModel, Consumer<SpaceViewModel> export) {
        setId("spaceView");
        setSpacing(6);
        setPadding(new Insets(6, 0, 0, 0));
        getStylesheets().add(Objects.requireNonNull(SpaceView.class.getResource("space.css")).toExternalForm());

        Label problem = Texts.wrapping(new Label());
        problem.setId("spaceProblem");
        problem.getStyleClass().add("space-problem");
        problem.textProperty().bind(viewModel.problemProperty());
        showOnlyWithText(problem);
        Label notice = Texts.wrapping(new Label());
        notice.setId("spaceNotice");
        notice.getStyleClass().add("text-muted");
        notice.textProperty().bind(viewModel.noticeProperty());
        showOnlyWithText(notice);

        StackPane body = new StackPane(content(viewModel), idle(viewModel));
        VBox.setVgrow(body, Priority.ALWAYS);
        getChildren().addAll(SpaceControls.bar(viewModel, () -> export.accept(viewModel)),
                SpaceControls.revisions(viewModel), SpaceControls.progress(viewModel), problem, notice, SpaceControls.summary(viewModel),
                body);
    }

    private static Node content(SpaceViewModel viewModel) {
        Treemap treemap = new Treemap();
        treemap.setId("spaceTreemap");
        treemap.setOnOpen(viewModel::drill);
        viewModel.shownProperty().addListener((obs, old, node) -> treemap.show(node, kind(viewModel)));
        // A new report with the same boxes (read again) is not a change of the box shown, but its figures are new.
        viewModel.reportProperty().addListener((obs, old, report) ->
                treemap.show(viewModel.shownProperty().get(), kind(viewModel)));

        HBox breadcrumb = new HBox(4);
        breadcrumb.setId("spaceBreadcrumb");
        breadcrumb.getStyleClass().add("space-breadcrumb");
        breadcrumb.setAlignment(Pos.CENTER_LEFT);
        viewModel.trail().addListener((ListChangeListener<SpaceNode>) change ->
                breadcrumb.getChildren().setAll(crumbs(viewModel)));
        // Made when its tab is first selected: an analysis may have run (or be running) already.
        breadcrumb.getChildren().setAll(crumbs(viewModel));
        if (viewModel.shownProperty().get() != null) {
            treemap.show(viewModel.shownProperty().get(), kind(viewModel));
        }
        VBox map = new VBox(4, breadcrumb, treemap);
        VBox.setVgrow(treemap, Priority.ALWAYS);

        SplitPane tables = new SplitPane(SpaceTables.parts(viewModel), SpaceTables.largest(viewModel));
        tables.setOrientation(Orientation.VERTICAL);
        tables.setDividerPositions(0.55);
        SplitPane split = new SplitPane(map, tables);
        split.setId("spaceSplit");
        split.setDividerPositions(0.5);
        VBox.setVgrow(split, Priority.ALWAYS);
        // The map and tables give way to the members' figures below, which take more lines in a longer language.
        split.setMinHeight(100);
        split.setMinWidth(0);
        VBox content = new VBox(6, split, new MembersBar(viewModel));
        content.setMinWidth(0); // as wide as the tab, never wider: the tables scroll, the members' figures wrap
        content.visibleProperty().bind(viewModel.idleBinding().not());
        return content;
    }

    /** The first thing the tab shows: what it does, and a button to do it for the prefix selected in the tree. */
    private static Node idle(SpaceViewModel viewModel) {
        Label title = new Label(TEXT.get("idle.title"));
        title.getStyleClass().add("space-idle-title");
        Label text = Texts.wrapping(new Label(TEXT.get("idle.text")));
        text.setMaxWidth(640);
        Button selected = new Button(TEXT.get("idle.selected"), new FontIcon(Feather.PIE_CHART));
        selected.setId("spaceAnalyseSelected");
        selected.getStyleClass().add("accent");
        selected.setOnAction(e -> viewModel.analyseSelected());
        Button all = new Button(TEXT.get("idle.all"));
        all.setId("spaceAnalyseAll");
        all.setOnAction(e -> viewModel.analyse("", viewModel.query().groupingProperty().get()));
        HBox buttons = new HBox(8, Texts.whole(selected), Texts.whole(all));
        VBox idle = new VBox(title, text, buttons);
        idle.setId("spaceIdle");
        idle.getStyleClass().add("space-idle");
        idle.visibleProperty().bind(viewModel.idleBinding());
        StackPane.setAlignment(idle, Pos.TOP_LEFT);
        return idle;
    }

    /** "all keys › registry/ › pods/": each but the last goes back up to it. */
    private static List<Node> crumbs(SpaceViewModel viewModel) {
        List<Node> crumbs = new ArrayList<>();
        List<SpaceNode> trail = List.copyOf(viewModel.trail());
        for (int i = 0; i < trail.size(); i++) {
            SpaceNode box = trail.get(i);
            if (i > 0) {
                crumbs.add(Texts.whole(new Label("›")));
            }
            if (i == trail.size() - 1) {
                Label here = Texts.whole(new Label(box.name()));
                here.getStyleClass().add("text-bold");
                here.setId("spaceCrumbHere");
                crumbs.add(here);
            } else {
                Hyperlink up = Texts.whole(new Hyperlink(box.name()));
                up.setId("spaceCrumb" + i);
                up.setOnAction(e -> viewModel.upTo(box));
                crumbs.add(up);
            }
        }
        return crumbs;
    }

    private static SpaceReport.Kind kind(SpaceViewModel viewModel) {
        SpaceReport report = viewModel.reportProperty().get();
        return report == null ? SpaceReport.Kind.SIZE : report.kind();
    }

    private static void showOnlyWithText(Label label) {
        label.visibleProperty().bind(label.textProperty().isNotEmpty());
        label.managedProperty().bind(label.visibleProperty());
    }
}
