package io.etcdexplorer.tour;

import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
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
final class Screenshots {

    /** {@code -Dtour.out=docs/screenshots} refreshes the README's pictures; the default keeps them in target. */
    static final Path OUT = Path.of(System.getProperty("tour.out", "target/tour"));

    private final List<String> promised;
    private final List<String> written = new ArrayList<>();

    /** {@code promised}: the pictures this tour class takes, all of which it must have taken by the end. */
    Screenshots(List<String> promised) {
        this.promised = List.copyOf(promised);
    }

    String shoot(Scene scene, String name) throws Exception {
        if (!promised.contains(name)) {
            throw new IllegalArgumentException(name + " is not among this tour's pictures " + promised);
        }
        WaitForAsyncUtils.waitForFxEvents(); // let layout, CSS and pending bindings settle first
        WritableImage image = WaitForAsyncUtils.asyncFx(() -> scene.snapshot(null)).get(10, TimeUnit.SECONDS);
        write(image, OUT.resolve(name + ".png"));
        written.add(name);
        return name;
    }

    /** Fails when a step was skipped: the README would otherwise keep an old picture of it. */
    void assertAllTaken() {
        List<String> missing = new ArrayList<>(promised);
        missing.removeAll(written);
        if (!missing.isEmpty()) {
            throw new AssertionError("tour pictures not taken: " + missing);
        }
    }

    private static void write(WritableImage image, Path file) throws IOException {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        PixelReader reader = image.getPixelReader();
        reader.getPixels(0, 0, width, height, javafx.scene.image.PixelFormat.getIntArgbInstance(), argb, 0, width);
        BufferedImage buffered = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB); // opaque, smaller
        buffered.setRGB(0, 0, width, height, argb, 0, width);
        Files.createDirectories(file.getParent());
        ImageIO.write(buffered, "png", file.toFile());
    }
}
