package io.etcdexplorer.workspace;

import io.etcdexplorer.profiles.Leaving;
import io.etcdexplorer.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

import java.util.HashMap;
import java.util.Map;

/**
 * One tab per open workspace, above the tree: the profile's name and colour, its badges and a close button.
 * The tabs carry no content (the window shows the front workspace's view): this is only the switcher.
 */
public final class WorkspaceTabs extends TabPane {

    private static final Messages TEXT = Messages.of(WorkspaceTabs.class);

    private final Map<Workspace, Tab> tabs = new HashMap<>();
    private boolean syncing;

    public WorkspaceTabs(Workspaces workspaces) {
        setId("workspaceTabs");
        getStyleClass().add("workspace-tabs");
        setTabClosingPolicy(TabClosingPolicy.ALL_TABS);
        setFocusTraversable(false);
        setMinHeight(USE_PREF_SIZE); // the workspace below takes the height; the strip never shrinks away
        workspaces.open().forEach(w -> add(workspaces, w));
        workspaces.open().addListener((ListChangeListener<Workspace>) change -> {
            syncing = true;
            while (change.next()) {
                change.getRemoved().forEach(w -> getTabs().remove(forget(tabs.remove(w))));
                change.getAddedSubList().forEach(w -> add(workspaces, w));
            }
            select(workspaces.activeProperty().get());
            syncing = false;
        });
        workspaces.activeProperty().addListener((obs, old, now) -> select(now));
        getSelectionModel().selectedItemProperty().addListener((obs, old, tab) -> {
            if (!syncing && tab != null && tab.getUserData() instanceof Workspace w) {
                workspaces.activate(w);
            }
        });
        visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(workspaces.open()));
        managedProperty().bind(visibleProperty());
    }

    /**
     * Cuts a closed tab's ties to its workspace: the pane's skin may keep the last tab it showed for a while (its
     * close animation, its "selected" field), and through it the whole closed workspace.
     */
    private static Tab forget(Tab tab) {
        if (tab != null) {
            tab.setUserData(null);
            tab.setOnCloseRequest(null);
            tab.setGraphic(null);
            tab.setTooltip(null);
        }
        return tab;
    }

    private void select(Workspace workspace) {
        Tab tab = tabs.get(workspace);
        if (tab != null && getSelectionModel().getSelectedItem() != tab) {
            getSelectionModel().select(tab);
        }
    }

    private void add(Workspaces workspaces, Workspace workspace) {
        Tab tab = new Tab(workspace.name());
        tab.setUserData(workspace);
        tab.setId("workspaceTab-" + workspace.name().replaceAll("[^A-Za-z0-9_-]", "_"));
        tab.getStyleClass().add("workspace-tab");
        tab.setTooltip(new Tooltip(workspace.entry().description()));
        HBox graphic = new HBox(4);
        if (workspace.color() != null) {
            Region dot = new Region();
            dot.getStyleClass().add("workspace-color");
            dot.setStyle("-fx-background-color: " + workspace.color() + ";");
            graphic.getChildren().add(dot);
        }
        for (Label badge : Badges.forTab(workspace)) {
            badge.setId(null);
            badge.getStyleClass().add("badge-small");
            graphic.getChildren().add(badge);
        }
        tab.setGraphic(graphic.getChildren().isEmpty() ? null : graphic);
        // Closing asks first when the editor holds unsaved text: the request is handled here, not by the pane.
        tab.setOnCloseRequest(event -> {
            event.consume();
            workspaces.close(workspace, Leaving.CLOSE_TAB);
        });
        tabs.put(workspace, tab);
        getTabs().add(tab);
    }
}
