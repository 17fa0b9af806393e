package io.etcdexplorer.workspace;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.search.SearchMode;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.ClippedText;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.image.WritableImage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The main window connected, in one language at 1280x800: the key tree, then the Value, Editor and Events tabs, the
 * Kubernetes tab and a search, each checked for text cut off, with a picture of each in target/tour/<lang>/.
 */
abstract class WorkspaceLanguageWindowCheck {

    private final FxRobot robot = new FxRobot();

    static Application open(Language language, EtcdExtension etcd, Path home) throws Exception {
        Locales.use(language);
        etcd.deleteAll();
        etcd.put("/app/config.json", "{\"name\": \"shop\", \"replicas\": 3}");
        etcd.put("/app/feature-flags", "new-checkout=on");
        etcd.put("/registry/configmaps/shop/web-settings", "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\","
                + "\"metadata\":{\"name\":\"web-settings\",\"namespace\":\"shop\"},\"data\":{\"mode\":\"blue\"}}");
        etcd.put("/registry/configmaps/kube-system/coredns", "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\","
                + "\"metadata\":{\"name\":\"coredns\",\"namespace\":\"kube-system\"},\"data\":{\"Corefile\":\".\"}}");
        etcd.put("/registry/namespaces/shop", "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\","
                + "\"metadata\":{\"name\":\"shop\"}}");
        return AppWindow.openIn(language, home, "--endpoints", etcd.endpoint());
    }

    static void close(Application app) throws Exception {
        try {
            AppWindow.close(app);
        } finally {
            Locales.use(Language.ENGLISH);
        }
    }

    /** Every step, with the texts this language shows on the way; fails naming each label cut off. */
    void everyViewShowsItsTextsWhole(String keyCount, String valueTab, String watching, String searchDone)
            throws Exception {
        String lang = Locales.current().toLanguageTag().toLowerCase(Locale.ROOT);
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> AppWindow.onFx(tree::isVisible)
                && AppWindow.text(robot, "#keyCount").equals(keyCount));
        Scene scene = AppWindow.onFx(tree::getScene);
        assertEquals(1280.0, scene.getWidth());
        List<String> cut = new ArrayList<>();
        check(scene, lang, "tree", cut);

        AppWindow.goTo(robot, "/app/config.json");
        TabPane details = robot.lookup("#detailTabs").queryAs(TabPane.class);
        for (String id : List.of("valueTab", "editorTab", "eventsTab")) {
            Tab tab = AppWindow.onFx(() -> details.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
                    .orElseThrow());
            robot.interact(() -> details.getSelectionModel().select(tab));
            if (id.equals("valueTab")) {
                assertEquals(valueTab, AppWindow.onFx(tab::getText));
                WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                        () -> !AppWindow.text(robot, "#valueDetails").isEmpty());
            }
            if (id.equals("eventsTab")) {
                Node watch = robot.lookup("#eventsWatch").query();
                robot.interact(() -> ((Button) watch).fire());
                WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                        () -> AppWindow.text(robot, "#eventsState").startsWith(watching));
            }
            check(scene, lang, id, cut);
        }

        TabPane lists = AppWindow.onFx(() -> robot.lookup(".tab-pane").queryAllAs(TabPane.class).stream()
                .filter(p -> p.getTabs().stream().anyMatch(t -> "keysTab".equals(t.getId()))).findFirst()
                .orElseThrow());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> lists.getTabs().stream()
                .anyMatch(t -> "resourcesTab".equals(t.getId()))));
        Tab resources = AppWindow.onFx(() -> lists.getTabs().stream()
                .filter(t -> "resourcesTab".equals(t.getId())).findFirst().orElseThrow());
        robot.interact(() -> lists.getSelectionModel().select(resources));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !AppWindow.text(robot, "#resourceSummary").isEmpty());
        check(scene, lang, "resources", cut);

        @SuppressWarnings("unchecked")
        ComboBox<SearchMode> mode = robot.lookup("#searchMode").queryAs(ComboBox.class);
        TextField query = robot.lookup("#searchField").queryAs(TextField.class);
        robot.interact(() -> {
            mode.setValue(SearchMode.VALUE_CONTAINS); // shows the scope and the "MiB max" cap
            query.setText("shop");
            query.fireEvent(new javafx.event.ActionEvent());
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#searchProgress").endsWith(searchDone));
        check(scene, lang, "search", cut);
        assertTrue(cut.isEmpty(), "text cut off in " + lang + ":\n  " + String.join("\n  ", cut));
    }

    /** Collects what is cut off once the layout settled, and keeps a picture of the window as the user sees it. */
    private void check(Scene scene, String lang, String step, List<String> cut) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        List<String> now = ClippedText.in(scene);
        while (!now.isEmpty() && System.nanoTime() < until) {
            Thread.sleep(200);
            now = ClippedText.in(scene);
        }
        now.forEach(label -> cut.add(step + ": " + label));
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage image = WaitForAsyncUtils.asyncFx(() -> scene.snapshot(null)).get(10, TimeUnit.SECONDS);
        Path file = Path.of("target/tour", lang, "workspace-" + step + ".png");
        Files.createDirectories(file.getParent());
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        image.getPixelReader().getPixels(0, 0, width, height, javafx.scene.image.PixelFormat.getIntArgbInstance(),
                argb, 0, width);
        java.awt.image.BufferedImage png = new java.awt.image.BufferedImage(width, height,
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        png.setRGB(0, 0, width, height, argb, 0, width);
        ImageIO.write(png, "png", file.toFile());
    }
}
