package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.FxStallMeter;
import io.etcdexplorer.testsupport.HostileTexts;
import io.etcdexplorer.values.EditMode;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Clock;
import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.testsupport.FxStallMeter.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor on the real FX thread with the app's executor: typing a 200 KB deeply nested YAML value and pressing
 * Format never keeps the FX thread from running for 100 ms; the check and Format end with the nesting message,
 * and a large valid value is formatted in the background.
 */
class EditorResponsivenessTest {

    private static final long MAX_STALL_MILLIS = 100;

    private BackgroundExecutor executor;
    private EditorViewModel editor;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void open() throws Exception {
        executor = BackgroundExecutor.withDaemonPool(Platform::runLater);
        editor = onFx(() -> {
            StatusViewModel status = new StatusViewModel();
            EditorViewModel created = new EditorViewModel(executor, status, () -> null,
                    new KeysViewModel(executor, status), new OperationLog(Clock.systemUTC()), (title, text) -> true);
            created.newKey("/deep.yaml");
            created.modeProperty().set(EditMode.YAML);
            return created;
        }).value();
    }

    @AfterEach
    void close() {
        executor.close();
    }

    @Test
    void deeplyNestedYamlIsCheckedAndFormattedOffTheFxThread() throws Exception {
        String deep = HostileTexts.deeplyNestedYaml(200 * 1024);
        try (FxStallMeter meter = FxStallMeter.start()) {
            type(deep.substring(0, deep.length() - 10));
            type(deep);
            awaitProblem("Line 1, column 1001: collections nest more than 1,000 levels deep");
            held(editor::format);
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !onFx(editor.formattingProperty()::get).value());
            assertEquals(deep, onFx(editor.textProperty()::get).value(), "the text is left as it is");

            String mappings = HostileTexts.deeplyNestedYamlMappings(200 * 1024);
            type(mappings);
            held(editor::format);
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !onFx(editor.formattingProperty()::get).value());
            awaitProblem("Line 1, column 4001: collections nest more than 1,000 levels deep");

            String flat = flatYaml(200 * 1024);
            type(flat);
            awaitProblem("");
            held(editor::format);
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> onFx(() -> editor.textProperty().get()
                    .startsWith("key0:\n  a: 1\n")).value());
            assertTrue(meter.worstMillis() < MAX_STALL_MILLIS,
                    "the FX thread stood still for " + meter.worstMillis() + " ms");
        }
    }

    private void type(String text) throws Exception {
        held(() -> editor.textProperty().set(text));
    }

    private static void held(Runnable action) throws Exception {
        long millis = onFx(() -> {
            action.run();
            return null;
        }).millis();
        assertTrue(millis < MAX_STALL_MILLIS, "the FX thread was held for " + millis + " ms");
    }

    private void awaitProblem(String start) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            String problem = onFx(editor.problemProperty()::get).value();
            return start.isEmpty() ? problem.isEmpty() : problem.startsWith(start);
        });
    }

    /** Valid YAML in flow style, which Format rewrites as blocks: seconds of work for 200 KB. */
    private static String flatYaml(int bytes) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; text.length() < bytes; i++) {
            text.append("key").append(i).append(": {a: 1, b: [1, 2]}\n");
        }
        return text.toString();
    }
}
