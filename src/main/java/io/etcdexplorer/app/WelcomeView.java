package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.ConnectionActions;
import io.etcdexplorer.profiles.ConnectionsViewModel;
import io.etcdexplorer.profiles.SessionViewModel;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Optional;

/** What a new user sees before connecting: one click to a playground, or how to get one. */
final class WelcomeView extends VBox {

    private static final Messages TEXT = Messages.of(WelcomeView.class);

    WelcomeView(ConnectionsViewModel list, SessionViewModel session, ConnectionActions actions) {
        setId("welcomePane");
        getStyleClass().add("welcome-pane");
        setSpacing(14);
        setAlignment(Pos.CENTER);
        setPadding(new Insets(40));
        setMaxWidth(640);

        Label title = new Label(TEXT.get("welcome.title"));
        title.getStyleClass().add("title-1");
        Label lead = new Label(TEXT.get("welcome.lead"));
        lead.setWrapText(true);
        lead.getStyleClass().add("text-muted");
        FontIcon icon = new FontIcon(Feather.DATABASE);
        icon.getStyleClass().add("welcome-icon");
        getChildren().addAll(icon, title, lead);

        Optional<String> unavailable = session.playgroundUnavailableReason();
        if (unavailable.isEmpty()) {
            Button open = new Button(TEXT.get("welcome.openPlayground"), new FontIcon(Feather.PLAY));
            open.setId("openPlaygroundButton");
            open.getStyleClass().addAll("accent", "large");
            open.disableProperty().bind(session.connectingProperty());
            open.setOnAction(e -> session.connect(list.playgroundEntry()));
            getChildren().add(open);
        } else {
            Label why = new Label(TEXT.get("welcome.noEtcd"));
            why.setId("playgroundUnavailable");
            why.setWrapText(true);
            TextArea how = new TextArea(unavailable.get());
            how.setEditable(false);
            how.setWrapText(true); // install commands and paths: read whole, without scrolling sideways
            how.setPrefRowCount(7);
            how.getStyleClass().add("install-hint");
            getChildren().addAll(why, how);
        }
        Button newConnection = new Button(TEXT.get("welcome.newConnection"), new FontIcon(Feather.PLUS));
        newConnection.setId("welcomeNewConnection");
        newConnection.setOnAction(e -> actions.newProfile());
        Button importConnection = new Button(TEXT.get("welcome.import"), new FontIcon(Feather.DOWNLOAD));
        importConnection.setId("welcomeImport");
        importConnection.setOnAction(e -> actions.importFromText());
        HBox more = new HBox(8, newConnection, importConnection);
        more.setAlignment(Pos.CENTER);
        getChildren().add(more);
        Label cli = new Label(TEXT.get("welcome.cli"));
        cli.setWrapText(true);
        cli.getStyleClass().addAll("text-muted", "text-small");
        getChildren().add(cli);
    }
}
