package io.etcdexplorer.events;

import io.etcdexplorer.i18n.Messages;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/** The event panel's sparkline: events per second over the last minute, beside the counters. */
final class RateSparkline {

    private static final Messages TEXT = Messages.of(RateSparkline.class);

    private RateSparkline() {
    }

    /** Events/s over the last minute, redrawn only when the history changes (once a second at most). */
    static Label of(EventsViewModel viewModel) {
        Canvas canvas = new Canvas(120, 24);
        Label holder = new Label(null, canvas); // a Label, so the canvas gets a tooltip
        holder.setId("eventsSparkline");
        holder.setMinWidth(Region.USE_PREF_SIZE);
        Tooltip tooltip = new Tooltip();
        holder.setTooltip(tooltip);
        Runnable redraw = () -> {
            int max = drawSparkline(canvas, viewModel.rateHistoryProperty().get());
            tooltip.setText(TEXT.format("sparklineTip", EventsViewModel.HISTORY_SECONDS, max));
        };
        viewModel.rateHistoryProperty().addListener((obs, old, now) -> redraw.run());
        redraw.run();
        return holder;
    }

    /** Draws the counts as a line scaled to their maximum; returns that maximum. */
    static int drawSparkline(Canvas canvas, int[] counts) {
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, w, h);
        int max = 0;
        for (int c : counts) {
            max = Math.max(max, c);
        }
        g.setStroke(Color.gray(0.5, 0.4));
        g.setLineWidth(1);
        g.strokeLine(0, h - 0.5, w, h - 0.5);
        if (counts.length < 2) {
            return max;
        }
        double step = (w - 2) / (counts.length - 1);
        double scale = max == 0 ? 0 : (h - 3) / max;
        g.setStroke(Color.web("#3b82f6"));
        g.setLineWidth(1.5);
        g.beginPath();
        for (int i = 0; i < counts.length; i++) {
            double x = 1 + i * step;
            double y = h - 1.5 - counts[i] * scale;
            if (i == 0) {
                g.moveTo(x, y);
            } else {
                g.lineTo(x, y);
            }
        }
        g.stroke();
        return max;
    }
}
