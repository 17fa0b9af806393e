package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import javafx.animation.KeyFrame;
import javafx.animation.PauseTransition;
import javafx.animation.Timeline;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The timeline strip above the keys: a slider from the oldest revision etcd still has to the current one, ticks
 * where the selected key or subtree changed, previous/next change (Alt+Left/Alt+Right) and Back to live. Dragging
 * is debounced: the keys are read again only once the thumb rests.
 */
public final class TimelineView extends VBox {

    private static final Messages TEXT = Messages.of(TimelineView.class);

    private static final Duration SETTLE = Duration.millis(250);
    /** The slider's track starts and ends about half a thumb in from its edges. */
    private static final double TRACK_INSET = 8;

    private final TimelineViewModel viewModel;
    private final Slider slider = new Slider(1, 1, 1);
    private final Canvas marks = new Canvas(10, 6);
    private boolean pushing;

    public TimelineView(TimelineViewModel viewModel) {
        this.viewModel = viewModel;
        setId("timeline");
        getStyleClass().add("timeline");
        setPadding(new Insets(2, 8, 4, 8));
        slider.setId("timelineSlider");
        slider.setFocusTraversable(true);
        HBox.setHgrow(slider, Priority.ALWAYS);

        Label revision = new Label();
        revision.setId("timelineRevision");
        revision.setMinWidth(Region.USE_PREF_SIZE);
        Button previous = button(Feather.CHEVRON_LEFT, TEXT.get("previous"), "timelinePrevious");
        previous.setOnAction(e -> viewModel.previousChange());
        Button next = button(Feather.CHEVRON_RIGHT, TEXT.get("next"), "timelineNext");
        next.setOnAction(e -> viewModel.nextChange());
        Button live = new Button(TEXT.get("backToLive"), new FontIcon(Feather.SKIP_FORWARD));
        live.setId("timelineLive");
        live.getStyleClass().addAll(Styles.SMALL, Styles.ACCENT);
        live.setMinWidth(Region.USE_PREF_SIZE);
        live.setOnAction(e -> viewModel.goLive());
        live.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> TEXT.get(
                viewModel.headNameProperty().get().equals(TEXT.get("head.latest")) ? "backToLatest" : "backToLive"),
                viewModel.headNameProperty()));
        live.visibleProperty().bind(viewModel.liveProperty().not());
        live.managedProperty().bind(live.visibleProperty());
        Label title = new Label(TEXT.get("title"), new FontIcon(Feather.CLOCK));
        title.setMinWidth(Region.USE_PREF_SIZE);

        StackPane track = new StackPane(slider);
        // Unmanaged, so the canvas follows the slider's width without holding the row open when it shrinks.
        javafx.scene.layout.Pane marksHolder = new javafx.scene.layout.Pane(marks);
        marks.setManaged(false);
        marksHolder.setMinHeight(marks.getHeight());
        marksHolder.setPrefHeight(marks.getHeight());
        marks.widthProperty().bind(marksHolder.widthProperty());
        VBox withMarks = new VBox(0, track, marksHolder);
        withMarks.setMinWidth(80);
        HBox.setHgrow(withMarks, Priority.ALWAYS);
        HBox row = new HBox(6, title, previous, withMarks, next, revision, live);
        row.setAlignment(Pos.CENTER_LEFT);

        Label note = new Label();
        note.setId("timelineNote");
        note.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        note.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() ->
                        viewModel.problemProperty().get() != null ? viewModel.problemProperty().get()
                                : viewModel.ticksNoteProperty().get(),
                viewModel.problemProperty(), viewModel.ticksNoteProperty()));
        getChildren().addAll(row, note);

        revision.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> viewModel.liveProperty()
                        .get() ? TEXT.format("head.revision", viewModel.headNameProperty().get(),
                        String.valueOf(viewModel.currentProperty().get()))
                        : viewModel.bannerProperty().get(),
                viewModel.liveProperty(), viewModel.currentProperty(), viewModel.bannerProperty(),
                viewModel.headNameProperty()));
        viewModel.liveProperty().addListener((obs, was, now) -> pseudoClassStateChanged(PAST, !now));

        bindSlider();
        viewModel.ticksProperty().addListener((obs, old, now) -> drawMarks());
        marks.widthProperty().addListener((obs, old, now) -> drawMarks());
        viewModel.oldestProperty().addListener((obs, old, now) -> drawMarks());
        viewModel.currentProperty().addListener((obs, old, now) -> drawMarks());

        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (new KeyCodeCombination(KeyCode.LEFT, KeyCombination.ALT_DOWN).match(e)) {
                viewModel.previousChange();
                e.consume();
            } else if (new KeyCodeCombination(KeyCode.RIGHT, KeyCombination.ALT_DOWN).match(e)) {
                viewModel.nextChange();
                e.consume();
            }
        });
        // The right end follows the cluster while the timeline shows: the live tree's watch moves it while it runs,
        // so the bounds are polled every 3 s only without one. With one, a check every 30 s looks for a compaction by
        // another client (it moves the left end and makes no event), and reads only when the cluster moved meanwhile
        // or every 5 minutes at rest.
        io.etcdexplorer.fx.ShownTicker poll = new io.etcdexplorer.fx.ShownTicker(this, Duration.seconds(3),
                viewModel::refreshBounds);
        io.etcdexplorer.fx.ShownTicker check = new io.etcdexplorer.fx.ShownTicker(this, Duration.seconds(30),
                viewModel::checkForCompaction);
        Runnable pollOrCheck = () -> {
            poll.setWanted(!viewModel.watchedProperty().get());
            check.setWanted(viewModel.watchedProperty().get());
        };
        viewModel.watchedProperty().addListener((obs, was, now) -> pollOrCheck.run());
        pollOrCheck.run();
    }

    private void bindSlider() {
        PauseTransition settle = new PauseTransition(SETTLE);
        settle.setOnFinished(e -> viewModel.show(Math.round(slider.getValue())));
        slider.valueProperty().addListener((obs, old, now) -> {
            if (!pushing) {
                settle.playFromStart();
            }
        });
        Runnable sync = () -> {
            pushing = true;
            try {
                slider.setMin(viewModel.oldestProperty().get());
                slider.setMax(Math.max(viewModel.oldestProperty().get(), viewModel.currentProperty().get()));
                slider.setValue(viewModel.liveProperty().get() ? slider.getMax() : viewModel.revisionProperty().get());
            } finally {
                pushing = false;
            }
        };
        viewModel.oldestProperty().addListener((obs, old, now) -> sync.run());
        viewModel.currentProperty().addListener((obs, old, now) -> sync.run());
        viewModel.revisionProperty().addListener((obs, old, now) -> sync.run());
        viewModel.liveProperty().addListener((obs, old, now) -> sync.run());
        sync.run();
        slider.setTooltip(new Tooltip(TEXT.get("sliderTip")));
    }

    private void drawMarks() {
        double w = marks.getWidth();
        double h = marks.getHeight();
        GraphicsContext g = marks.getGraphicsContext2D();
        g.clearRect(0, 0, w, h);
        long min = viewModel.oldestProperty().get();
        long max = Math.max(min + 1, viewModel.currentProperty().get());
        double span = w - 2 * TRACK_INSET;
        g.setFill(Color.web("#f59e0b"));
        for (long r : viewModel.ticksProperty().get()) {
            if (r >= min && r <= max) {
                double x = TRACK_INSET + span * (r - min) / (double) (max - min);
                g.fillRect(Math.round(x) - 0.5, 0, 1.5, h);
            }
        }
    }

    private static Button button(Feather icon, String tip, String id) {
        Button button = new Button(null, new FontIcon(icon));
        button.setId(id);
        button.getStyleClass().addAll(Styles.SMALL, Styles.FLAT);
        button.setTooltip(new Tooltip(tip));
        return button;
    }

    private static final javafx.css.PseudoClass PAST = javafx.css.PseudoClass.getPseudoClass("past");
}
