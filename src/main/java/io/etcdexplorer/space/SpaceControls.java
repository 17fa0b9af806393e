package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import io.etcdexplorer.fx.CompactBar;
import io.etcdexplorer.fx.Texts;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.util.StringConverter;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The space tab's switches and fields, its Analyse / Stop / Export buttons, and the progress row with the cap. */
final class SpaceControls {

    private static final Messages TEXT = Messages.of(SpaceControls.class);

    private SpaceControls() {
    }

    /** Sizes / Churn, prefix, grouping, Analyse, Stop, Export CSV…; {@code export} asks where and writes. */
    static HBox bar(SpaceViewModel viewModel, Runnable export) {
        SpaceQuery query = viewModel.query();
        ToggleGroup modes = new ToggleGroup();
        ToggleButton sizes = toggle(TEXT.get("mode.sizes"), "spaceSizes", modes, Styles.LEFT_PILL);
        ToggleButton churn = toggle(TEXT.get("mode.churn"), "spaceChurn", modes, Styles.RIGHT_PILL);
        sizes.setTooltip(new Tooltip(TEXT.get("mode.sizesTip")));
        churn.setTooltip(new Tooltip(TEXT.get("mode.churnTip")));
        Runnable showMode = () -> modes.selectToggle(query.modeProperty().get() == SpaceMode.CHURN ? churn : sizes);
        showMode.run();
        query.modeProperty().addListener((obs, old, now) -> showMode.run());
        modes.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                modes.selectToggle(old); // one of the two is always on
            } else {
                query.modeProperty().set(now == churn ? SpaceMode.CHURN : SpaceMode.SIZES);
            }
        });
        HBox switcher = new HBox(sizes, churn);
        switcher.setMinWidth(HBox.USE_PREF_SIZE);

        TextField prefix = new TextField();
        prefix.setId("spacePrefix");
        prefix.setPromptText(TEXT.get("prefix"));
        prefix.setTooltip(new Tooltip(TEXT.get("prefixTip")));
        Texts.wholePrompt(prefix);
        prefix.textProperty().bindBidirectional(query.prefixProperty());
        HBox.setHgrow(prefix, Priority.ALWAYS);
        ComboBox<SpaceGrouping> grouping = new ComboBox<>();
        grouping.setId("spaceGrouping");
        grouping.getItems().setAll(SpaceGrouping.values());
        grouping.setConverter(new StringConverter<>() {
            @Override
            public String toString(SpaceGrouping value) {
                return value == SpaceGrouping.RESOURCE ? TEXT.get("byResource")
                        : value == null ? "" : TEXT.get("byPrefix");
            }

            @Override
            public SpaceGrouping fromString(String text) {
                return null;
            }
        });
        grouping.valueProperty().bindBidirectional(query.groupingProperty());
        grouping.setTooltip(new Tooltip(TEXT.get("groupingTip")));
        Texts.whole(grouping);

        Button analyse = button(TEXT.get("analyse"), Feather.PIE_CHART, "spaceAnalyse");
        analyse.setDefaultButton(false);
        analyse.setOnAction(e -> viewModel.analyse());
        prefix.setOnAction(e -> viewModel.analyse());
        Button stop = button(TEXT.get("stop"), Feather.X_CIRCLE, "spaceStop");
        stop.disableProperty().bind(viewModel.progress().runningProperty().not());
        stop.setOnAction(e -> viewModel.stop());
        Button csv = button(TEXT.get("exportCsv"), Feather.DOWNLOAD, "spaceExport");
        csv.disableProperty().bind(viewModel.exportableBinding().not());
        csv.setOnAction(e -> export.run());
        HBox bar = new CompactBar(6, switcher, prefix, grouping, analyse, stop, csv);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    /** Churn's revisions A and B, shown only for churn; empty fields mean the oldest kept and now. */
    static HBox revisions(SpaceViewModel viewModel) {
        SpaceQuery query = viewModel.query();
        TextField from = revisionField("spaceFromRevision", query.fromRevisionProperty());
        from.promptTextProperty().bind(Bindings.createStringBinding(() -> TEXT.format("oldestPrompt",
                String.valueOf(query.oldestRevision().get())), query.oldestRevision()));
        TextField to = revisionField("spaceToRevision", query.toRevisionProperty());
        to.promptTextProperty().bind(Bindings.createStringBinding(() -> TEXT.format("nowPrompt",
                String.valueOf(query.currentRevision().get())), query.currentRevision()));
        from.setOnAction(e -> viewModel.analyse());
        to.setOnAction(e -> viewModel.analyse());
        Label after = Texts.whole(new Label(TEXT.get("changesAfter")));
        Label upTo = Texts.whole(new Label(TEXT.get("upTo")));
        HBox row = new HBox(6, after, from, upTo, to);
        row.setAlignment(Pos.CENTER_LEFT);
        row.visibleProperty().bind(query.modeProperty().isEqualTo(SpaceMode.CHURN));
        row.managedProperty().bind(row.visibleProperty());
        return row;
    }

    /** The bar and "12,345 of 50,000 keys · 40.0 MiB read of the 4.0 GiB cap", while a read runs. */
    static HBox progress(SpaceViewModel viewModel) {
        SpaceProgress progress = viewModel.progress();
        ProgressBar bar = new ProgressBar();
        bar.setId("spaceProgress");
        bar.setPrefWidth(160);
        bar.progressProperty().bind(progress.fractionProperty());
        bar.visibleProperty().bind(progress.runningProperty());
        bar.managedProperty().bind(bar.visibleProperty());
        Label text = Texts.wrapping(new Label());
        text.setId("spaceProgressText");
        text.textProperty().bind(progress.textProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox row = new HBox(8, bar, text);
        row.setAlignment(Pos.CENTER_LEFT);
        row.visibleProperty().bind(progress.runningProperty());
        row.managedProperty().bind(row.visibleProperty());
        return row;
    }

    /** The summary of what is shown, with the byte cap beside it and, after a capped read, Raise cap. */
    static HBox summary(SpaceViewModel viewModel) {
        SpaceProgress progress = viewModel.progress();
        Label summary = Texts.wrapping(new Label());
        summary.setId("spaceSummary");
        summary.getStyleClass().add("space-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        HBox.setHgrow(summary, Priority.ALWAYS);
        summary.setMaxWidth(Double.MAX_VALUE);
        Label cap = Texts.whole(new Label());
        cap.setId("spaceCap");
        cap.getStyleClass().add("text-muted");
        cap.textProperty().bind(Bindings.createStringBinding(() -> TEXT.format("byteCap", SpaceTexts.size(
                progress.byteCapProperty().get())), progress.byteCapProperty()));
        cap.visibleProperty().bind(viewModel.query().modeProperty().isEqualTo(SpaceMode.SIZES));
        cap.managedProperty().bind(cap.visibleProperty());
        cap.setTooltip(new Tooltip(TEXT.get("byteCapTip")));
        Button raise = button(TEXT.get("raiseCap"), Feather.CHEVRONS_UP, "spaceRaiseCap");
        raise.setOnAction(e -> viewModel.raiseCap());
        raise.visibleProperty().bind(progress.cappedProperty());
        raise.managedProperty().bind(raise.visibleProperty());
        HBox row = new HBox(8, summary, cap, raise);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static TextField revisionField(String id, javafx.beans.property.StringProperty value) {
        TextField field = new TextField();
        field.setId(id);
        field.setPrefColumnCount(8);
        field.textProperty().bindBidirectional(value);
        Texts.wholePrompt(field);
        return field;
    }

    private static ToggleButton toggle(String text, String id, ToggleGroup group, String style) {
        ToggleButton toggle = new ToggleButton(text);
        toggle.setId(id);
        toggle.setToggleGroup(group);
        toggle.getStyleClass().add(style);
        toggle.setMinWidth(ToggleButton.USE_PREF_SIZE);
        return toggle;
    }

    private static Button button(String text, Feather icon, String id) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        return button;
    }
}
