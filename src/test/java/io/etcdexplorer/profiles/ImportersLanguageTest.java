package io.etcdexplorer.profiles;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What importing an etcd server's command line and a profiles file tells the user in Russian and Japanese: the
 * import dialog's preview (why each server flag is not used, what to check) and the problem line of a profiles file
 * whose entries were skipped.
 */
class ImportersLanguageTest {

    private static final String PKI = "/etc/kubernetes/pki/etcd/";
    /** The etcd static pod's command as `ps` shows it on a kubeadm control-plane node. */
    private static final String KUBEADM_ETCD = "etcd --advertise-client-urls=https://192.168.56.10:2379"
            + " --cert-file=" + PKI + "server.crt --client-cert-auth=true --data-dir=/var/lib/etcd"
            + " --experimental-initial-corrupt-check=true --initial-advertise-peer-urls=https://192.168.56.10:2380"
            + " --initial-cluster=cp-1=https://192.168.56.10:2380 --key-file=" + PKI + "server.key"
            + " --listen-client-urls=https://127.0.0.1:2379,https://192.168.56.10:2379"
            + " --listen-metrics-urls=http://127.0.0.1:2381 --listen-peer-urls=https://192.168.56.10:2380"
            + " --name=cp-1 --peer-cert-file=" + PKI + "peer.crt --peer-client-cert-auth=true"
            + " --snapshot-count=10000 --trusted-ca-file=" + PKI + "ca.crt";

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();

    @AfterEach
    void backToEnglish() {
        Locales.use(Language.ENGLISH);
    }

    @Test
    void aKubeadmEtcdCommandLineIsExplainedInRussian() {
        Locales.use(Language.RUSSIAN);
        String preview = preview(KUBEADM_ETCD);

        assertTrue(preview.startsWith("Распознано: командная строка сервера etcd"), preview);
        assertTrue(preview.contains("  - сервер требует сертификаты клиентов (--client-cert-auth), а в качестве"
                + " сертификата клиента используется его собственный server.crt: с сертификатами kubeadm это обычно"
                + " работает, но лучше взять сертификат клиента " + PKI + "healthcheck-client.crt с ключом " + PKI
                + "healthcheck-client.key\n"), preview);
        assertTrue(preview.contains("  - --data-dir (хранилище сервера, для подключения не нужно)\n"), preview);
        assertTrue(preview.contains("  - --peer-cert-file (трафик между участниками, а не клиентов)\n"), preview);
        assertTrue(preview.contains("  - --initial-cluster (настройка начальной загрузки кластера)\n"), preview);
        assertTrue(preview.contains("  - --listen-metrics-urls (конечная точка метрик, а не клиентский API)\n"),
                preview);
    }

    @Test
    void repeatedFlagsAndBindAddressesAreCountedInRussian() {
        Locales.use(Language.RUSSIAN);
        String twice = preview("etcd --listen-client-urls=http://0.0.0.0:2379 --name=a --name=b");
        assertTrue(twice.contains("  - --listen-client-urls 0.0.0.0 — адрес привязки: вместо него используется"
                + " 127.0.0.1\n"), twice);
        assertTrue(twice.contains("  - --name указан 2 раза: используется последнее значение\n"), twice);

        assertTrue(preview("etcd --listen-client-urls=http://10.0.0.1:2379" + " --name=n".repeat(5) + " --name=x")
                .contains("  - --name указан 6 раз: используется последнее значение\n"));
        assertTrue(preview("etcd --listen-client-urls=http://10.0.0.1:2379" + " --name=n".repeat(20) + " --name=x")
                .contains("  - --name указан 21 раз: используется последнее значение\n"));
    }

    @Test
    void aKubeadmEtcdCommandLineIsExplainedInJapanese() {
        Locales.use(Language.JAPANESE);
        String preview = preview(KUBEADM_ETCD);

        assertTrue(preview.startsWith("認識した形式: etcd サーバーのコマンドライン\n"), preview);
        assertTrue(preview.contains("  - サーバーはクライアント証明書を要求します (--client-cert-auth) が、サーバー自身の"
                + " server.crt をクライアント証明書として使っています: kubeadm の証明書なら通常は動きますが、クライアント証明書 "
                + PKI + "healthcheck-client.crt と " + PKI + "healthcheck-client.key を使うことをお勧めします\n"), preview);
        assertTrue(preview.contains("  - --data-dir (サーバーのストレージで、接続には不要です)\n"), preview);
        assertTrue(preview.contains("  - --snapshot-count (サーバーのチューニング)\n"), preview);
        assertTrue(preview.contains("  - --experimental-initial-corrupt-check (サーバーの実験的な設定)\n"), preview);
    }

    @Test
    void skippedProfilesOfAnImportedFileAreNamedInRussianAndJapanese() throws IOException {
        Path file = home.resolve("shared.json");
        Files.writeString(file, """
                {"format":"etcd-explorer-profiles","version":1,"profiles":[
                  {"name":"prod","endpoints":["https://10.0.0.1:2379"]},
                  "not a profile",
                  {"name":"empty"},
                  {"name":"jump","endpoints":["https://10.0.0.2:2379"],"ssh":{"host":"bastion","auth":"token"}}
                ]}
                """);

        Locales.use(Language.RUSSIAN);
        Problem russian = importFile(file, "ru");
        assertEquals("Часть подключений из " + file + " пропущена: Профиль 2: не является объектом JSON; пропущен."
                + " Профиль 3 («empty»): нет конечных точек; пропущен. Профиль 4 («jump»): ssh.auth должно быть key,"
                + " agent или password, а не token; пропущен.", russian.message());
        assertEquals("Импортировано 1 подключение из " + file, status.activityProperty().get());

        Locales.use(Language.JAPANESE);
        Problem japanese = importFile(file, "ja");
        assertEquals(file + " の一部の接続をスキップしました: プロファイル 2: JSON オブジェクトではありません。スキップしました。"
                + " プロファイル 3 (\"empty\"): エンドポイントがありません。スキップしました。 プロファイル 4 (\"jump\"):"
                + " ssh.auth は key、agent、password のいずれかである必要があります (token は使えません)。スキップしました。",
                japanese.message());
    }

    @Test
    void aProfilesFileFromANewerVersionIsRefusedInJapanese() throws IOException {
        Path file = home.resolve("newer.json");
        Files.writeString(file, "{\"format\":\"etcd-explorer-profiles\",\"version\":7,\"profiles\":[]}");

        Locales.use(Language.JAPANESE);
        Problem refused = importFile(file, "newer");
        assertTrue(refused.message().endsWith(file + " は新しい etcd-explorer でエクスポートされています (バージョン 7)。"
                + "このバージョンが読めるのはバージョン 1 です。etcd-explorer を更新してからインポートしてください。"),
                refused.message());
    }

    private String preview(String pasted) {
        ImportTextViewModel dialog = connections("preview").newImport();
        dialog.textProperty().set(pasted);
        return dialog.previewProperty().get().describe();
    }

    private Problem importFile(Path file, String folder) {
        status.dismissProblem();
        connections(folder).importProfiles(file);
        Problem problem = status.problemProperty().get();
        assertNotNull(problem, "no problem was reported for " + file);
        return problem;
    }

    private ConnectionsViewModel connections(String folder) {
        return new ConnectionsViewModel(BackgroundExecutor.sameThread(), new ProfileStore(home.resolve(folder)),
                status, removed -> { });
    }
}
