package io.etcdexplorer.workspace;

import io.etcdexplorer.events.LiveTreeControls;
import io.etcdexplorer.fx.CompactBar;
import io.etcdexplorer.fx.Texts;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.transfer.TransferActions;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A workspace's toolbar: its name and badges, key count, live state (not for a snapshot, which never changes), Go to
 * key, refresh, transfer, disconnect.
 */
final class WorkspaceToolbar extends ToolBar {

    private static final Messages TEXT = Messages.of(WorkspaceToolbar.class);
    private static final String GO_TO_PROMPT = TEXT.get("goToPrompt");
    private static final String GO_TO_SHORT = TEXT.get("goToPromptShort");

    /**
     * Refresh, Transfer, Disconnect, each with whether it shows its icon alone: short of width they do, in this
     * order, their names then in their tooltips (as {@link CompactBar}'s buttons).
     */
    private final Map<Labeled, BooleanProperty> iconOnly = new LinkedHashMap<>();
    /** Each one's width with its text, measured while it showed it: what it needs to show it again. */
    private final Map<Labeled, Double> wholeWidths = new HashMap<>();
    /** Go to key: short of width it narrows first, down to its prompt's width. */
    private final TextField goTo;
    private double goToWidth = -1;

    WorkspaceToolbar(Workspace workspace, TransferActions transfers, Runnable close) {
        Button refresh = new Button(TEXT.get("refresh"), new FontIcon(Feather.REFRESH_CW));
        refresh.setId("refreshButton");
        refresh.setTooltip(new Tooltip(TEXT.get("refreshTip")));
        refresh.disableProperty().bind(workspace.keys().loadingProperty());
        refresh.setOnAction(e -> workspace.keys().refresh());

        Button cancel = new Button(TEXT.get("stop"), new FontIcon(Feather.X_CIRCLE));
        cancel.setId("cancelListingButton");
        cancel.visibleProperty().bind(workspace.keys().loadingProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        cancel.setOnAction(e -> workspace.keys().cancelListing());

        Button disconnect = new Button(TEXT.get("disconnect"), new FontIcon(Feather.LOG_OUT));
        disconnect.setId("disconnectButton");
        disconnect.setTooltip(new Tooltip(TEXT.get("disconnectTip")));
        disconnect.setOnAction(e -> close.run());

        Label connectedTo = new Label(workspace.name());
        connectedTo.setId("connectedName");
        connectedTo.getStyleClass().add("title-4");
        Label count = new Label();
        count.setId("keyCount");
        count.getStyleClass().add("text-muted");
        count.textProperty().bind(Bindings.createStringBinding(() -> {
            long keys = workspace.keys().keyCountProperty().get();
            return TEXT.format("keyCount", keys);
        }, workspace.keys().keyCountProperty()));
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        goTo = Texts.wholePrompt(new TextField());
        goTo.setId("goToKey");
        goTo.setPromptText(GO_TO_PROMPT);
        goTo.setTooltip(new Tooltip(GO_TO_PROMPT));
        goTo.setPrefColumnCount(14); // room for a key; narrower when the bar is short of width (shortenIfNeeded)
        goTo.setOnAction(e -> workspace.status().say(workspace.search().goTo(goTo.getText())));
        getItems().add(connectedTo);
        getItems().addAll(Badges.of(workspace));
        getItems().add(count);
        if (workspace.followsCluster()) { // a snapshot shows its revision in its badge instead
            getItems().addAll(new LiveTreeControls(workspace.live()).nodes());
        }
        getItems().add(spring);
        getItems().addAll(transferProgress(workspace, transfers));
        MenuButton transfer = transferMenu(workspace, transfers);
        getItems().addAll(goTo, cancel, refresh, transfer, disconnect);
        for (Labeled button : List.of(refresh, transfer, disconnect)) {
            BooleanProperty compact = new SimpleBooleanProperty();
            button.contentDisplayProperty().bind(Bindings.when(compact).then(ContentDisplay.GRAPHIC_ONLY)
                    .otherwise(ContentDisplay.LEFT));
            CompactBar.nameInTooltip(button, compact);
            iconOnly.put(button, compact);
        }
    }

    /**
     * Short of width (a longer language, the connection list wide open, a narrow window) Go to key narrows down to
     * its prompt, then the actions give up their texts, one by one and Disconnect last, then the prompt its shortcut,
     * before any of them goes into the bar's overflow menu, where it would be out of sight and two clicks away.
     * Decided on the texts' own widths, so that a layout pass never switches back and forth.
     */
    @Override
    protected void layoutChildren() {
        shortenIfNeeded();
        super.layoutChildren();
    }

    private void shortenIfNeeded() {
        if (getWidth() <= 0) {
            return;
        }
        if (goToWidth < 0) {
            goToWidth = goTo.prefWidth(-1); // its width from its column count, before any narrowing
        }
        double needed = snappedLeftInset() + snappedRightInset();
        int shown = 0;
        for (Node item : getItems()) {
            if (!item.isManaged()) {
                continue;
            }
            if (item instanceof Labeled button && iconOnly.containsKey(button) && !iconOnly.get(button).get()) {
                wholeWidths.put(button, button.prefWidth(-1));
            }
            needed += item == goTo ? goToWidth
                    : wholeWidths.containsKey(item) ? wholeWidths.get(item) : item.prefWidth(-1);
            shown++;
        }
        double spacing = getItems().get(0).getParent() instanceof HBox box ? box.getSpacing() : 0;
        double excess = needed + spacing * (shown - 1) + slack(spacing, shown) - getWidth();
        double field = Math.min(goToWidth, Math.max(promptRoom(GO_TO_PROMPT), goToWidth - Math.max(0, excess)));
        excess -= goToWidth - field;
        for (Map.Entry<Labeled, BooleanProperty> button : iconOnly.entrySet()) {
            boolean shorten = excess > 0;
            if (shorten) {
                excess -= textRoom(button.getKey());
            }
            button.getValue().set(shorten);
        }
        // Last, the field's prompt drops its shortcut ("Go to key…"), which its tooltip still gives.
        boolean shortPrompt = excess > 0;
        goTo.setPromptText(shortPrompt ? GO_TO_SHORT : GO_TO_PROMPT);
        goTo.setPrefWidth(shortPrompt ? Math.max(promptRoom(GO_TO_SHORT), field - excess) : field);
    }

    /** The width Go to key needs to show {@code prompt} whole (as {@link Texts#wholePrompt} keeps it). */
    private double promptRoom(String prompt) {
        Text text = new Text(prompt);
        text.setFont(goTo.getFont());
        return Math.ceil(text.getLayoutBounds().getWidth()) + goTo.getInsets().getLeft() + goTo.getInsets().getRight()
                + 2;
    }

    /** What showing its text adds to a button's width. */
    private static double textRoom(Labeled button) {
        Text text = new Text(button.getText());
        text.setFont(button.getFont());
        return text.getLayoutBounds().getWidth() + button.getGraphicTextGap();
    }

    /**
     * Room kept free: the overflow button's and a pixel an item for rounding. Once JavaFX's toolbar has moved items
     * into its overflow menu (while a listing's Stop button showed, say), it takes them back only when they fit
     * beside that button; so the bar shortens its actions while they would not.
     */
    private double slack(double spacing, int items) {
        Node overflow = lookup(".tool-bar-overflow-button");
        return (overflow == null ? 0 : overflow.prefWidth(-1) + spacing) + items;
    }

    private static MenuButton transferMenu(Workspace workspace, TransferActions transfers) {
        MenuButton transfer = new MenuButton(TEXT.get("transfer"), new FontIcon(Feather.REPEAT));
        transfer.setId("transferMenu");
        MenuItem exportAll = new MenuItem(TEXT.get("exportAll"));
        exportAll.setId("exportAllItem");
        exportAll.setOnAction(e -> transfers.exportJson(new byte[0], "etcd-export"));
        transfer.getItems().add(exportAll);
        if (workspace.followsCluster()) { // never into a snapshot, whose copy is deleted when it closes
            MenuItem importJson = new MenuItem(TEXT.get("importJson"));
            importJson.setId("importJsonItem");
            importJson.setDisable(workspace.isReadOnly());
            importJson.setOnAction(e -> transfers.importJson());
            transfer.getItems().add(importJson);
        }
        transfer.disableProperty().bind(workspace.transfer().runningProperty());
        return transfer;
    }

    private static Node[] transferProgress(Workspace workspace, TransferActions transfers) {
        Label progress = new Label();
        progress.setId("transferProgress");
        progress.textProperty().bind(workspace.transfer().progressProperty());
        Button stop = new Button(null, new FontIcon(Feather.X_CIRCLE));
        stop.setId("transferStop");
        stop.setTooltip(new Tooltip(TEXT.get("transferStopTip")));
        stop.setOnAction(e -> workspace.transfer().cancel());
        for (Node n : new Node[]{progress, stop}) {
            n.visibleProperty().bind(workspace.transfer().runningProperty());
            n.managedProperty().bind(n.visibleProperty());
        }
        return new Node[]{progress, stop};
    }
}
