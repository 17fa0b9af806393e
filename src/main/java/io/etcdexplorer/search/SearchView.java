package io.etcdexplorer.search;

import io.etcdexplorer.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The search bar (query, mode, value-search options) and the list of matches. */
public final class SearchView {

    private static final Messages TEXT = Messages.of(SearchView.class);

    private final VBox bar;
    private final VBox results;

    public SearchView(SearchViewModel vm, Runnable onStart) {
        TextField query = new TextField();
        query.setId("searchField");
        query.setPromptText(TEXT.get("queryPrompt"));
        query.textProperty().bindBidirectional(vm.queryProperty());
        HBox.setHgrow(query, Priority.ALWAYS);
        ComboBox<SearchMode> mode = new ComboBox<>();
        mode.setId("searchMode");
        mode.getItems().setAll(SearchMode.values());
        mode.valueProperty().bindBidirectional(vm.modeProperty());
        Button go = new Button(null, new FontIcon(Feather.SEARCH));
        go.setId("searchButton");
        go.disableProperty().bind(vm.canSearchBinding().not());
        Runnable start = () -> {
            onStart.run();
            vm.search();
        };
        go.setOnAction(e -> start.run());
        query.setOnAction(e -> {
            if (vm.canSearchBinding().get()) {
                start.run();
            }
        });
        Button stop = new Button(null, new FontIcon(Feather.X_CIRCLE));
        stop.setId("searchStop");
        stop.visibleProperty().bind(vm.runningProperty());
        stop.managedProperty().bind(stop.visibleProperty());
        stop.setOnAction(e -> vm.cancel());
        HBox top = new HBox(4, query, go, stop);
        top.setAlignment(Pos.CENTER_LEFT);

        TextField scope = new TextField();
        scope.setId("searchScope");
        scope.setPromptText(TEXT.get("scopePrompt"));
        scope.setTooltip(new javafx.scene.control.Tooltip(TEXT.get("scopeTip")));
        scope.textProperty().bindBidirectional(vm.scopeProperty());
        Spinner<Integer> cap = new Spinner<>(1, 65_536, vm.valueCapMiBProperty().get(), 64);
        cap.setId("searchValueCap");
        cap.setEditable(true);
        cap.setPrefWidth(96);
        cap.valueProperty().addListener((obs, old, v) -> vm.valueCapMiBProperty().set(v));
        Label capUnit = new Label(TEXT.get("capUnit"));
        capUnit.setId("searchValueCapUnit");
        capUnit.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the scope field gives way, not "MiB…"
        cap.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        io.etcdexplorer.fx.Texts.wholePrompt(scope);
        HBox capRow = new HBox(4, cap, capUnit);
        capRow.setAlignment(Pos.CENTER_LEFT);
        VBox valueOptions = new VBox(4, scope, capRow);
        valueOptions.visibleProperty().bind(Bindings.createBooleanBinding(
                () -> vm.modeProperty().get() != null && vm.modeProperty().get().readsValues(), vm.modeProperty()));
        valueOptions.managedProperty().bind(valueOptions.visibleProperty());
        mode.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        // The value options take rows of their own: beside the mode in the narrow tree pane, they were cut off.
        bar = new VBox(4, top, mode, valueOptions);
        bar.setPadding(new Insets(6));

        Label progress = new Label();
        progress.setId("searchProgress");
        progress.setWrapText(true);
        progress.textProperty().bind(vm.progressProperty());
        ListView<SearchHit> list = new ListView<>(vm.hits());
        list.setId("searchResults");
        list.setPlaceholder(new Label(TEXT.get("noMatches")));
        list.setCellFactory(v -> new HitCell());
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, hit) -> {
            if (hit != null) {
                vm.open(hit);
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        results = new VBox(6, progress, list);
        results.setPadding(new Insets(6));
    }

    public VBox bar() {
        return bar;
    }

    public VBox results() {
        return results;
    }

    private static final class HitCell extends ListCell<SearchHit> {
        @Override
        protected void updateItem(SearchHit hit, boolean empty) {
            super.updateItem(hit, empty);
            if (empty || hit == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            setText(null);
            Label key = new Label(hit.keyText());
            if (hit.snippet().isEmpty()) {
                setGraphic(key);
            } else {
                Label snippet = new Label(hit.snippet());
                snippet.getStyleClass().addAll("text-muted", "text-small");
                setGraphic(new VBox(1, key, snippet));
            }
        }
    }
}
