package io.etcdexplorer.app;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Starting again the way this run was started: the installed launcher, a jar, or a class path. */
class AppRestartTest {

    private static final Path JAVA_HOME = Path.of("/opt/jdk");

    @Test
    void theInstalledLauncherIsRunAgainWithTheSameArguments() {
        assertEquals(Optional.of(List.of("/opt/etcd-explorer/bin/etcd-explorer", "--endpoints", "http://a:2379")),
                AppRestart.command(new AppRestart.Run("/opt/etcd-explorer/bin/etcd-explorer", JAVA_HOME,
                        List.of("-XX:+UseZGC"), "", "", List.of("--endpoints", "http://a:2379"))));
    }

    @Test
    void aJarIsRunAgainWithItsJvmOptionsButNotAOneRunLanguage() {
        assertEquals(Optional.of(List.of("/opt/jdk/bin/java", "-XX:+UseZGC", "-Xmx1g", "-jar",
                        "target/etcd-explorer.jar", "--snapshot", "db")),
                AppRestart.command(new AppRestart.Run(null, JAVA_HOME,
                        List.of("-XX:+UseZGC", "-Detcd-explorer.language=ru", "-Xmx1g"),
                        "target/etcd-explorer.jar --snapshot db", "target/etcd-explorer.jar",
                        List.of("--snapshot", "db"))));
    }

    @Test
    void aClassPathRunNamesItsMainClass() {
        assertEquals(Optional.of(List.of("/opt/jdk/bin/java", "-cp", "a.jar:b.jar", "io.etcdexplorer.Main")),
                AppRestart.command(new AppRestart.Run("", JAVA_HOME, List.of(), "io.etcdexplorer.Main",
                        "a.jar:b.jar", List.of())));
    }

    @Test
    void aRunThatDoesNotSayHowItStartedCannotRestart() {
        assertEquals(Optional.empty(), AppRestart.command(new AppRestart.Run(null, JAVA_HOME, List.of(), " ", "",
                List.of())));
    }
}
