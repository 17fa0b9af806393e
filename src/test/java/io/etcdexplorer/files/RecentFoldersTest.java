package io.etcdexplorer.files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RecentFoldersTest {

    @TempDir
    Path home;

    private final List<Map<FolderPurpose, Path>> saved = new ArrayList<>();

    @Test
    void aNewUserStartsInDocumentsOrTheHomeWithoutOne() throws Exception {
        RecentFolders folders = new RecentFolders(home, Map.of(), saved::add);
        assertEquals(home, folders.startFolder(FolderPurpose.EXPORT), "no Documents folder: the home");
        Path documents = Files.createDirectory(home.resolve("Documents"));
        assertEquals(documents, folders.startFolder(FolderPurpose.EXPORT));
        assertEquals(documents, folders.startFolder(FolderPurpose.CERTIFICATES));
    }

    @Test
    void sshKeysStartInDotSshWhenThereIsOne() throws Exception {
        Files.createDirectory(home.resolve("Documents"));
        RecentFolders folders = new RecentFolders(home, Map.of(), saved::add);
        assertEquals(home.resolve("Documents"), folders.startFolder(FolderPurpose.SSH_KEY));
        Path ssh = Files.createDirectory(home.resolve(".ssh"));
        assertEquals(ssh, folders.startFolder(FolderPurpose.SSH_KEY));
    }

    @Test
    void theFolderOfTheLastChoiceIsRememberedPerPurposeAndSaved() throws Exception {
        Path documents = Files.createDirectory(home.resolve("Documents"));
        Path exports = Files.createDirectories(home.resolve("work/exports"));
        RecentFolders folders = new RecentFolders(home, Map.of(), saved::add);

        folders.remember(FolderPurpose.EXPORT, exports.resolve("shop.json"));
        assertEquals(exports, folders.startFolder(FolderPurpose.EXPORT));
        assertEquals(documents, folders.startFolder(FolderPurpose.IMPORT), "another purpose keeps its own");
        assertEquals(List.of(Map.of(FolderPurpose.EXPORT, exports)), saved);

        // A chosen folder (export as files) counts as a choice inside its parent: the next one goes beside it.
        folders.remember(FolderPurpose.EXPORT, exports.resolve("dump-1"));
        assertEquals(1, saved.size(), "nothing new to save");
        folders.remember(FolderPurpose.IMPORT, home.resolve("work/in.json"));
        assertEquals(Map.of(FolderPurpose.EXPORT, exports, FolderPurpose.IMPORT, home.resolve("work")),
                saved.get(saved.size() - 1));
    }

    @Test
    void aRememberedFolderDeletedSinceFallsBackToDocuments() throws Exception {
        Path documents = Files.createDirectory(home.resolve("Documents"));
        Path gone = Files.createDirectory(home.resolve("usb-stick"));
        RecentFolders folders = new RecentFolders(home, Map.of(FolderPurpose.SNAPSHOT, gone), saved::add);
        assertEquals(gone, folders.startFolder(FolderPurpose.SNAPSHOT));
        Files.delete(gone);
        assertEquals(documents, folders.startFolder(FolderPurpose.SNAPSHOT));
        Files.delete(documents);
        assertEquals(home, folders.startFolder(FolderPurpose.SNAPSHOT));
        assertTrue(saved.isEmpty(), "starting somewhere else does not forget the folder the user chose");
    }

    @Test
    void aRelativeChoiceIsRememberedAsAnAbsoluteFolder() {
        RecentFolders folders = new RecentFolders(home, Map.of(), saved::add);
        folders.remember(FolderPurpose.EXPORT, Path.of("out.json"));
        assertTrue(saved.get(0).get(FolderPurpose.EXPORT).isAbsolute());
    }
}
