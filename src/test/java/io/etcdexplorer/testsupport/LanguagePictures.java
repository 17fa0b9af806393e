package io.etcdexplorer.testsupport;

import javafx.scene.Scene;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** A window as the user sees it in one language, written to target/i18n/ for a person to look at. */
public final class LanguagePictures {

    private LanguagePictures() {
    }

    public static Path save(Scene scene, String name) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage image = WaitForAsyncUtils.asyncFx(() -> scene.snapshot(null)).get(10, TimeUnit.SECONDS);
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        PixelReader reader = image.getPixelReader();
        reader.getPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
        BufferedImage buffered = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        buffered.setRGB(0, 0, width, height, argb, 0, width);
        Path file = Path.of("target", "i18n", name + ".png");
        Files.createDirectories(file.getParent());
        ImageIO.write(buffered, "png", file.toFile());
        return file;
    }
}
