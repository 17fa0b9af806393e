package io.etcdexplorer.events;

import io.etcdexplorer.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.IdentityHashMap;
import java.util.Map;

/** One tab per watch, plus a "+" tab that opens another (also Ctrl+T inside the panel). */
public final class WatchesView extends TabPane {

    private static final Messages TEXT = Messages.of(WatchesView.class);

    private final WatchesViewModel viewModel;
    private final Map<EventsViewModel, Tab> tabs = new IdentityHashMap<>();
    private final Tab addTab = new Tab();
    private boolean syncing;

    public WatchesView(WatchesViewModel viewModel) {
        this.viewModel = viewModel;
        setId("watchTabs");
        getStyleClass().add("watch-tabs");
        setTabClosingPolicy(TabClosingPolicy.ALL_TABS);
        addTab.setId("watchAdd");
        addTab.setClosable(false);
        Label plus = new Label(null, new FontIcon(Feather.PLUS));
        plus.setTooltip(new Tooltip(TEXT.get("openWatchTip")));
        addTab.setGraphic(plus);
        getTabs().add(addTab);
        viewModel.watches().forEach(this::open);
        viewModel.watches().addListener((ListChangeListener<EventsViewModel>) change -> {
            while (change.next()) {
                change.getRemoved().forEach(this::forget);
                change.getAddedSubList().forEach(this::open);
            }
        });
        viewModel.selectedProperty().addListener((obs, old, now) -> select(now));
        getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (syncing) {
                return;
            }
            if (now == addTab) {
                viewModel.add();
            } else if (now != null) {
                tabs.entrySet().stream().filter(e -> e.getValue() == now).findFirst()
                        .ifPresent(e -> viewModel.selectedProperty().set(e.getKey()));
            }
        });
        select(viewModel.selectedProperty().get());
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (new KeyCodeCombination(KeyCode.T, KeyCombination.SHORTCUT_DOWN).match(e)) {
                viewModel.add();
                e.consume();
            }
        });
    }

    private void open(EventsViewModel watch) {
        EventsView view = new EventsView(watch);
        Tab tab = new Tab();
        tab.setContent(view);
        tab.textProperty().bind(watch.titleProperty());
        javafx.scene.shape.Circle dot = new javafx.scene.shape.Circle(4);
        dot.getStyleClass().add("watch-dot");
        watch.watchingProperty().addListener((obs, was, now) -> dot.pseudoClassStateChanged(WATCHING, now));
        dot.pseudoClassStateChanged(WATCHING, watch.watchingProperty().get());
        tab.setGraphic(dot);
        tab.setTooltip(new Tooltip());
        tab.getTooltip().textProperty().bind(watch.stateProperty());
        // The view model closes it: TabPane's own close could select the "+" tab and open a watch nobody asked for.
        tab.setOnCloseRequest(e -> {
            e.consume();
            viewModel.close(watch);
        });
        tabs.put(watch, tab);
        syncing = true;
        try {
            getTabs().add(getTabs().size() - 1, tab);
        } finally {
            syncing = false;
        }
    }

    private void forget(EventsViewModel watch) {
        Tab tab = tabs.remove(watch);
        if (tab != null) {
            ((EventsView) tab.getContent()).dispose();
            syncing = true;
            try {
                getTabs().remove(tab);
            } finally {
                syncing = false;
            }
            select(viewModel.selectedProperty().get());
        }
    }

    private void select(EventsViewModel watch) {
        Tab tab = watch == null ? null : tabs.get(watch);
        if (tab != null && getSelectionModel().getSelectedItem() != tab) {
            syncing = true;
            try {
                getSelectionModel().select(tab);
            } finally {
                syncing = false;
            }
        }
    }

    private static final javafx.css.PseudoClass WATCHING = javafx.css.PseudoClass.getPseudoClass("watching");
}
