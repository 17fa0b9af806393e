package io.etcdexplorer.app;

import io.etcdexplorer.cluster.ClusterView;
import io.etcdexplorer.keys.KeyTableView;
import io.etcdexplorer.keys.KeyTreeView;
import io.etcdexplorer.keys.ValueView;
import io.etcdexplorer.profiles.ConnectionActions;
import io.etcdexplorer.profiles.ConnectionsView;
import io.etcdexplorer.keys.KeyLabels;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.search.SearchView;
import io.etcdexplorer.settings.ThemeViewModel;
import io.etcdexplorer.transfer.TransferActions;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import io.etcdexplorer.status.ProblemBanner;
import io.etcdexplorer.status.StatusBarView;
import javafx.beans.binding.Bindings;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import io.etcdexplorer.resources.ResourcesView;
import io.etcdexplorer.editor.EditorView;
import io.etcdexplorer.editor.OperationLogView;
import io.etcdexplorer.editor.OperationsView;
import io.etcdexplorer.editor.TxnView;
import io.etcdexplorer.events.WatchesView;
import io.etcdexplorer.timeline.CompareView;
import io.etcdexplorer.timeline.HistoryView;
import io.etcdexplorer.timeline.TimelineView;
import io.etcdexplorer.events.WatchesViewModel;
import io.etcdexplorer.values.KeyText;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The main window's layout: connections left, tree, table and value in the middle, status at the bottom. */
public final class MainView extends BorderPane {

    private final ConnectionActions actions;
    private final TabPane details;

    public MainView(MainViewModel viewModel, ThemeViewModel theme, HelpViewModel help) {
        setId("mainView");
        actions = new ConnectionActions(() -> getScene().getWindow(), viewModel.connections(),
                viewModel.session(), viewModel::editorFor, viewModel::saveEdited, viewModel::nodeImport);
        ConnectionsView connections = new ConnectionsView(viewModel.connections(), viewModel.session(), actions);
        connections.setMinWidth(264); // the header: title, four buttons, theme and help menus
        connections.addToHeader(new ThemeMenu(theme));
        connections.addToHeader(new HelpMenu(help, () -> getScene().getWindow()));

        TransferActions transfers = new TransferActions(() -> getScene().getWindow(), viewModel.transfer());
        Tab eventsTab = new Tab("Events", new WatchesView(viewModel.events()));
        eventsTab.setId("eventsTab");
        Function<Supplier<KeyNode>, List<MenuItem>> exportItems =
                node -> exportItems(node, transfers, viewModel.events(), eventsTab);
        KeyTreeView tree = new KeyTreeView(viewModel.keys(), viewModel.keyActions(), exportItems);
        KeyTableView table = new KeyTableView(viewModel.keys(), viewModel.keyActions(), exportItems);
        ValueView value = new ValueView(viewModel.value());
        Tab keysTab = new Tab("Keys", table);
        keysTab.setId("keysTab");
        Tab searchTab = new Tab("Search results");
        searchTab.setId("searchTab");
        Tab resourcesTab = new Tab("Kubernetes", new ResourcesView(viewModel.resources()));
        resourcesTab.setId("resourcesTab");
        resourcesTab.setGraphic(new FontIcon(Feather.BOX));
        resourcesTab.selectedProperty().addListener((obs, was, now) -> viewModel.resources().activeProperty().set(now));
        TabPane lists = new TabPane(keysTab, searchTab);
        // Only a keyspace with /registry keys (a Kubernetes cluster's) gets the tab.
        viewModel.resources().availableProperty().addListener((obs, was, now) -> {
            if (now && !lists.getTabs().contains(resourcesTab)) {
                lists.getTabs().add(1, resourcesTab);
            } else if (!now) {
                lists.getTabs().remove(resourcesTab);
            }
        });
        lists.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        SearchView search = new SearchView(viewModel.search(), () -> lists.getSelectionModel().select(searchTab));
        searchTab.setContent(search.results());
        VBox treePane = new VBox(search.bar(), tree);
        VBox.setVgrow(tree, Priority.ALWAYS);
        Tab valueTab = new Tab("Value", value);
        valueTab.setId("valueTab");
        EditorView editorView = new EditorView(viewModel.editor());
        Tab editorTab = new Tab("Editor", editorView);
        editorTab.setId("editorTab");
        editorView.setActive(false);
        editorTab.selectedProperty().addListener((obs, was, now) -> editorView.setActive(now));
        Tab operationsTab = new Tab("Operations", new OperationsView(viewModel.operations()));
        operationsTab.setId("operationsTab");
        Tab txnTab = new Tab("Transaction", new TxnView(viewModel.txn()));
        txnTab.setId("txnTab");
        Tab logTab = new Tab("Log", new OperationLogView(viewModel.operationLog(), viewModel.executor(),
                viewModel.status()::say));
        logTab.setId("logTab");
        Tab compareTab = new Tab("Compare", new CompareView(viewModel.compare()));
        compareTab.setId("compareTab");
        Tab historyTab = new Tab("History", new HistoryView(viewModel.history()));
        historyTab.setId("historyTab");
        // The history is read (one watch) only while its tab shows.
        historyTab.selectedProperty().addListener((obs, was, now) -> viewModel.history().setActive(now));
        ClusterView clusterView = new ClusterView(viewModel.cluster());
        Tab clusterTab = new Tab("Cluster", clusterView);
        clusterTab.setId("clusterTab");
        // Members, status and leases are polled only while the tab shows.
        clusterTab.selectedProperty().addListener((obs, was, now) -> clusterView.setActive(now));
        details = new TabPane(valueTab, editorTab, historyTab, operationsTab, txnTab, eventsTab, compareTab,
                clusterTab, logTab);
        details.setId("detailTabs");
        details.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        details.getStyleClass().add("detail-tabs"); // nine tabs: tighter headers keep Log out of the overflow menu
        SplitPane right = new SplitPane(lists, details);
        right.setId("detailSplit");
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.36); // the editor tabs below need the room more than the key table
        SplitPane workspace = new SplitPane(treePane, right);
        workspace.setId("workspace");
        workspace.setDividerPositions(0.32);
        VBox browse = new VBox(toolbar(viewModel, transfers), new TimelineView(viewModel.timeline()), workspace);
        VBox.setVgrow(workspace, Priority.ALWAYS);
        browse.visibleProperty().bind(viewModel.connectedBinding());

