package io.etcdexplorer.profiles;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.doctor.ConnectionDoctor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.editor.ProfileEditorViewModel;
import io.etcdexplorer.profiles.secrets.MemorySecretStore;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.etcd.tls.ProfileCertificates;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What connecting, importing and the profile editor tell the user, in Russian and Japanese, from real work. */
class ProfilesLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();

    @BeforeAll
    static void enableAuth() throws Exception {
        Client client = etcd.client();
        ByteSequence root = ByteSequence.from("root", StandardCharsets.UTF_8);
        client.getAuthClient().userAdd(root, ByteSequence.from("s3cret", StandardCharsets.UTF_8)).get();
        client.getAuthClient().userGrantRole(root, root).get();
        client.getAuthClient().authEnable().get();
    }

    @AfterEach
    void backToEnglish() {
        Locales.use(Language.ENGLISH);
    }

    @Test
    void importedConnectionsAreCountedWithRussiansPluralForms() {
        Locales.use(Language.RUSSIAN);
        assertEquals("Импортировано 3 подключения из " + exportAndImport(3), status.activityProperty().get());
        assertEquals("Импортировано 5 подключений из " + exportAndImport(5), status.activityProperty().get());
        assertEquals("Импортировано 21 подключение из " + exportAndImport(21), status.activityProperty().get());
    }

    @Test
    void theEditorExplainsBadInputInJapaneseAndRussian() {
        Locales.use(Language.JAPANESE);
        ProfileEditorViewModel editor = editor();
        editor.endpointsProperty().set("10.0.0.1");
        editor.timeoutSecondsProperty().set("0");
        assertEquals(List.of("エンドポイント 10.0.0.1 にポートがありません。etcd のクライアントポートは通常 2379 です",
                "接続タイムアウト: 1 から 600 までの整数 (秒) にしてください。"), editor.problemsBinding().get());

        Locales.use(Language.RUSSIAN);
        ProfileEditorViewModel russian = editor();
        russian.certProperty().set("/pki/client.crt");
        assertEquals(List.of("Сертификату клиента нужен и файл закрытого ключа."), russian.problemsBinding().get());
    }

    @Test
    void aPasswordIsAskedForAndTheConnectionReportedInRussian() {
        Locales.use(Language.RUSSIAN);
        SessionViewModel session = new SessionViewModel(BackgroundExecutor.sameThread(), new EtcdConnector(),
                new Playground(home.resolve("pg"), Map.of()), new MemorySecretStore(), status);
        ConnectionEntry entry = ConnectionEntry.saved(new ConnectionProfile(null, "прод", List.of(etcd.endpoint()),
                null, null, null, null, false, "root", false, null, false, 5, null, null));

        session.connect(entry);
        SecretRequest request = session.secretRequestProperty().get();
        assertNotNull(request, "a password is asked for");
        assertEquals("Введите пароль пользователя etcd root.", request.reason());
        assertEquals("Ожидается ввод пароля", status.activityProperty().get());

        session.provideSecrets(request, "s3cret", null, false);
        assertEquals("Подключено к прод", status.activityProperty().get());
        session.disconnect();
        assertEquals("Нет подключения", status.connectionProperty().get());
    }

    @Test
    void theImportPreviewSpeaksJapanese() {
        Locales.use(Language.JAPANESE);
        ConnectionsViewModel list = connections("preview");
        ImportTextViewModel dialog = list.newImport();
        dialog.textProperty().set("etcdctl --endpoints=https://10.0.0.1:2379 --insecure-skip-tls-verify"
                + " --user=root:hunter2 get /");
        String preview = dialog.previewProperty().get().describe();
        assertTrue(preview.contains("エンドポイント: https://10.0.0.1:2379"), preview);
        assertTrue(preview.contains("(テキスト内にあり。メモリ上にのみ保持)"), preview);
        assertTrue(preview.contains("証明書の検証はオフ"), preview);
    }

    @Test
    void aBrokenManifestAndUnusedFlagsAreExplainedInRussian() {
        Locales.use(Language.RUSSIAN);
        ImportTextViewModel dialog = connections("import").newImport();
        dialog.textProperty().set("apiVersion: v1\nkind: Pod\nspec:\n  containers: [\n    {name: etcd\n");
        String broken = dialog.previewProperty().get().describe();
        assertTrue(broken.startsWith("Текст похож на манифест Kubernetes, но это некорректный YAML (строка 5,"
                + " столбец 16): "), broken);

        dialog.textProperty().set("kube-apiserver --etcd-servers=https://127.0.0.1:2379 --allow-privileged=true"
                + " --authorization-mode=Node,RBAC --secure-port=6443");
        String preview = dialog.previewProperty().get().describe();
        assertTrue(preview.startsWith("Распознано: командная строка kube-apiserver"), preview);
        assertTrue(preview.contains("3 флага kube-apiserver, не связанных с etcd"), preview);
    }

    /** Exports {@code count} profiles and imports them into a fresh list; returns the file. */
    private Path exportAndImport(int count) {
        ConnectionsViewModel from = connections("from" + count);
        IntStream.rangeClosed(1, count).forEach(i -> from.saveProfile(ConnectionProfile.ofEndpoints("etcd-" + i,
                List.of("https://10.0.0." + i + ":2379"))));
        Path file = home.resolve("export-" + count + ".json");
        from.exportProfiles(file);
        connections("to" + count).importProfiles(file);
        return file;
    }

    private ConnectionsViewModel connections(String folder) {
        return new ConnectionsViewModel(BackgroundExecutor.sameThread(), new ProfileStore(home.resolve(folder)),
                status, removed -> { });
    }

    private static ProfileEditorViewModel editor() {
        return new ProfileEditorViewModel(ConnectionProfile.ofEndpoints("x", List.of("127.0.0.1:2379")), null, null,
                null, BackgroundExecutor.sameThread(), new ConnectionDoctor(new EtcdConnector()),
                new ProfileCertificates());
    }
}
