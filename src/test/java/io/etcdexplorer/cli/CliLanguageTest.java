package io.etcdexplorer.cli;

import io.etcdexplorer.Launcher;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The verbs speak the terminal's language, as a user starts them: a fresh JVM with {@code LANG} set and no
 * {@code -Detcd-explorer.language} (the test JVM's English does not reach it), whatever settings.json says.
 */
class CliLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @Test
    void doctorSpeaksJapaneseWhenLangIsJapanese() throws Exception {
        Run run = launch(Map.of("LANG", "ja_JP.UTF-8"), "doctor", "--endpoints", etcd.endpoint());

        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("接続しました。"), run.out());
        assertTrue(run.out().contains("メンバー:") && run.out().contains("エンドポイント:"), run.out());
        assertTrue(run.out().contains("リーダー、raft term"), run.out());
        assertFalse(run.out().contains("Connected."), run.out());
    }

    @Test
    void doctorSpeaksEnglishWhenLangIsC() throws Exception {
        Run run = launch(Map.of("LANG", "C"), "doctor", "--endpoints", etcd.endpoint());

        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("\nConnected.\n"), run.out());
        assertTrue(run.out().contains("Members:"), run.out());
    }

    @Test
    void aFailedDoctorTellsCauseAndFixInJapanese() throws Exception {
        Run run = launch(Map.of("LANG", "ja_JP.UTF-8"), "doctor", "--endpoints", "http://127.0.0.1:1");

        assertEquals(1, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("未接続: http://127.0.0.1:1 に接続を拒否されました。"), run.out());
        assertTrue(run.out().contains("失敗した箇所: etcd"), run.out());
        assertTrue(run.out().contains("対処: そこでは何も待ち受けていません。"), run.out());
    }

    @Test
    void helpSpeaksRussianWhenLangIsRussian() throws Exception {
        Run run = launch(Map.of("LANG", "ru_RU.UTF-8"), "--help");

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("Использование: java -jar etcd-explorer.jar [параметры]"), run.out());
        assertTrue(run.out().contains("Параметры (те же, что у etcdctl):"), run.out());
        assertTrue(run.out().contains("--endpoints=URLS"), "flags are never translated: " + run.out());
    }

    @Test
    void aMistypedFlagIsToldInChineseAndTheFlagStaysAsTyped() throws Exception {
        Run run = launch(Map.of("LC_ALL", "zh_CN.UTF-8", "LANG", "C"), "space", "--endpoint=x");

        assertEquals(2, run.exit());
        assertTrue(run.err().contains("未知选项 --endpoint：您是指 --endpoints 吗？"), run.err());
        assertTrue(run.err().contains("使用 --help 查看选项。"), run.err());
    }

    @Test
    void thePropertyWinsAndUnknownLanguagesFallBackToEnglish() {
        assertEquals(Language.RUSSIAN, CliLanguage.of("ru", Map.of("LANG", "ja_JP.UTF-8"), Locale.JAPANESE));
        assertEquals(Language.JAPANESE, CliLanguage.of(null, Map.of("LANG", "ja_JP.UTF-8"), Locale.ENGLISH));
        assertEquals(Language.CHINESE_SIMPLIFIED,
                CliLanguage.of(null, Map.of("LC_ALL", "zh_CN.UTF-8", "LANG", "de_DE.UTF-8"), Locale.ENGLISH));
        assertEquals(Language.ENGLISH, CliLanguage.of(null, Map.of("LANG", "zh_TW.UTF-8"), Locale.ENGLISH));
        assertEquals(Language.ENGLISH, CliLanguage.of(null, Map.of("LANG", "C.UTF-8"), Locale.JAPANESE));
        assertEquals(Language.ENGLISH, CliLanguage.of(null, Map.of("LANG", "de_DE.UTF-8"), Locale.ENGLISH));
        assertEquals(Language.JAPANESE, CliLanguage.of(null, Map.of(), Locale.JAPAN), "no variable: the JVM's");
    }

    private record Run(int exit, String out, String err) {
    }

    /** The app's main in a new JVM, with the locale variables of {@code locale} only. */
    private static Run launch(Map<String, String> locale, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(k -> k.equals("LANG") || k.startsWith("LC_") || k.startsWith("ETCDCTL_")
                || k.equals("JAVA_TOOL_OPTIONS"));
        env.putAll(locale);
        Process process = builder.start();
        process.getOutputStream().close();
        byte[][] streams = new byte[2][];
        Thread errReader = new Thread(() -> {
            try {
                streams[1] = process.getErrorStream().readAllBytes();
            } catch (IOException e) {
                streams[1] = e.toString().getBytes(StandardCharsets.UTF_8);
            }
        });
        errReader.start();
        streams[0] = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the verb did not end");
        errReader.join();
        return new Run(process.exitValue(), new String(streams[0], StandardCharsets.UTF_8),
                new String(streams[1], StandardCharsets.UTF_8));
    }
}
