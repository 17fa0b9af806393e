package io.etcdexplorer;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The jar's AppCDS archive that {@code mvn package} makes (packaging/cds-archive.sh --jar, profile jar-cds) is one
 * the README's run command can use: the script starts the jar's window on its own Xvfb and the JVM writes the archive;
 * started with it, the app's own classes come from the archive, not from the jar. A jar rebuilt after the archive
 * still starts (the JVM ignores the stale archive). The jar here is the compiled classes with the dependencies on its
 * manifest's Class-Path, since {@code mvn test} runs before the shaded jar exists; CDS reads both alike.
 */
class JarArchiveTest {

    @TempDir
    static Path dir;
    private static Path jar;

    @BeforeAll
    static void jar() throws IOException {
        assumeTrue(onPath("Xvfb"), "cds-archive.sh runs the window on Xvfb here (.ci/run installs xvfb)");
        jar = dir.resolve("etcd-explorer.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "io.etcdexplorer.Launcher");
        // Jars only: CDS refuses a class path with a non-empty folder on it.
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, Stream.of(
                        System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(p -> p.endsWith(".jar")).map(p -> Path.of(p).toUri().toString())
                .collect(Collectors.joining(" ")));
        Path classes = Path.of("target", "classes");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
             Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                String name = classes.relativize(file).toString().replace(File.separatorChar, '/');
                if (!name.startsWith("META-INF/MANIFEST")) {
                    out.putNextEntry(new JarEntry(name));
                    Files.copy(file, out);
                    out.closeEntry();
                }
            }
        }
    }

    @Test
    void theScriptArchivesTheWindowsClassesAndTheAppStartsFromThem() throws Exception {
        Result made = run(List.of("bash", "packaging/cds-archive.sh", "--jar", jar.toString()));
        Path archive = dir.resolve("etcd-explorer.jsa");
        assertEquals(0, made.exit, made.output);
        assertTrue(made.output.contains("cds-archive: " + archive), made.output);
        // JavaFX's controls and the app's window: tens of MB (about 28 MB for the window alone).
        assertTrue(Files.size(archive) > 10_000_000, "an archive of the window's classes: " + Files.size(archive));

        Result help = run(withArchive(archive, "-Xlog:class+load=info"));
        assertEquals(0, help.exit, help.output);
        assertTrue(help.output.contains("io.etcdexplorer.Launcher source: shared objects file (top)"),
                "the app's classes come from the archive:\n" + head(help.output));
        assertTrue(help.output.contains("io.etcdexplorer.cli.EtcdctlFlags source: shared objects file (top)"),
                "all of them:\n" + head(help.output));

        // A jar built after its archive: the JVM leaves the archive unused and the app starts as without it.
        Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() + 5_000));
        Result stale = run(withArchive(archive, "-Xlog:class+load=info"));
        assertEquals(0, stale.exit, stale.output);
        assertTrue(stale.output.contains("Usage: java -jar etcd-explorer.jar"), stale.output);
        assertTrue(!stale.output.contains("io.etcdexplorer.Launcher source: shared objects file"), head(stale.output));
    }

    /** The README's run command, with {@code --help} (prints and exits: no window) and the options given. */
    private static List<String> withArchive(Path archive, String... extra) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java")));
        cmd.addAll(launcherOptions());
        cmd.add("-XX:SharedArchiveFile=" + archive);
        cmd.addAll(List.of(extra));
        cmd.addAll(List.of("-jar", jar.toString(), "--help"));
        return cmd;
    }

    /** The options the script made the archive with: a JVM with another collector would not map it. */
    private static List<String> launcherOptions() throws IOException {
        return Files.readAllLines(Path.of("packaging", "jpackage.args")).stream()
                .filter(l -> l.startsWith("--java-options ")).map(l -> l.substring("--java-options ".length()))
                .toList();
    }

    private record Result(int exit, String output) {
    }

    private static Result run(List<String> command) throws Exception {
        Path log = Files.createTempFile(dir, "run", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().remove("DISPLAY"); // the script's own Xvfb, never the developer's screen
        builder.environment().put("ETCD_BIN", dir.resolve("no-etcd").toString()); // the window only: quicker
        Process process = builder.start();
        if (!process.waitFor(3, TimeUnit.MINUTES)) {
            process.destroyForcibly();
        }
        return new Result(process.isAlive() ? -1 : process.exitValue(), Files.readString(log));
    }

    private static String head(String text) {
        return text.lines().limit(20).collect(Collectors.joining("\n"));
    }

    private static boolean onPath(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(d -> Files.isExecutable(Path.of(d, tool)));
    }
}
