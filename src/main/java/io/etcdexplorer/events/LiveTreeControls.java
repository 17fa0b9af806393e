package io.etcdexplorer.events;

import io.etcdexplorer.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.Locale;

/**
 * The keys toolbar's part of the live tree: a badge saying whether the tree is live (and why not, in its tooltip)
 * and the pause toggle. Also drives the model's half-second tick for deferred table rows, while any may wait.
 */
public final class LiveTreeControls {

    private static final Messages TEXT = Messages.of(LiveTreeControls.class);

    private final Label indicator = new Label();
    private final ToggleButton pause = new ToggleButton();
    private final io.etcdexplorer.fx.ShownTicker ticker;

    public LiveTreeControls(LiveTreeViewModel viewModel) {
        indicator.setId("liveIndicator");
        indicator.getStyleClass().addAll("badge", "badge-live");
        indicator.textProperty().bind(viewModel.textProperty());
        Tooltip why = new Tooltip();
        why.textProperty().bind(viewModel.detailProperty());
        why.setWrapText(true);
        why.setMaxWidth(420);
        indicator.setTooltip(why);
        viewModel.stateProperty().addListener((obs, old, state) -> styleFor(state));
        styleFor(viewModel.stateProperty().get());
        indicator.visibleProperty().bind(viewModel.textProperty().isNotEmpty());
        indicator.managedProperty().bind(indicator.visibleProperty());

        pause.setId("livePause");
        pause.selectedProperty().bindBidirectional(viewModel.pausedProperty());
        pause.graphicProperty().bind(Bindings.createObjectBinding(() -> new FontIcon(pause.isSelected()
                ? Feather.PLAY : Feather.PAUSE), pause.selectedProperty()));
        pause.textProperty().bind(Bindings.when(pause.selectedProperty()).then(TEXT.get("resume"))
                .otherwise(TEXT.get("pause")));
        pause.setTooltip(new Tooltip(TEXT.get("livePauseTip")));
        pause.visibleProperty().bind(indicator.visibleProperty());
        pause.managedProperty().bind(pause.visibleProperty());

        // Only while a batch may have left table rows deferred: an idle tree runs no timer.
        ticker = new io.etcdexplorer.fx.ShownTicker(indicator, Duration.millis(500), viewModel::tick);
        ticker.setWanted(viewModel.rowsPendingProperty().get());
        viewModel.rowsPendingProperty().addListener((obs, was, now) -> ticker.setWanted(now));
    }

    public List<javafx.scene.Node> nodes() {
        return List.of(indicator, pause);
    }

    /** Green while live, amber while paused or catching up, red when not following at all. */
    private void styleFor(LiveTreeViewModel.State state) {
        indicator.getStyleClass().removeIf(c -> c.startsWith("live-"));
        indicator.getStyleClass().add("live-" + state.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }
}
