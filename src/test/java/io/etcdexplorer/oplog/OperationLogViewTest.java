package io.etcdexplorer.oplog;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.TestStage;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Clock;
import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Log tab is made when it is first selected, usually after the user did things: it opens on the newest entry
 * with its etcdctl command and response shown, not on a highlighted line above two empty boxes.
 */
class OperationLogViewTest {

    @RegisterExtension
    static final TestStage window = new TestStage();

    @Test
    void firstOpenedAfterTheUserDidThingsItShowsTheNewestCommandAndResponse() throws Exception {
        OperationLog log = new OperationLog(Clock.systemUTC());
        log.note("put", "etcdctl put /a 1", "declined: nothing written");
        log.failed("delete", "etcdctl del /b", new IllegalStateException("etcdserver: request timed out"));
        OperationLogView view = fx(() -> {
            OperationLogView made = new OperationLogView(new OperationLogViewModel(log,
                    BackgroundExecutor.sameThread(), said -> { }));
            window.show(made, 800, 500);
            return made;
        });
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> list = (ListView<?>) view.lookup("#operationLogList");
        assertEquals(1, fx(() -> list.getSelectionModel().getSelectedIndex()), "the newest entry is selected");
        assertEquals("etcdctl del /b", fx(() -> ((TextArea) view.lookup("#operationLogCommand")).getText()));
        String response = fx(() -> ((TextArea) view.lookup("#operationLogResponse")).getText());
        assertEquals(log.entries().get(1).response(), response, "the error, as the log keeps it");
        assertTrue(!response.isBlank(), "the failed entry's error shows");

        fx(() -> log.note("put", "etcdctl put /c 3", "declined: nothing written"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("etcdctl put /c 3", fx(() -> ((TextArea) view.lookup("#operationLogCommand")).getText()),
                "a new entry shows at once");
    }

    private static <T> T fx(Callable<T> work) throws Exception {
        return AppWindow.onFx(work);
    }
}
