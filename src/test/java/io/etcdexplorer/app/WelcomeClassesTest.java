package io.etcdexplorer.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The welcome window comes up without the libraries only a connection, an editor or a certificate needs (issue 26:
 * they cost seconds of start-up; ICU's message formatter alone costs 0.3-0.5 s). A fresh {@code java} on the tests' class path, headless (Monocle), starts the
 * app as a user does and logs each class it loads until it prints that the connection list takes input
 * ({@link StartupSignal}); none of those classes may come from the packages below.
 */
class WelcomeClassesTest {

    private static final List<String> NOT_BEFORE_THE_WINDOW = List.of("io.etcd.jetcd.", "io.grpc.", "io.netty.",
            "com.google.protobuf.", "org.bouncycastle.", "org.apache.sshd.", "org.fxmisc.", "io.vertx.",
            "org.yaml.", "com.fasterxml.jackson.dataformat.yaml.", "io.etcdexplorer.kubernetes.",
            "io.etcdexplorer.editor.", "io.etcdexplorer.events.", "io.etcdexplorer.cluster.",
            "com.ibm.icu.text.MessageFormat");
    private static final String LOADED = "[class,load] ";

    @TempDir
    Path home;

    @Test
    void theWelcomeWindowLoadsNoConnectionEditorOrCertificateLibrary() throws Exception {
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-Xlog:class+load=info:stdout", "-Detcd-explorer.home=" + home,
                "-D" + StartupSignal.PROPERTY + "=window"));
        // Headless as the window tests are (the surefire configuration in pom.xml).
        for (String property : List.of("glass.platform", "monocle.platform", "prism.order", "prism.text",
                "java.awt.headless")) {
            if (System.getProperty(property) != null) {
                cmd.add("-D" + property + "=" + System.getProperty(property));
            }
        }
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "io.etcdexplorer.Launcher"));
        Process app = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        // Not closed before the process ends: a reader blocked in readLine holds the lock close() needs.
        BufferedReader out = new BufferedReader(new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8));
        try {
            CompletableFuture<List<String>> read = CompletableFuture.supplyAsync(() -> classesUntilReady(out));
            List<String> classes = read.get(120, TimeUnit.SECONDS);
            assertTrue(classes.contains("io.etcdexplorer.app.WelcomeView"), "the welcome screen was made: "
                    + classes.size() + " classes");
            List<String> early = classes.stream()
                    .filter(c -> NOT_BEFORE_THE_WINDOW.stream().anyMatch(c::startsWith)).toList();
            assertEquals(List.of(), early, "loaded before the welcome window showed");
            // ...but right after it, in the background: the first count a workspace shows must not load it on the
            // UI thread (0.1-0.3 s of its CPU in bench/run's listing with -Dbench.coldText=true).
            CompletableFuture<List<String>> later = CompletableFuture.supplyAsync(
                    () -> classesUntil(out, "com.ibm.icu.text.MessageFormat"));
            assertTrue(later.get(60, TimeUnit.SECONDS).contains("com.ibm.icu.text.MessageFormat"),
                    "ICU's formatter is loaded once the window shows");
        } finally {
            app.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            out.close();
        }
    }

    /** The classes the process loaded before its "ready: window" line; fails if it ends without that line. */
    private static List<String> classesUntilReady(BufferedReader out) {
        return read(out, line -> line.contains("etcd-explorer ready: window"), "showing its window");
    }

    /** The classes the process loads from now until it loads {@code name}, that one included. */
    private static List<String> classesUntil(BufferedReader out, String name) {
        return read(out, line -> line.contains(LOADED + name + " "), "loading " + name);
    }

    private static List<String> read(BufferedReader out, java.util.function.Predicate<String> last, String what) {
        List<String> classes = new ArrayList<>();
        try {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                int at = line.indexOf(LOADED);
                if (at >= 0) {
                    String rest = line.substring(at + LOADED.length());
                    int space = rest.indexOf(' ');
                    classes.add(space < 0 ? rest : rest.substring(0, space));
                }
                if (last.test(line)) {
                    return classes;
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new AssertionError("the app ended without " + what + "; " + classes.size() + " classes loaded");
    }
}
