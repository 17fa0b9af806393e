package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Objects;

/**
 * The Cluster panel: a summary line and five sections (Members, Alarms, Leases, Auth, Maintenance). One timeline
 * ticks the view model once a second while the panel is shown ({@link #setActive}), for the lease countdown and the
 * refresh every few seconds; hidden, it stops and nothing is polled.
 */
public final class ClusterView extends VBox {

    private static final Messages TEXT = Messages.of(ClusterView.class);

    private final ClusterViewModel viewModel;
    private final io.etcdexplorer.fx.ShownTicker clock;

    public ClusterView(ClusterViewModel viewModel) {
        super(6);
        this.viewModel = viewModel;
        setId("clusterPanel");
        setPadding(new Insets(6));
        getStylesheets().add(Objects.requireNonNull(ClusterView.class.getResource("cluster.css")).toExternalForm());

        Label summary = new Label();
        summary.setId("clusterSummary");
        summary.getStyleClass().add("cluster-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        ProgressIndicator reading = new ProgressIndicator();
        reading.setPrefSize(16, 16);
        reading.visibleProperty().bind(viewModel.refreshingProperty());
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        Label readOnly = new Label(TEXT.get("view.readOnly"), new FontIcon(Feather.EYE));
        readOnly.setId("clusterReadOnly");
        readOnly.getStyleClass().add(Styles.TEXT_MUTED);
        readOnly.visibleProperty().bind(viewModel.changeBlockedProperty().isEqualTo(ClusterViewModel.readOnlyText()));
        readOnly.managedProperty().bind(readOnly.visibleProperty());
        Button refresh = new Button(TEXT.get("refresh"), new FontIcon(Feather.REFRESH_CW));
        refresh.setId("clusterRefresh");
        // Short of room the buttons and the read-only note show their icon alone, then the summary wraps: the
        // cluster id at its end stays readable.
        io.etcdexplorer.fx.Texts.wrapping(summary);
        refresh.getStyleClass().add(Styles.SMALL);
        refresh.setTooltip(new Tooltip(TEXT.get("view.refreshTip")));
        refresh.setOnAction(e -> viewModel.refresh());
        HBox head = new io.etcdexplorer.fx.CompactBar(8, summary, reading, spring, readOnly, refresh);
        head.setAlignment(Pos.CENTER_LEFT);

        TabPane sections = new TabPane(
                section(TEXT.get("view.members"), Feather.SERVER, "clusterMembersTab", new MembersPane(viewModel),
                        ClusterViewModel.Section.MEMBERS),
                section(TEXT.get("view.alarms"), Feather.BELL, "clusterAlarmsTab", new AlarmsPane(viewModel),
                        ClusterViewModel.Section.ALARMS),
                section(TEXT.get("view.leases"), Feather.CLOCK, "clusterLeasesTab", new LeasesPane(viewModel),
                        ClusterViewModel.Section.LEASES),
                section(TEXT.get("view.auth"), Feather.USERS, "clusterAuthTab", new AuthPane(viewModel),
                        ClusterViewModel.Section.AUTH),
                section(TEXT.get("view.maintenance"), Feather.TOOL, "clusterMaintenanceTab",
                        new MaintenancePane(viewModel),
                        ClusterViewModel.Section.MAINTENANCE));
        sections.setId("clusterSections");
        sections.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        sections.getSelectionModel().selectedItemProperty().addListener((obs, old, tab) ->
                viewModel.sectionProperty().set((ClusterViewModel.Section) tab.getUserData()));
        // An alarm is worth a look even from another section: its tab says how many there are.
        Tab alarmsTab = sections.getTabs().get(1);
        Runnable countAlarms = () -> alarmsTab.setText(viewModel.alarms().alarms().isEmpty() ? TEXT.get("view.alarms")
                : TEXT.format("view.alarmsCount", viewModel.alarms().alarms().size()));
        viewModel.alarms().alarms().addListener((javafx.collections.ListChangeListener<Alarm>) c -> countAlarms.run());
        countAlarms.run(); // made when its tab is first selected: alarms may be known already
        VBox.setVgrow(sections, Priority.ALWAYS);
        getChildren().addAll(head, ClusterControls.notice(viewModel.problemProperty(), "clusterProblem"), sections);

        clock = new io.etcdexplorer.fx.ShownTicker(this, Duration.seconds(1), viewModel::tick);
        clock.setWanted(false);
    }

    /** Shown or hidden (its tab selected or not): polls only while shown. */
    public void setActive(boolean active) {
        viewModel.activeProperty().set(active);
        clock.setWanted(active);
    }

    private static Tab section(String title, Feather icon, String id, javafx.scene.Node content,
                               ClusterViewModel.Section section) {
        Tab tab = new Tab(title, content);
        tab.setId(id);
        tab.setGraphic(new FontIcon(icon));
        tab.setUserData(section);
        return tab;
    }
}
