package io.etcdexplorer.tour;

import io.etcdexplorer.testsupport.ClippedText;
import javafx.scene.Scene;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Writes what a scene shows to a PNG, as the README shows it. Rendering goes through the scene's own snapshot, so
 * it works headless (Monocle) with no screen to grab. ImageIO writes the file: the JDK has it, and pulling in
 * javafx-swing just for {@code SwingFXUtils} would put Swing on the app's class path.
 */
final class Screenshots implements org.junit.jupiter.api.extension.BeforeAllCallback,
        org.junit.jupiter.api.extension.TestWatcher {

    /**
     * {@code -Dtour.out=docs/screenshots} refreshes the README's pictures; the default keeps them in target. A run in
     * another language (the tour-languages profile of pom.xml) writes to {@code target/tour/<language>/} whatever
     * tour.out says, so that it never overwrites the README's English pictures.
     */
    static final Path OUT = io.etcdexplorer.i18n.Locales.language() == io.etcdexplorer.i18n.Language.ENGLISH
            ? Path.of(System.getProperty("tour.out", "target/tour"))
            : Path.of("target", "tour", io.etcdexplorer.i18n.Locales.language().tag());

    private final List<String> promised;
    private final List<String> written = new ArrayList<>();
    /** Labels each picture shows cut off, collected over the whole tour so that one run names them all. */
    private final List<String> clipped = new ArrayList<>();

    /**
     * Whether a step of this run of the class failed. Its own failure is then what the build reports (and what
     * Surefire runs again); the pictures the failed step did not take are not a second failure. Static state of the
     * class survives into the rerun, so the rerun's pictures complete the set.
     */
    private boolean stepFailed;

    @Override
    public void beforeAll(org.junit.jupiter.api.extension.ExtensionContext context) {
        stepFailed = false;
    }

    @Override
    public void testFailed(org.junit.jupiter.api.extension.ExtensionContext context, Throwable cause) {
        stepFailed = true;
    }

    /** {@code promised}: the pictures this tour class takes, all of which it must have taken by the end. */
    Screenshots(List<String> promised) {
        this.promised = List.copyOf(promised);
    }

    String shoot(Scene scene, String name) throws Exception {
        write(toImage(snapshot(scene)), take(name));
        checkClipped(scene, name);
        return name;
    }

    /**
     * A dialog drawn where it sits over the main window, with a frame and a shadow: headless there is no window
     * manager to draw them, and a dialog alone loses the context the README describes.
     */
    String shootDialog(Scene main, Scene dialog, String name) throws Exception {
        BufferedImage under = toImage(snapshot(main));
        BufferedImage over = withTitleBar(toImage(snapshot(dialog)), WaitForAsyncUtils.asyncFx(
                () -> dialog.getWindow() instanceof Stage stage ? stage.getTitle() : "").get(5, TimeUnit.SECONDS));
        double[] at = WaitForAsyncUtils.asyncFx(() -> new double[]{
                dialog.getWindow().getX() + dialog.getX() - main.getWindow().getX() - main.getX(),
                dialog.getWindow().getY() + dialog.getY() - main.getWindow().getY() - main.getY()})
                .get(5, TimeUnit.SECONDS);
        int x = clamp((int) at[0], under.getWidth() - over.getWidth());
        int y = clamp((int) at[1] - TITLE_BAR, under.getHeight() - over.getHeight());
        Graphics2D g = under.createGraphics();
        g.setColor(new Color(0, 0, 0, 70)); // dims the window behind, as a modal dialog feels
        g.fillRect(0, 0, under.getWidth(), under.getHeight());
        for (int i = 12; i > 0; i--) { // soft shadow, darker near the dialog
            g.setColor(new Color(0, 0, 0, 6));
            g.fillRoundRect(x - i + 3, y - i + 6, over.getWidth() + 2 * i - 6, over.getHeight() + 2 * i - 6,
                    2 * i, 2 * i);
        }
        g.drawImage(over, x, y, null);
        g.setColor(new Color(0, 0, 0, 90));
        g.drawRect(x - 1, y - 1, over.getWidth() + 1, over.getHeight() + 1);
        g.dispose();
        write(under, take(name));
        checkClipped(main, name);
        checkClipped(dialog, name + " (dialog)");
        return name;
    }

    private static final int TITLE_BAR = 30;

    /** The title bar a window manager would draw, so a dialog reads as a window and says what it is. */
    private static BufferedImage withTitleBar(BufferedImage content, String title) {
        BufferedImage framed = new BufferedImage(content.getWidth(), content.getHeight() + TITLE_BAR,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = framed.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(0xEB, 0xEB, 0xEB));
        g.fillRect(0, 0, framed.getWidth(), TITLE_BAR);
        g.setColor(new Color(0xD0, 0xD0, 0xD0));
        g.drawLine(0, TITLE_BAR - 1, framed.getWidth(), TITLE_BAR - 1);
        g.setColor(new Color(0x30, 0x30, 0x30));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
        String text = title == null ? "" : title;
        int width = g.getFontMetrics().stringWidth(text);
        g.drawString(text, (framed.getWidth() - width) / 2, TITLE_BAR / 2 + g.getFontMetrics().getAscent() / 2 - 2);
        int cx = framed.getWidth() - 18; // a close button, as GNOME draws it
        g.setStroke(new BasicStroke(1.6f));
        g.drawLine(cx - 4, TITLE_BAR / 2 - 4, cx + 4, TITLE_BAR / 2 + 4);
        g.drawLine(cx - 4, TITLE_BAR / 2 + 4, cx + 4, TITLE_BAR / 2 - 4);
        g.drawImage(content, 0, TITLE_BAR, null);
        g.dispose();
        return framed;
    }

    private Path take(String name) {
        if (!promised.contains(name)) {
            throw new IllegalArgumentException(name + " is not among this tour's pictures " + promised);
        }
        written.add(name);
        return OUT.resolve(name + ".png");
    }

    private static int clamp(int value, int max) {
        return Math.max(0, Math.min(value, Math.max(0, max)));
    }

    private static WritableImage snapshot(Scene scene) throws Exception {
        WaitForAsyncUtils.waitForFxEvents(); // let layout, CSS and pending bindings settle first
        return WaitForAsyncUtils.asyncFx(() -> scene.snapshot(null)).get(10, TimeUnit.SECONDS);
    }

    private void checkClipped(Scene scene, String name) throws Exception {
        ClippedText.in(scene).forEach(label -> clipped.add(name + ": " + label));
    }

    /**
     * Fails when a step was skipped (the README would otherwise keep an old picture of it), or when a picture shows
     * a label whose text is cut off.
     */
    void assertAllTaken() {
        List<String> missing = new ArrayList<>(promised);
        missing.removeAll(written);
        if (!missing.isEmpty() && !stepFailed) {
            throw new AssertionError("tour pictures not taken: " + missing);
        }
        if (!clipped.isEmpty()) {
            throw new AssertionError("tour pictures with text cut off:\n  " + String.join("\n  ", clipped));
        }
    }

    private static BufferedImage toImage(WritableImage image) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        PixelReader reader = image.getPixelReader();
        reader.getPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
        BufferedImage buffered = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB); // opaque, smaller
        buffered.setRGB(0, 0, width, height, argb, 0, width);
        return buffered;
    }

    private static void write(BufferedImage image, Path file) throws IOException {
        Files.createDirectories(file.getParent());
        ImageIO.write(image, "png", file.toFile());
    }
}