        WelcomeView welcome = new WelcomeView(viewModel.connections(), viewModel.session(), actions);
        welcome.visibleProperty().bind(viewModel.connectedBinding().not());
        StackPane center = new StackPane(browse, welcome);
        StackPane.setAlignment(welcome, Pos.CENTER);
        VBox.setVgrow(center, Priority.ALWAYS);

        SplitPane main = new SplitPane(connections, new VBox(colorTag(viewModel),
                new ProblemBanner(viewModel.status()), center));
        main.setId("mainSplit");
        main.setDividerPositions(0.206);
        SplitPane.setResizableWithParent(connections, false);
        setCenter(main);
        setBottom(new StatusBarView(viewModel.status()));
    }

    /** The connection commands, for the window's keyboard shortcuts. */
    ConnectionActions connectionActions() {
        return actions;
    }

    /** Value, Editor, History, ... Cluster, Log: Ctrl+1 to Ctrl+9 select them in this order. */
    TabPane detailTabs() {
        return details;
    }

    private static List<MenuItem> exportItems(Supplier<KeyNode> target, TransferActions transfers,
                                              WatchesViewModel events, Tab eventsTab) {
        MenuItem json = new MenuItem("Export as etcdctl JSON…");
        json.setId("exportJsonItem");
        json.setOnAction(e -> transfers.exportJson(exportPrefix(target.get()), fileName(target.get())));
        MenuItem files = new MenuItem("Export as files…");
        files.setId("exportFilesItem");
        files.setOnAction(e -> transfers.exportFiles(exportPrefix(target.get())));
        return List.of(json, files, watchItem(target, events, eventsTab));
    }

    /**
     * Watches the node's keys (as export would select them) from now, in a tab of the Events panel of its own
     * (unless the shown tab was never used), and shows that panel.
     */
    private static MenuItem watchItem(Supplier<KeyNode> target, WatchesViewModel events, Tab eventsTab) {
        MenuItem watch = new MenuItem("Watch this prefix");
        watch.setId("watchPrefixItem");
        watch.setOnAction(e -> {
            events.watchPrefix(KeyText.display(exportPrefix(target.get())));
            if (eventsTab.getTabPane() != null) {
                eventsTab.getTabPane().getSelectionModel().select(eventsTab);
            }
        });
        return watch;
    }

    /** A plain key exports itself; a folder exports everything below it (its path and a slash, as --prefix). */
    private static byte[] exportPrefix(KeyNode node) {
        return node.isKey() && !node.hasChildren() ? node.path() : node.childPrefix();
    }

    private static String fileName(KeyNode node) {
        String name = KeyLabels.name(node).replaceAll("[^A-Za-z0-9._-]+", "_");
        return name.isBlank() || name.equals("_") ? "etcd-export" : name;
    }

    private static ToolBar toolbar(MainViewModel viewModel, TransferActions transfers) {
        Button refresh = new Button("Refresh", new FontIcon(Feather.REFRESH_CW));
        refresh.setId("refreshButton");
        refresh.setTooltip(new Tooltip("Read the keys again (F5)"));
        refresh.disableProperty().bind(viewModel.keys().loadingProperty());
        refresh.setOnAction(e -> viewModel.keys().refresh());

        Button cancel = new Button("Stop", new FontIcon(Feather.X_CIRCLE));
        cancel.setId("cancelListingButton");
        cancel.visibleProperty().bind(viewModel.keys().loadingProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        cancel.setOnAction(e -> viewModel.keys().cancelListing());

        Button disconnect = new Button("Disconnect", new FontIcon(Feather.LOG_OUT));
        disconnect.setId("disconnectButton");
        disconnect.setOnAction(e -> viewModel.session().disconnect());

        Label connectedTo = new Label();
        connectedTo.setId("connectedName");
        connectedTo.getStyleClass().add("title-4");
        connectedTo.textProperty().bind(Bindings.createStringBinding(() -> {
            var entry = viewModel.session().connectedProperty().get();
            return entry == null ? "" : entry.name();
        }, viewModel.session().connectedProperty()));
        Label count = new Label();
        count.setId("keyCount");
        count.getStyleClass().add("text-muted");
        count.textProperty().bind(Bindings.createStringBinding(
                () -> {
                    long keys = viewModel.keys().keyCountProperty().get();
                    return keys == 1 ? "1 key" : keys + " keys";
                }, viewModel.keys().keyCountProperty()));
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        Label readOnly = badge("read-only", "badge-readonly", "readOnlyBadge",
                "No request that changes the cluster is sent from this connection.");
        readOnly.visibleProperty().bind(viewModel.readOnlyBinding());
        Label unsafe = badge("TLS not verified", "badge-unsafe", "unsafeTlsBadge",
                "Server certificate verification is off: anyone in between can read and change the traffic.");
        unsafe.visibleProperty().bind(viewModel.unsafeTlsBinding());
        readOnly.managedProperty().bind(readOnly.visibleProperty());
        unsafe.managedProperty().bind(unsafe.visibleProperty());
        TextField goTo = new TextField();
        goTo.setId("goToKey");
        goTo.setPromptText("Go to key… (Ctrl+L)");
        goTo.setPrefColumnCount(22);
        goTo.setOnAction(e -> viewModel.status().say(viewModel.search().goTo(goTo.getText())));
        MenuButton transfer = new MenuButton("Transfer", new FontIcon(Feather.REPEAT));
        transfer.setId("transferMenu");
        MenuItem exportAll = new MenuItem("Export everything as etcdctl JSON…");
        exportAll.setId("exportAllItem");
        exportAll.setOnAction(e -> transfers.exportJson(new byte[0], "etcd-export"));
        MenuItem importJson = new MenuItem("Import etcdctl JSON…");
        importJson.setId("importJsonItem");
        importJson.disableProperty().bind(viewModel.readOnlyBinding());
        importJson.setOnAction(e -> transfers.importJson());
        transfer.getItems().addAll(exportAll, importJson);
        transfer.disableProperty().bind(viewModel.transfer().runningProperty());
        Label transferProgress = new Label();
        transferProgress.setId("transferProgress");
        transferProgress.textProperty().bind(viewModel.transfer().progressProperty());
        Button stopTransfer = new Button(null, new FontIcon(Feather.X_CIRCLE));
        stopTransfer.setId("transferStop");
        stopTransfer.setTooltip(new Tooltip("Cancel the export or import"));
        stopTransfer.setOnAction(e -> viewModel.transfer().cancel());
        for (javafx.scene.Node n : new javafx.scene.Node[]{transferProgress, stopTransfer}) {
            n.visibleProperty().bind(viewModel.transfer().runningProperty());
            n.managedProperty().bind(n.visibleProperty());
        }
        ToolBar bar = new ToolBar(connectedTo, readOnly, unsafe, count);
        bar.getItems().addAll(new io.etcdexplorer.events.LiveTreeControls(viewModel.live()).nodes());
        bar.getItems().addAll(spring, transferProgress, stopTransfer, goTo, cancel, refresh, transfer, disconnect);
        return bar;
    }

    /** A strip in the connected profile's colour, so production never looks like staging. */
    private static Region colorTag(MainViewModel viewModel) {
        Region strip = new Region();
        strip.setId("connectionColorTag");
        strip.setPrefHeight(5);
        strip.setMinHeight(5);
        strip.styleProperty().bind(Bindings.createStringBinding(() -> {
            String color = viewModel.connectionColorBinding().get();
            return color == null ? "" : "-fx-background-color: " + color + ";";
        }, viewModel.connectionColorBinding()));
        strip.visibleProperty().bind(viewModel.connectionColorBinding().isNotNull());
        strip.managedProperty().bind(strip.visibleProperty());
        return strip;
    }

    private static Label badge(String text, String style, String id, String tooltip) {
        Label badge = new Label(text);
        badge.setId(id);
        badge.getStyleClass().addAll("badge", style);
        badge.setTooltip(new Tooltip(tooltip));
        return badge;
    }
}
