package io.etcdexplorer.workspace;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.cluster.ClusterView;
import io.etcdexplorer.editor.EditorView;
import io.etcdexplorer.oplog.OperationLogView;
import io.etcdexplorer.operations.OperationsView;
import io.etcdexplorer.txn.TxnView;
import io.etcdexplorer.events.WatchesView;
import io.etcdexplorer.keys.KeyTableView;
import io.etcdexplorer.keys.KeyTreeView;
import io.etcdexplorer.viewer.ValueView;
import io.etcdexplorer.resources.ResourcesView;
import io.etcdexplorer.search.SearchView;
import io.etcdexplorer.space.SpaceView;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import io.etcdexplorer.fx.LazyTab;
import javafx.stage.FileChooser;
import io.etcdexplorer.timeline.CompareView;
import io.etcdexplorer.timeline.HistoryView;
import io.etcdexplorer.timeline.TimelineView;
import io.etcdexplorer.transfer.TransferActions;
import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.function.Supplier;

/**
 * One workspace on screen: toolbar, timeline, tree, key table and the detail tabs. Each open workspace has its
 * own, kept while it is open, so its selection, splits and chosen tab are where the user left them.
 */
public final class WorkspaceView extends VBox {

    private static final Messages TEXT = Messages.of(WorkspaceView.class);

    private final TabPane details;
    private final SplitPane split;
    private final SplitPane detailSplit;

    public WorkspaceView(Workspace workspace, Supplier<Window> owner, Runnable close) {
        getStyleClass().add("workspace-view");
        TransferActions transfers = new TransferActions(owner, workspace.transfer());
        Tab eventsTab = new LazyTab<>(TEXT.get("tab.events"), "eventsTab", () -> new WatchesView(workspace.events()));
        Tab spaceTab = spaceTab(workspace, owner);
        KeyMenus menus = new KeyMenus(workspace, transfers, eventsTab, spaceTab, owner);
        KeyTreeView tree = new KeyTreeView(workspace.keys(), workspace.keyActions(), menus::items);
        KeyTableView table = new KeyTableView(workspace.keys(), workspace.keyActions(), menus::items);
        Tab keysTab = new Tab(TEXT.get("tab.keys"), table);
        keysTab.setId("keysTab");
        Tab searchTab = new Tab(TEXT.get("tab.search"));
        searchTab.setId("searchTab");
        TabPane lists = new TabPane(keysTab, searchTab);
        lists.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        addKubernetesTab(workspace, lists, () -> {
            workspace.space().analyseResources();
            KeyMenus.show(spaceTab);
        });
        SearchView search = new SearchView(workspace.search(), () -> lists.getSelectionModel().select(searchTab));
        searchTab.setContent(search.results());
        VBox treePane = new VBox(search.bar(), tree);
        VBox.setVgrow(tree, Priority.ALWAYS);
        details = detailTabs(workspace, eventsTab);
        details.getTabs().add(spaceTab); // last, so Ctrl+1 to Ctrl+9 keep their tabs
        detailSplit = new SplitPane(lists, details);
        detailSplit.setId("detailSplit");
        detailSplit.setOrientation(Orientation.VERTICAL);
        detailSplit.setDividerPositions(0.36); // the editor tabs below need the room more than the key table
        split = new SplitPane(treePane, detailSplit);
        split.setId("workspace");
        split.setDividerPositions(0.32);
        // A side dragged shut (the key table, to give the details all the height) stays shut when the window changes.
        io.etcdexplorer.fx.ShutPanes.keep(split);
        io.etcdexplorer.fx.ShutPanes.keep(detailSplit);
        getChildren().addAll(new WorkspaceToolbar(workspace, transfers, close),
                new TimelineView(workspace.timeline()), split);
        VBox.setVgrow(split, Priority.ALWAYS);
    }

    /** Value, Editor, History, ... Cluster, Log: Ctrl+1 to Ctrl+9 select them in this order. */
    public TabPane detailTabs() {
        return details;
    }

    /** The tree | right side and key table | detail tabs splits, which a new workspace copies from the last. */
    public SplitPane[] splits() {
        return new SplitPane[]{split, detailSplit};
    }

    /** What fills the database; its CSV export asks where through the window's file dialogs. */
    private static Tab spaceTab(Workspace workspace, Supplier<Window> owner) {
        return new LazyTab<>(TEXT.get("tab.space"), "spaceTab", () -> new SpaceView(workspace.space(), space ->
                FileDialogs.save(owner.get(), FolderPurpose.EXPORT, TEXT.get("exportSpace"),
                        space.exportFileName(), new FileChooser.ExtensionFilter("CSV", "*.csv"))
                        .ifPresent(space::exportTo)));
    }

    /** Only a keyspace with /registry keys (a Kubernetes cluster's) gets the tab. */
    private static void addKubernetesTab(Workspace workspace, TabPane lists, Runnable spaceByResource) {
        Tab resourcesTab = new LazyTab<>(TEXT.get("tab.kubernetes"), "resourcesTab",
                () -> new ResourcesView(workspace.resources(), spaceByResource));
        resourcesTab.setGraphic(new FontIcon(Feather.BOX));
        resourcesTab.selectedProperty().addListener((obs, was, now) ->
                workspace.resources().activeProperty().set(now));
        workspace.resources().availableProperty().addListener((obs, was, now) -> {
            if (now && !lists.getTabs().contains(resourcesTab)) {
                lists.getTabs().add(1, resourcesTab);
            } else if (!now) {
                lists.getTabs().remove(resourcesTab);
            }
        });
    }

    /** Each tab's content is made when the tab is first selected: at connect, only the Value tab's. */
    private static TabPane detailTabs(Workspace workspace, Tab eventsTab) {
        Tab valueTab = new LazyTab<>(TEXT.get("tab.value"), "valueTab", () -> new ValueView(workspace.value()));
        // Hidden, the editor does not keep its text area up to date; it catches up when its tab shows again.
        Tab editorTab = new LazyTab<>(TEXT.get("tab.editor"), "editorTab", () -> new EditorView(workspace.editor()))
                .onShown(EditorView::setActive);
        Tab operationsTab = new LazyTab<>(TEXT.get("tab.operations"), "operationsTab",
                () -> new OperationsView(workspace.operations()));
        Tab txnTab = new LazyTab<>(TEXT.get("tab.txn"), "txnTab", () -> new TxnView(workspace.txn()));
        Tab logTab = new LazyTab<>(TEXT.get("tab.log"), "logTab", () -> new OperationLogView(workspace.logViewer()));
        Tab compareTab = new LazyTab<>(TEXT.get("tab.compare"), "compareTab", () -> new CompareView(workspace.compare()));
        Tab historyTab = new LazyTab<>(TEXT.get("tab.history"), "historyTab", () -> new HistoryView(workspace.history()));
        // The history is read (one watch) only while its tab shows.
        historyTab.selectedProperty().addListener((obs, was, now) -> workspace.history().setActive(now));
        // Members, status and leases are polled only while the tab shows.
        Tab clusterTab = new LazyTab<>(TEXT.get("tab.cluster"), "clusterTab", () -> new ClusterView(workspace.cluster()))
                .onShown(ClusterView::setActive);
        TabPane tabs = new TabPane(valueTab, editorTab, historyTab, operationsTab, txnTab, eventsTab, compareTab,
                clusterTab, logTab);
        tabs.setId("detailTabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getStyleClass().add("detail-tabs"); // nine tabs: tighter headers keep Log out of the overflow menu
        return tabs;
    }
}
