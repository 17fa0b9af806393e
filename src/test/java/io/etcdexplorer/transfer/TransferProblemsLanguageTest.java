package io.etcdexplorer.transfer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The import and export failures a user reads on the status line, in Russian and Japanese: a malformed etcdctl
 * JSON file says where (line and column) and what is wrong with it, an export to a folder that cannot be written
 * says so and what to do.
 */
class TransferProblemsLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path dir;

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    private void withViewModel(StatusViewModel status, Consumer<TransferViewModel> work) {
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                h -> { })) {
            work.accept(new TransferViewModel(BackgroundExecutor.sameThread(), () -> session, status, () -> { }));
        }
    }

    /** The file's third line misses a comma between two keys, as a hand edit of an etcdctl export might. */
    private Path malformedExport() throws Exception {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\"header\":{\"revision\":3},\n\"kvs\":[{\"key\":\"L2E=\",\"value\":\"MQ==\"}\n"
                + "  {\"key\":\"L2I=\",\"value\":\"Mg==\"}],\"count\":2}\n");
        return file;
    }

    private String previewProblem(Path file) {
        StatusViewModel status = new StatusViewModel();
        List<ImportPreview> previews = new ArrayList<>();
        withViewModel(status, vm -> vm.previewImport(file, PrefixRewrite.none(), previews::add));
        assertTrue(previews.isEmpty(), "a malformed file gives no preview");
        return status.problemProperty().get().message();
    }

    @Test
    void aMalformedEtcdctlFileInRussianAndJapanese() throws Exception {
        Path file = malformedExport();
        Locales.use(Language.RUSSIAN);
        assertEquals("Не удалось прочитать " + file + ": broken.json не является корректным JSON (строка 3,"
                + " столбец 3): неожиданный символ '{': элементы массива разделяются запятой.", previewProblem(file));
        Locales.use(Language.JAPANESE);
        assertEquals(file + " を読み取れませんでした：broken.json は正しい JSON ではありません (3 行 3 列): 予期しない文字 '{'"
                + " です。配列の要素はカンマで区切ってください。", previewProblem(file));
    }

    @Test
    void aFileThatIsJsonButNotAnEtcdctlExportInRussian() throws Exception {
        Path file = dir.resolve("keys.json");
        Files.writeString(file, "{\"kvs\":[\n{\"key\":\"L2E=\"},\n{\"value\":\"MQ==\"}\n]}");
        Locales.use(Language.RUSSIAN);
        assertEquals("Не удалось прочитать " + file + ": keys.json не является JSON-выгрузкой etcdctl (etcdctl get"
                + " --prefix -w json): у ключа номер 2 нет поля \"key\" (строка 3).", previewProblem(file));
    }

    @Test
    void anExportToAFolderThatCannotBeWrittenInRussianAndJapanese() throws Exception {
        etcd.put("/lang/a", "1");
        Path target = unwritableParent().resolve("export");
        boolean denied = !Files.isDirectory(Path.of("/sys")) || !target.startsWith("/sys");
        Locales.use(Language.RUSSIAN);
        String russian = exportProblem(target);
        Locales.use(Language.JAPANESE);
        String japanese = exportProblem(target);
        if (denied) {
            assertEquals("Не удалось записать экспорт в " + target + ": нет прав на запись. Выберите папку, в которую"
                    + " можно писать.", russian);
            assertEquals(target + " にエクスポートを書き込めません: 書き込み権限がありません。書き込めるフォルダーを選んでください。",
                    japanese);
        } else {
            // As root only a read-only file system refuses: the system's own reason is quoted.
            assertTrue(russian.matches("Не удалось записать экспорт в " + target
                    + ": система сообщает «.+»\\. Выберите другую папку\\."), russian);
            assertTrue(japanese.matches(target + " にエクスポートを書き込めません: システムのメッセージ「.+」。"
                    + "別のフォルダーを選んでください。"), japanese);
        }
        assertTrue(Files.notExists(target));
    }

    @Test
    void aKeyTooLongForAFileNameCountsItsBytesInRussian() {
        etcd.put("/long/" + "x".repeat(302), "1");
        Locales.use(Language.RUSSIAN);
        String message = exportProblem("/long/", dir.resolve("long"));
        assertTrue(message.startsWith("Ключ /long/x"), message);
        assertTrue(message.endsWith(" нельзя экспортировать как файл: часть этого ключа слишком длинна для имени файла"
                + " (302 байта, большинство файловых систем допускает 255). Экспортируйте его в JSON."), message);
    }

    private String exportProblem(Path target) {
        return exportProblem("/lang/", target);
    }

    private String exportProblem(String prefix, Path target) {
        StatusViewModel status = new StatusViewModel();
        withViewModel(status, vm -> vm.exportFiles(prefix.getBytes(StandardCharsets.UTF_8), target));
        return status.problemProperty().get().message();
    }

    /** A folder this process cannot create anything in: read-only by permissions, or /sys when running as root. */
    private Path unwritableParent() throws Exception {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        Path probe = locked.resolve("probe");
        try {
            Files.createDirectory(probe);
        } catch (java.io.IOException expected) {
            return locked;
        }
        // Root ignores permissions.
        Files.delete(probe);
        return Path.of("/sys");
    }
}
