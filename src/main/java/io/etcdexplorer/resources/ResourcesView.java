package io.etcdexplorer.resources;

import io.etcdexplorer.i18n.Messages;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import java.util.List;
import java.util.function.Function;

/** Kubernetes objects with kind, namespace and name, grouped by resource and namespace; a row opens its value. */
public final class ResourcesView extends VBox {

    private static final Messages TEXT = Messages.of(ResourcesView.class);

    /** Objects shown under one group; more would make expanding it slow, and nobody scrolls through them. */
    static final int MAX_CHILDREN = 5_000;
    /** A short list (a narrow filter, a small cluster) opens fully; a long one shows its groups first. */
    static final int EXPAND_ALL_UP_TO = 30;

    /** {@code spaceByResource} opens the Space tab on /registry/ by resource and namespace. */
    public ResourcesView(ResourcesViewModel viewModel, Runnable spaceByResource) {
        setId("resourcesView");
        setSpacing(6);
        setPadding(new Insets(6, 0, 0, 0));

        ComboBox<ResourceGrouping> grouping = new ComboBox<>();
        grouping.setId("resourceGrouping");
        grouping.getItems().setAll(ResourceGrouping.values());
        grouping.setConverter(new StringConverter<>() {
            @Override
            public String toString(ResourceGrouping value) {
                return value == null ? "" : value.label();
            }

            @Override
            public ResourceGrouping fromString(String text) {
                return null;
            }
        });
        grouping.valueProperty().bindBidirectional(viewModel.groupingProperty());
        TextField filter = new TextField();
        filter.setId("resourceFilter");
        filter.setPromptText(TEXT.get("filterPrompt"));
        filter.textProperty().bindBidirectional(viewModel.filterProperty());
        HBox.setHgrow(filter, Priority.ALWAYS);
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(16, 16);
        spinner.visibleProperty().bind(viewModel.buildingProperty());
        spinner.managedProperty().bind(spinner.visibleProperty());
        Button space = new Button(TEXT.get("space"), new FontIcon(Feather.PIE_CHART));
        space.setId("resourcesSpace");
        space.setTooltip(new Tooltip(TEXT.get("spaceTip")));
        io.etcdexplorer.fx.Texts.wholePrompt(filter); // the button gives way to its icon first
        space.setOnAction(e -> spaceByResource.run());
        // Narrow, the button shows only its icon (its tooltip names it) before the filter's prompt is cut.
        HBox bar = new io.etcdexplorer.fx.CompactBar(8, grouping, filter, spinner, space);
        bar.setAlignment(Pos.CENTER_LEFT);

        Label summary = new Label();
        summary.setId("resourceSummary");
        summary.setWrapText(true);
        summary.getStyleClass().add("text-muted");
        summary.textProperty().bind(viewModel.summaryProperty());

        TreeTableView<Object> table = new TreeTableView<>();

        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        table.setId("resourceTable");
        table.setShowRoot(false);
        table.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().setAll(List.of(
                column(TEXT.get("colName"), 2.2, this::nameOf),
                column(TEXT.get("colKind"), 1.2, v -> v instanceof ResourceRow r ? r.kind() : ""),
                column(TEXT.get("colNamespace"), 1.2, v -> v instanceof ResourceRow r ? r.namespace() : ""),
                column(TEXT.get("colResource"), 1.4, v -> v instanceof ResourceRow r ? r.resource() : ""),
                column(TEXT.get("colModRev"), 0.8,
                        v -> v instanceof ResourceRow r ? Long.toString(r.meta().modRevision()) : "")));
        table.setPlaceholder(new Label(TEXT.get("placeholder")));
        viewModel.rootProperty().addListener((obs, old, root) -> table.setRoot(root == null ? null
                : item(root, root.count() <= EXPAND_ALL_UP_TO)));
        if (viewModel.rootProperty().get() != null) { // made when its tab is first selected
            table.setRoot(item(viewModel.rootProperty().get(),
                    viewModel.rootProperty().get().count() <= EXPAND_ALL_UP_TO));
        }
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> {
            if (item != null && item.getValue() instanceof ResourceRow row) {
                viewModel.open(row);
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(bar, summary, table);
    }

    private String nameOf(Object value) {
        if (value instanceof ResourceGroup group) {
            return TEXT.format("groupWithCount", group.label(), group.count());
        }
        return value instanceof ResourceRow row ? row.name() : String.valueOf(value);
    }

    private static TreeTableColumn<Object, String> column(String title, double weight,
                                                          Function<Object, String> text) {
        TreeTableColumn<Object, String> column = new TreeTableColumn<>(title);
        column.setId("resourceColumn" + title.replace(" ", ""));
        column.setPrefWidth(weight * 100);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(text.apply(cell.getValue().getValue())));
        return column;
    }

    /** Children are made when a group is first expanded, so a million objects cost nothing until looked at. */
    private static TreeItem<Object> item(ResourceGroup group, boolean expandAll) {
        TreeItem<Object> item = new TreeItem<>(group) {
            private boolean filled;

            @Override
            public boolean isLeaf() {
                return group.count() == 0;
            }

            @Override
            public ObservableList<TreeItem<Object>> getChildren() {
                if (!filled) {
                    filled = true;
                    super.getChildren().setAll(children(group, expandAll));
                }
                return super.getChildren();
            }
        };
        item.setExpanded(expandAll || group.label().isEmpty() || group.groups().size() + group.rows().size() <= 1);
        return item;
    }

    private static java.util.List<TreeItem<Object>> children(ResourceGroup group, boolean expandAll) {
        java.util.List<TreeItem<Object>> children = new java.util.ArrayList<>();
        group.groups().forEach(g -> children.add(item(g, expandAll)));
        group.rows().stream().limit(MAX_CHILDREN).forEach(r -> children.add(new TreeItem<>(r)));
        if (group.rows().size() > MAX_CHILDREN) {
            children.add(new TreeItem<>(TEXT.format("more", group.rows().size() - MAX_CHILDREN)));
        }
        return children;
    }
}
