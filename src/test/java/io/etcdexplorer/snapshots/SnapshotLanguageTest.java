package io.etcdexplorer.snapshots;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.SnapshotFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Opening bad snapshot files in Japanese and Russian: the real tools' verdicts, worded in the user's language. */
class SnapshotLanguageTest {

    @RegisterExtension
    static final EtcdExtension source = new EtcdExtension();

    @TempDir
    Path files;

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    private SnapshotProblem failure(Path file) {
        SnapshotOpener opener = new SnapshotOpener(new SnapshotWorkDirs(files.resolve("work")), System.getenv());
        return assertThrows(SnapshotProblem.class, () -> opener.open(file, false, () -> false, step -> { }));
    }

    @Test
    void aTruncatedSnapshotSaysSoInJapaneseWithItsSizes() throws Exception {
        SnapshotFiles.seed(source);
        Path snapshot = SnapshotFiles.save(source, files.resolve("etcd-backup.db"));
        Path cut = SnapshotFiles.truncated(snapshot, files.resolve("cut.db"), Files.size(snapshot) / 2);
        Locales.use(Language.JAPANESE);

        SnapshotProblem problem = failure(cut);
        String message = problem.getMessage();
        assertTrue(message.startsWith("cut.db は途中で切れています："), message);
        assertTrue(message.contains("作成時のコピーまたはダウンロードが途中で中断されました。"), message);
        assertTrue(message.matches(".*\\d+(\\.\\d)? (KiB|MiB).*"), "sizes in KiB/MiB: " + message);
        assertTrue(problem.problem().hint().startsWith("スナップショットを保存した場所からもう一度コピーするか"),
                problem.problem().hint());
        assertTrue(problem.problem().fix().commands().contains("etcdctl snapshot save backup.db"),
                "the command stays etcdctl's own");
    }

    @Test
    void anEmptyFileAndRandomBytesSayWhatTheyAreInRussian() throws Exception {
        Locales.use(Language.RUSSIAN);
        String empty = failure(Files.createFile(files.resolve("empty.db"))).getMessage();
        assertTrue(empty.startsWith("Файл empty.db пуст (0 байт): это не снимок etcd."), empty);

        Path noise = SnapshotFiles.random(files.resolve("noise.db"), 3_000);
        String random = failure(noise).getMessage();
        assertTrue(random.startsWith("Файл noise.db — не снимок etcd: по словам etcd"), random);
    }

    @Test
    void theWorkspaceOfASnapshotIsNamedInTheUsersLanguage() {
        OpenedSnapshot opened = new OpenedSnapshot(Path.of("backups", "etcd-backup.db"), null, true, null, null, null);
        assertEquals("snapshot: etcd-backup.db", opened.name());
        Locales.use(Language.RUSSIAN);
        assertEquals("снимок: etcd-backup.db", opened.name());
        Locales.use(Language.JAPANESE);
        assertEquals("スナップショット：etcd-backup.db", opened.name());
        Locales.use(Language.CHINESE_SIMPLIFIED);
        assertEquals("快照：etcd-backup.db", opened.name());
    }
}
