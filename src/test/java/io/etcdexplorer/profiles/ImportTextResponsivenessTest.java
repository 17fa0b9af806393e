package io.etcdexplorer.profiles;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.FxStallMeter;
import io.etcdexplorer.testsupport.HostileTexts;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static io.etcdexplorer.testsupport.FxStallMeter.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The import dialog's state on the real FX thread with the app's executor: pasting the texts that once froze the
 * window (a 20,000-digit --dial-timeout, 27 doubling variables, a 4 MiB manifest) and typing into a 1 MiB one
 * never keeps the FX thread from running for 100 ms, and each ends with a preview that names the problem.
 */
class ImportTextResponsivenessTest {

    private static final long MAX_STALL_MILLIS = 100;

    @TempDir
    Path home;
    private BackgroundExecutor executor;
    private ImportTextViewModel dialog;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void open() throws Exception {
        executor = BackgroundExecutor.withDaemonPool(Platform::runLater);
        dialog = onFx(() -> new ConnectionsViewModel(executor, new ProfileStore(home.resolve("config")),
                new StatusViewModel(), removed -> { }).newImport()).value();
    }

    @AfterEach
    void close() {
        executor.close();
    }

    @Test
    void hostilePastesNeverHoldUpTheFxThread() throws Exception {
        try (FxStallMeter meter = FxStallMeter.start()) {
            paste(HostileTexts.longDialTimeout(20_000), p -> p.usable()
                    && p.warnings().stream().anyMatch(w -> w.contains("(it is 20000 characters long)")));
            paste(HostileTexts.doublingVariables(27), p -> !p.usable()
                    && p.error().startsWith("Variable expansion stopped at 64 KiB: V15=$V14$V14 on line 16"));
            paste(HostileTexts.largeManifest(4_400_000), p -> !p.usable() && p.error().equals("The pasted text is"
                    + " 4.2 MiB; import reads at most 1 MiB: paste only the etcdctl command, the ETCDCTL_* lines or"
                    + " the manifest"));
            typeInto(HostileTexts.largeManifest(1000 * 1024));
            assertTrue(meter.worstMillis() < MAX_STALL_MILLIS,
                    "the FX thread stood still for " + meter.worstMillis() + " ms");
        }
    }

    private void paste(String text, Predicate<ImportPreview> expected) throws Exception {
        long held = onFx(() -> {
            dialog.textProperty().set(text);
            return null;
        }).millis();
        assertTrue(held < MAX_STALL_MILLIS, "setting the text held the FX thread for " + held + " ms");
        awaitPreview(expected);
    }

    /** Keystrokes 20 ms apart at the end of a large manifest: only the last text's preview may show. */
    private void typeInto(String manifest) throws Exception {
        String typed = manifest + "# reviewed";
        for (int i = manifest.length(); i <= typed.length(); i++) {
            String now = typed.substring(0, i);
            long held = onFx(() -> {
                dialog.textProperty().set(now);
                return null;
            }).millis();
            assertTrue(held < MAX_STALL_MILLIS, "a keystroke held the FX thread for " + held + " ms");
            Thread.sleep(20);
        }
        awaitPreview(p -> p.usable() && p.profile().endpoints().equals(List.of("https://10.0.0.1:2379")));
        assertEquals(typed, onFx(() -> dialog.textProperty().get()).value());
    }

    private void awaitPreview(Predicate<ImportPreview> expected) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> onFx(() -> !dialog.readingProperty().get()
                && dialog.canReviewBinding().get() == dialog.previewProperty().get().usable()
                && expected.test(dialog.previewProperty().get())).value());
    }
}
