package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The connection list on the left: pick one and connect; create, edit, import, reorder and remove profiles. */
public final class ConnectionsView extends VBox {

    /** The narrowest the pane gets in English: the 1024 px window needs every pixel for the workspace. */
    public static final double MIN_WIDTH = 264;

    private static final Messages TEXT = Messages.of(ConnectionsView.class);
    private final HBox header;

    public ConnectionsView(ConnectionsViewModel list, SessionViewModel session, ConnectionActions actions) {
        setId("connectionsPane");
        getStyleClass().add("connections-pane");
        setSpacing(8);
        setPadding(new Insets(10));

        Label title = new Label(TEXT.get("list.title"));
        title.getStyleClass().add("title-4");

        ListView<ConnectionEntry> view = new ListView<>(list.entries());
        view.setId("connectionList");
        view.setCellFactory(v -> new EntryCell(session, actions));
        view.setFixedCellSize(52); // two lines per entry; also keeps empty rows from stretching
        view.getSelectionModel().selectedItemProperty().addListener((obs, old, entry) ->
                list.selectedProperty().set(entry));
        list.selectedProperty().addListener((obs, old, entry) -> view.getSelectionModel().select(entry));
        view.getSelectionModel().select(list.selectedProperty().get());
        session.connectedProperty().addListener((obs, old, entry) -> view.refresh());
        session.openEntries().addListener((javafx.collections.ListChangeListener<ConnectionEntry>) c -> view.refresh());
        view.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
                actions.connectSelected();
            }
        });
        view.setOnKeyPressed(event -> {
            if (event.getCode() == javafx.scene.input.KeyCode.ENTER && list.selectedProperty().get() != null) {
                actions.connectSelected();
                event.consume();
            }
        });
        VBox.setVgrow(view, Priority.ALWAYS);

        Button connect = new Button(TEXT.get("list.connect"), new FontIcon(Feather.LINK));
        connect.setId("connectButton");
        connect.getStyleClass().add("accent");
        connect.disableProperty().bind(list.selectedProperty().isNull().or(session.connectingProperty()));
        connect.setOnAction(e -> actions.connectSelected());
        connect.setMaxWidth(Double.MAX_VALUE);

        MenuButton add = new MenuButton(null, new FontIcon(Feather.PLUS));
        add.setId("addConnectionButton");
        add.setTooltip(new Tooltip(TEXT.get("list.addTip")));
        add.getItems().addAll(
                item(TEXT.get("list.new"), "newConnectionItem", actions::newProfile),
                item(TEXT.get("list.importText"), "importTextItem",
                        actions::importFromText),
                item(TEXT.get("list.minikube"), "minikubeItem", actions::connectToMinikube),
                item(TEXT.get("list.kubeadm"), "kubeadmNodeItem", actions::connectToKubeadmNode),
                item(TEXT.get("list.importFile"), "importProfilesItem", actions::importProfilesFile),
                new SeparatorMenuItem(),
                item(TEXT.get("list.openSnapshot"), "openSnapshotItem", actions::openSnapshot));

        Button edit = new Button(null, new FontIcon(Feather.EDIT_2));
        edit.setId("editConnectionButton");
        edit.setTooltip(new Tooltip(TEXT.get("list.editTip")));
        edit.disableProperty().bind(list.savedSelectedBinding().not());
        edit.setOnAction(e -> actions.editSelected());

        MenuButton more = new MenuButton(null, new FontIcon(Feather.MORE_HORIZONTAL));
        more.setId("moreConnectionButton");
        MenuItem duplicate = item(TEXT.get("list.duplicate"), "duplicateConnectionItem", list::duplicateSelected);
        MenuItem up = item(TEXT.get("list.moveUp"), "moveUpItem", () -> list.moveSelected(-1));
        MenuItem down = item(TEXT.get("list.moveDown"), "moveDownItem", () -> list.moveSelected(1));
        MenuItem remove = item(TEXT.get("list.delete"), "removeConnectionItem", actions::removeSelected);
        for (MenuItem needsSaved : new MenuItem[]{duplicate, up, down, remove}) {
            needsSaved.disableProperty().bind(list.savedSelectedBinding().not());
        }
        more.getItems().addAll(duplicate, up, down, new SeparatorMenuItem(),
                item(TEXT.get("list.export"), "exportProfilesItem", actions::exportProfiles),
                new SeparatorMenuItem(), remove);

        for (javafx.scene.control.Control c : new javafx.scene.control.Control[]{add, edit, more}) {
            c.getStyleClass().addAll("flat", "button-icon");
        }
        add.getStyleClass().add(atlantafx.base.theme.Tweaks.NO_ARROW);
        more.getStyleClass().add(atlantafx.base.theme.Tweaks.NO_ARROW);
        title.setMinWidth(Region.USE_PREF_SIZE);
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        header = new HBox(1, title, spring, add, edit, more);
        header.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        header.getStyleClass().add("connections-header");
        getChildren().addAll(header, view, connect);
    }

    /**
     * At least {@link #MIN_WIDTH}, and never narrower than the header's minimum (its whole title, its buttons at their
     * smallest): the pane widens for a longer language ("Подключения") rather than pushing the last button (help)
     * out of sight.
     */
    @Override
    protected double computeMinWidth(double height) {
        return Math.max(MIN_WIDTH, super.computeMinWidth(height));
    }

    /** Adds a window-wide control (e.g. the theme menu) to this pane's header, the one bar always on screen. */
    public void addToHeader(javafx.scene.Node control) {
        header.getChildren().add(control);
    }

    private static MenuItem item(String text, String id, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }

    private static final class EntryCell extends ListCell<ConnectionEntry> {
        private final SessionViewModel session;
        private final ConnectionActions actions;

        EntryCell(SessionViewModel session, ConnectionActions actions) {
            this.session = session;
            this.actions = actions;
            setPrefWidth(0); // fit the list's width: long endpoints are cut with an ellipsis, not scrolled
        }

        @Override
        protected void updateItem(ConnectionEntry entry, boolean empty) {
            super.updateItem(entry, empty);
            setText(null);
            setContextMenu(null);
            if (empty || entry == null) {
                setGraphic(null);
                return;
            }
            Label name = new Label(entry.name());
            name.getStyleClass().add("connection-name");
            Label description = new Label(entry.description());
            description.getStyleClass().addAll("text-muted", "text-small");
            FontIcon graphic = new FontIcon(entry.kind() == ConnectionEntry.Kind.PLAYGROUND ? Feather.BOX
                    : Feather.DATABASE);
            if (session.openEntries().contains(entry)) { // every open workspace's entry, not only the front one
                graphic = new FontIcon(Feather.CHECK_CIRCLE);
                graphic.getStyleClass().add("connected-icon");
                description.setText(TEXT.format("list.connected", entry.description()));
            }
            if (entry.profile() != null && entry.profile().color() != null) {
                graphic.setIconColor(javafx.scene.paint.Color.web(entry.profile().color()));
            }
            HBox badges = new HBox(4);
            if (entry.profile() != null && entry.profile().readOnly()) {
                badges.getChildren().add(badge(TEXT.get("list.readOnlyBadge"), "badge-readonly"));
            }
            if (entry.profile() != null && entry.profile().insecureSkipTlsVerify()) {
                badges.getChildren().add(badge(TEXT.get("list.unsafeBadge"), "badge-unsafe"));
            }
            HBox top = new HBox(6, name, badges);
            setGraphic(new HBox(8, graphic, new VBox(2, top, description)));
            setContextMenu(menuFor(entry));
        }

        private ContextMenu menuFor(ConnectionEntry entry) {
            ContextMenu menu = new ContextMenu(item(TEXT.get("list.connect"), "connectItem", () -> session.connect(entry)));
            if (entry.kind() == ConnectionEntry.Kind.PLAYGROUND) {
                menu.getItems().add(item(TEXT.get("list.resetPlayground"), "resetPlaygroundItem",
                        () -> actions.confirmResetPlayground()));
            } else if (entry.kind() == ConnectionEntry.Kind.SAVED) {
                menu.getItems().addAll(item(TEXT.get("list.edit"), "editItem", actions::editSelected),
                        item(TEXT.get("list.delete"), "deleteItem", actions::removeSelected));
            } else {
                menu.getItems().add(item(TEXT.get("list.saveCommandLine"), "saveCommandLineItem", actions::saveCommandLine));
            }
            return menu;
        }

        private static Label badge(String text, String style) {
            Label badge = new Label(text);
            badge.getStyleClass().addAll("badge", style);
            return badge;
        }
    }
}
