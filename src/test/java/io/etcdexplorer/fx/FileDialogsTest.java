package io.etcdexplorer.fx;

import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.files.RecentFolders;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Dialogs find the app's folder memory through their owner chain, headless, with a picker standing in for the OS. */
class FileDialogsTest {

    @TempDir
    Path home;

    private final List<FileRequest> asked = new ArrayList<>();
    private final List<Window> owners = new ArrayList<>();
    private Path answer;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void closeWindows() throws Exception {
        onFx(() -> {
            new ArrayList<>(Window.getWindows()).forEach(Window::hide);
            return null;
        });
    }

    @Test
    void aDialogOwnedByAWindowOwnedByTheMainOneStartsInTheRememberedFolder() throws Exception {
        Path documents = Files.createDirectory(home.resolve("Documents"));
        Path exports = Files.createDirectory(home.resolve("exports"));
        Stage main = onFx(() -> stage(null));
        Stage editor = onFx(() -> stage(main));
        onFx(() -> {
            FileDialogs.install(main, new RecentFolders(home, Map.of(), folders -> { }), this::pick);
            return null;
        });

        answer = exports.resolve("shop.json");
        Optional<Path> chosen = onFx(() -> FileDialogs.save(editor, FolderPurpose.EXPORT, "Export", "shop.json",
                new FileChooser.ExtensionFilter("JSON", "*.json")));
        assertEquals(Optional.of(answer), chosen);
        FileRequest first = asked.get(0);
        assertEquals(new FileRequest(FileRequest.Kind.SAVE, "Export", documents, "shop.json", List.of()),
                new FileRequest(first.kind(), first.title(), first.startFolder(), first.fileName(), List.of()));
        assertEquals(List.of("*.json"), first.filters().get(0).getExtensions());
        assertSame(editor, owners.get(0), "the dialog is modal to the window it was opened from");

        answer = null; // cancelled: nothing to remember
        assertEquals(Optional.empty(), onFx(() -> FileDialogs.folder(editor, FolderPurpose.EXPORT, "Into")));
        assertEquals(exports, asked.get(1).startFolder());
        assertEquals(FileRequest.Kind.FOLDER, asked.get(1).kind());
        onFx(() -> FileDialogs.open(main, FolderPurpose.IMPORT, "Import"));
        assertEquals(documents, asked.get(2).startFolder(), "another purpose has its own folder");

        // A window outside the chain (opened without an owner) still finds the main window's memory.
        Stage loose = onFx(() -> stage(null));
        onFx(() -> FileDialogs.save(loose, FolderPurpose.EXPORT, "Export", null));
        assertEquals(exports, asked.get(3).startFolder());
    }

    @Test
    void eachWindowChainHasItsOwnMemory() throws Exception {
        Path mine = Files.createDirectory(home.resolve("mine"));
        Path theirs = Files.createDirectory(home.resolve("theirs"));
        Stage first = onFx(() -> stage(null));
        Stage second = onFx(() -> stage(null));
        Stage editor = onFx(() -> stage(second));
        Stage dialog = onFx(() -> stage(editor));
        onFx(() -> {
            FileDialogs.install(first, new RecentFolders(home, Map.of(FolderPurpose.IMPORT, theirs), f -> { }),
                    this::pick);
            FileDialogs.install(second, new RecentFolders(home, Map.of(FolderPurpose.IMPORT, mine), f -> { }),
                    this::pick);
            return null;
        });
        onFx(() -> FileDialogs.open(dialog, FolderPurpose.IMPORT, "Import"));
        assertEquals(mine, asked.get(0).startFolder(), "the owner's owner's memory, not the first window's");
    }

    private Optional<Path> pick(Window owner, FileRequest request) {
        owners.add(owner);
        asked.add(request);
        return Optional.ofNullable(answer);
    }

    private static Stage stage(Window owner) {
        Stage stage = new Stage();
        if (owner != null) {
            stage.initOwner(owner);
        }
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
        return stage;
    }

    private static <T> T onFx(Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get(10, TimeUnit.SECONDS);
    }
}
