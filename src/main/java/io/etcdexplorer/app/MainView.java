package io.etcdexplorer.app;

import io.etcdexplorer.profiles.ConnectionActions;
import io.etcdexplorer.profiles.ConnectionsView;
import io.etcdexplorer.profiles.Leaving;
import io.etcdexplorer.settings.LanguageViewModel;
import io.etcdexplorer.settings.ThemeViewModel;
import io.etcdexplorer.snapshots.SnapshotBarView;
import io.etcdexplorer.status.ProblemBanner;
import io.etcdexplorer.status.StatusBarView;
import io.etcdexplorer.workspace.Workspace;
import io.etcdexplorer.workspace.WorkspaceTabs;
import io.etcdexplorer.workspace.WorkspaceView;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The main window's layout: connections left; on the right the workspace tabs and the front workspace (or the
 * welcome screen); the front workspace's status at the bottom. Each open workspace keeps its own view.
 */
public final class MainView extends BorderPane {

    private static final io.etcdexplorer.i18n.Messages TEXT = io.etcdexplorer.i18n.Messages.of(MainView.class);

    /** One workspace's parts on screen, kept while it is open. */
    private record Shown(WorkspaceView view, StatusBarView bar, ProblemBanner banner) {
    }

    private final MainViewModel viewModel;
    private final ConnectionActions actions;
    private final Map<Workspace, Shown> shown = new HashMap<>();
    private final Shown welcomeParts;
    private final StackPane host = new StackPane();
    private final VBox right;
    /** The workspace splits' positions: the last one moved, or the saved ones, for the next workspace. */
    private final Map<String, Double> dividers = new HashMap<>();

    public MainView(MainViewModel viewModel, ThemeViewModel theme, LanguageViewModel language, HelpViewModel help,
                    Runnable restart) {
        this.viewModel = viewModel;
        setId("mainView");
        actions = new ConnectionActions(() -> getScene().getWindow(), viewModel.connections(),
                viewModel.session(), viewModel::editorFor, viewModel::saveEdited, viewModel::nodeImport,
                viewModel.snapshots()::open);
        ConnectionsView connections = new ConnectionsView(viewModel.connections(), viewModel.session(), actions);
        // Its header (title, three buttons, the theme, language and help menus) sets its minimum width.
        connections.addToHeader(new ThemeMenu(theme));
        connections.addToHeader(new LanguageMenu(language, () -> getScene().getWindow(), restart));
        connections.addToHeader(new HelpMenu(help, () -> getScene().getWindow()));

        WelcomeView welcome = new WelcomeView(viewModel.connections(), viewModel.session(), actions);
        StackPane.setAlignment(welcome, Pos.CENTER);
        welcomeParts = new Shown(null, new StatusBarView(viewModel.status()), new ProblemBanner(viewModel.status()));
        StackPane center = new StackPane(host, welcome);
        welcome.visibleProperty().bind(viewModel.connectedBinding().not());
        host.visibleProperty().bind(viewModel.connectedBinding());
        VBox.setVgrow(center, Priority.ALWAYS);
        // The snapshot bar goes last: bringForward swaps the banner at index 2.
        right = new VBox(new WorkspaceTabs(viewModel.workspaces()), colorTag(), welcomeParts.banner(), center,
                new SnapshotBarView(viewModel.snapshots(), () -> getScene().getWindow()));
        SnapshotBarView.acceptDroppedFiles(this, viewModel.snapshots());

        SplitPane main = new SplitPane(connections, right);
        main.setId("mainSplit");
        main.setDividerPositions(0.206);
        SplitPane.setResizableWithParent(connections, false);
        setCenter(main);
        setBottom(welcomeParts.bar());
        viewModel.workspaces().open().addListener((ListChangeListener<Workspace>) change -> {
            while (change.next()) {
                change.getRemoved().forEach(shown::remove); // its view goes with it: nothing of it stays referenced
            }
        });
        viewModel.workspaces().activeProperty().addListener((obs, old, now) -> bringForward(now));
    }

    private void bringForward(Workspace workspace) {
        Shown parts = workspace == null ? welcomeParts : shown.computeIfAbsent(workspace, this::build);
        // Only the front workspace is in the scene: lookups, focus and shortcuts reach it alone.
        host.getChildren().setAll(parts.view() == null ? new Node[0] : new Node[]{parts.view()});
        right.getChildren().set(2, parts.banner());
        setBottom(parts.bar());
        Region tag = (Region) right.getChildren().get(1);
        String color = workspace == null ? null : workspace.color();
        tag.setStyle(color == null ? "" : "-fx-background-color: " + color + ";");
        tag.setVisible(color != null);
        tag.setManaged(color != null);
    }

    private Shown build(Workspace workspace) {
        WorkspaceView view = new WorkspaceView(workspace, () -> getScene().getWindow(),
                () -> viewModel.workspaces().close(workspace, Leaving.DISCONNECT));
        for (SplitPane split : view.splits()) {
            Double position = dividers.get(split.getId());
            if (position != null) {
                split.setDividerPositions(position);
            }
            split.getDividers().get(0).positionProperty().addListener((obs, old, now) ->
                    dividers.put(split.getId(), now.doubleValue()));
        }
        return new Shown(view, new StatusBarView(workspace.status()), new ProblemBanner(workspace.status()));
    }

    /** The connection commands, for the window's keyboard shortcuts. */
    ConnectionActions connectionActions() {
        return actions;
    }

    /** The front workspace's Value, Editor, ... Log tabs (Ctrl+1 to Ctrl+9), if one is open. */
    Optional<TabPane> detailTabs() {
        return viewModel.workspaces().active().map(w -> shown.get(w)).map(s -> s.view().detailTabs());
    }

    /** The workspace splits' positions to give the next workspace (saved ones, at start). */
    Map<String, Double> workspaceDividers() {
        return dividers;
    }

    /** A strip in the front profile's colour, so production never looks like staging. */
    private static Region colorTag() {
        Region strip = new Region();
        strip.setId("connectionColorTag");
        strip.setPrefHeight(5);
        strip.setMinHeight(5);
        strip.setVisible(false);
        strip.setManaged(false);
        return strip;
    }
}
