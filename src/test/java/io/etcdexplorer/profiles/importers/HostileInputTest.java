package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.testsupport.HostileTexts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static io.etcdexplorer.testsupport.CpuTime.quickly;

/**
 * Text that once took seconds, or all memory, to import: each is now read (or refused with a message naming the
 * limit) at once, by the CPU time of the thread that reads it ({@link io.etcdexplorer.testsupport.CpuTime}).
 */
class HostileInputTest {

    /**
     * Loads the message formatter (ICU's plural rules) once before any measurement: loading it takes a second of
     * CPU on a busy machine, once per run, and is not what these tests measure.
     */
    @org.junit.jupiter.api.BeforeAll
    static void loadTheMessageFormatter() throws Exception {
        ConnectionImporter.parse("echo 1\necho 2\necho 3\necho 4\necho 5\necho 6\necho 7\n"
                + "etcdctl --endpoints=https://10.0.0.1:2379 get /a");
    }

    @Test
    void aDialTimeoutOfTwentyThousandDigitsIsRefusedAtOnce() {
        ConnectionDraft draft = quickly(() -> ConnectionImporter.parse(HostileTexts.longDialTimeout(20_000)));
        assertEquals(List.of("https://10.0.0.1:2379"), draft.endpoints());
        String warning = draft.warnings().stream().filter(w -> w.startsWith("--dial-timeout=")).findFirst()
                .orElseThrow(() -> new AssertionError(draft.warnings()));
        assertTrue(warning.endsWith("is not a duration such as 5s (it is 20000 characters long): the default is"
                + " kept"), warning);
        assertTrue(warning.length() < 200, "the message names the value without repeating it: " + warning);
        assertEquals(null, draft.dialTimeoutSeconds());
    }

    @Test
    void theDurationParserIsLinear() {
        assertEquals(-1, quickly(() -> GoDurations.millis("9".repeat(20_000))));
        assertEquals(-1, quickly(() -> GoDurations.millis("9".repeat(20_000) + "s")));
        assertEquals(-1, quickly(() -> GoDurations.millis("1s".repeat(10_000) + "x")));
        assertEquals(-1, GoDurations.millis("99999999h"), "over Go's 290 years, as time.ParseDuration refuses");
        assertEquals(1, GoDurations.millis("1000\u00b5s"));
        assertEquals(1, GoDurations.millis("1000\u03bcs"));
        assertEquals(-1, GoDurations.millis(".s"));
        assertEquals(500, GoDurations.millis(".5s"));
        assertEquals(1_000, GoDurations.millis("1.s"));
    }

    @Test
    void variablesThatDoubleEachLineStopAt64KiB() {
        ImportException e = assertThrows(ImportException.class,
                () -> quickly(() -> ConnectionImporter.parse(HostileTexts.doublingVariables(27))));
        assertTrue(e.getMessage().startsWith("Variable expansion stopped at 64 KiB: V15=$V14$V14 on line 16"
                + " grows longer than that once $V14 is put in. No connection setting is that long"), e.getMessage());
    }

    @Test
    void manyLongExpansionsStopAt1MiBInAll() {
        String text = "export A=" + "a".repeat(60 * 1024) + "\n" + "echo $A\n".repeat(20)
                + "etcdctl --endpoints=https://10.0.0.1:2379 get /a\n";
        ImportException e = assertThrows(ImportException.class, () -> quickly(() -> ConnectionImporter.parse(text)));
        assertTrue(e.getMessage().startsWith("Variable expansion stopped at 1 MiB in all (line 19)"), e.getMessage());
    }

    @Test
    void aVariableThatRunsItselfStopsNesting() {
        String text = "export A='x sh -c \"$A\"'\nfoo $A\netcdctl --endpoints=https://10.0.0.1:2379 get /a\n";
        ConnectionDraft draft = quickly(() -> ConnectionImporter.parse(text));
        assertEquals(List.of("https://10.0.0.1:2379"), draft.endpoints());
    }

    @Test
    void aFourMiBManifestIsRefusedWithTheLimit() {
        String manifest = HostileTexts.largeManifest(4_400_000);
        ImportException e = assertThrows(ImportException.class, () -> quickly(() -> ConnectionImporter.parse(manifest)));
        assertEquals("The pasted text is 4.2 MiB; import reads at most 1 MiB: paste only the etcdctl command,"
                + " the ETCDCTL_* lines or the manifest", e.getMessage());
    }

    @Test
    void aManifestJustUnderTheLimitIsRead() throws ImportException {
        String manifest = HostileTexts.largeManifest(ConnectionImporter.MAX_TEXT_BYTES - 1024);
        ConnectionImporter.parse(HostileTexts.largeManifest(64 * 1024)); // warm up the YAML parser's code
        ConnectionDraft draft = quickly(() -> ConnectionImporter.parse(manifest));
        assertEquals(List.of("https://10.0.0.1:2379"), draft.endpoints());
        assertEquals("kubeadm manifest etcd.yaml", draft.source());
    }

    @Test
    void aMiBOfShellLinesStaysLinear() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; text.length() < ConnectionImporter.MAX_TEXT_BYTES - 100; i++) {
            text.append("echo line ").append(i).append('\n');
        }
        text.append("etcdctl --endpoints=https://10.0.0.1:2379 get /a\n");
        ConnectionDraft draft = quickly(() -> ConnectionImporter.parse(text.toString()));
        assertEquals(List.of("https://10.0.0.1:2379"), draft.endpoints());
    }

    @Test
    void aMiBOfOneLineStaysLinear() {
        String grep = "grep " + "etcd ".repeat(200_000);
        ImportException e = assertThrows(ImportException.class, () -> quickly(() -> ConnectionImporter.parse(grep)));
        assertTrue(e.getMessage().startsWith("No etcd endpoint found"), e.getMessage());
        String quoted = "echo " + "'a b' ".repeat(170_000) + "\netcdctl --endpoints=https://10.0.0.1:2379 get /a";
        assertEquals(List.of("https://10.0.0.1:2379"),
                quickly(() -> ConnectionImporter.parse(quoted)).endpoints());
    }
}
