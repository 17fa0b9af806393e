package io.etcdexplorer.viewer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The value pane with 3 MiB values stored in a real etcd (started with a 8 MiB request limit; its default of
 * 1.5 MiB would refuse them): the text views show the first MiB until the user asks for all of it.
 */
class LongValueViewTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension().withArgs("--max-request-bytes=8388608");

    /** 3 MiB of text with two-byte characters; the first MiB ends inside one (1 MiB - 3 = 3 mod 47: the ü). */
    static final String LINE = "Grüße aus dem Wörterbuch, Zeile für Zeile.\n";
    static final String TEXT = "abc" + LINE.repeat(3 * 1024 * 1024 / LINE.getBytes(StandardCharsets.UTF_8).length);

    @TempDir
    Path dir;
    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private final ValueViewModel value = new ValueViewModel(executor, status, new KubeDecoder(new KubeSchemas()));
    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        keys.open(session);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private void load(String key) {
        keys.refresh();
        value.load(session, keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aLongTextShowsItsFirstMebibyteUntilShowAll() {
        byte[] bytes = TEXT.getBytes(StandardCharsets.UTF_8);
        assertTrue(bytes.length > 3_000_000, "3 MiB, over etcd's default request limit");
        etcd.put("/long".getBytes(StandardCharsets.UTF_8), bytes);
        etcd.put("/short", "hello");

        load("/long");

        assertEquals(ValueMode.TEXT, value.modeProperty().get());
        String shown = value.textProperty().get();
        int shownBytes = shown.getBytes(StandardCharsets.UTF_8).length;
        assertTrue(shownBytes <= 1024 * 1024 && shownBytes > 1024 * 1024 - 4, "the first MiB: " + shownBytes);
        assertTrue(TEXT.startsWith(shown), "the start of the value, no character cut in half");
        assertEquals("Showing the first 1.0 MiB of 3.0 MiB: the whole text may make this view slow to scroll and "
                + "select.", value.truncationProperty().get());
        assertEquals("Show all (3.0 MiB)", value.showAllLabelProperty().get());

        value.showAll();
        assertEquals(TEXT, value.textProperty().get());
        assertEquals("Showing all 3.0 MiB: this view may be slow to scroll and select.",
                value.truncationProperty().get());
        assertEquals("", value.showAllLabelProperty().get());

        load("/short");
        assertEquals("hello", value.textProperty().get());
        assertEquals("", value.truncationProperty().get());
        load("/long");
        assertTrue(value.textProperty().get().length() < TEXT.length(), "show all was for that one reading");
    }

    @Test
    void longJsonIsCutAfterFormattingAndHexKeepsItsOwnLimit() {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; json.length() < 3 * 1024 * 1024; i++) {
            json.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"name\":\"item ").append(i)
                    .append("\"}");
        }
        etcd.put("/json", json.append(']').toString());

        load("/json");

        assertEquals(ValueMode.JSON, value.modeProperty().get());
        assertEquals(1024 * 1024, value.textProperty().get().length());
        assertTrue(value.truncationProperty().get().startsWith("Showing the first 1.0 MiB of "), value
                .truncationProperty().get());
        assertTrue(value.truncationProperty().get().contains("MiB of formatted text"));

        value.modeProperty().set(ValueMode.HEX);
        assertEquals("", value.truncationProperty().get(), "hex has its own limit, and says so");
        assertTrue(value.noticeProperty().get().startsWith("Only the first 256 KiB are shown in hex"),
                value.noticeProperty().get());
    }

    @Test
    void saveToFileWritesTheWholeValue() throws Exception {
        byte[] bytes = TEXT.getBytes(StandardCharsets.UTF_8);
        etcd.put("/long".getBytes(StandardCharsets.UTF_8), bytes);
        load("/long");
        Path file = dir.resolve("long.txt");

        value.saveValue(file);

        assertArrayEquals(bytes, Files.readAllBytes(file));
        assertTrue(status.activityProperty().get().startsWith("Saved the value of /long (3.0 MiB) to "),
                status.activityProperty().get());
        assertFalse(status.hasProblem().get());
    }
}
