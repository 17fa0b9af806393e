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
        try {
            CompletableFuture<List<String>> read = CompletableFuture.supplyAsync(() -> classesUntilReady(app));
            List<String> classes = read.get(120, TimeUnit.SECONDS);
            assertTrue(classes.contains("io.etcdexplorer.app.WelcomeView"), "the welcome screen was made: "
                    + classes.size() + " classes");
            List<String> early = classes.stream()
                    .filter(c -> NOT_BEFORE_THE_WINDOW.stream().anyMatch(c::startsWith)).toList();
            assertEquals(List.of(), early, "loaded before the welcome window showed");
        } finally {
            app.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** The classes the process loaded before its "ready: window" line; fails if it ends without that line. */
    private static List<String> classesUntilReady(Process app) {
        List<String> classes = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(app.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.contains("etcd-explorer ready: window")) {
                    return classes;
                }
                int at = line.indexOf(LOADED);
                if (at >= 0) {
                    String rest = line.substring(at + LOADED.length());
                    int space = rest.indexOf(' ');
                    classes.add(space < 0 ? rest : rest.substring(0, space));
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new AssertionError("the app ended without showing its window; " + classes.size() + " classes loaded");
    }
}
