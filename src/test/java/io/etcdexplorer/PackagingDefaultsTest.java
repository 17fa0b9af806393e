package io.etcdexplorer;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The collector chosen for the app (bench/README.md, "Collector and AppCDS") is named in three places that must agree,
 * or the README's command, the installed app and the benches measure different programs: the packaged launcher's
 * options (packaging/jpackage.args), the README's run command, and bench/run's default. The app image launcher's AppCDS
 * archive option names the file packaging/cds-archive.sh writes, else the app silently starts without it.
 */
class PackagingDefaultsTest {

    private static final Pattern GC_FLAG = Pattern.compile("-XX:\\+Use(ZGC|G1GC|SerialGC|ParallelGC)");
    private static final Map<String, String> BENCH_NAMES = Map.of("ZGC", "zgc", "G1GC", "g1", "SerialGC", "serial");

    @Test
    void launcherReadmeAndBenchNameTheSameCollector() throws IOException {
        List<String> launcher = Files.readAllLines(Path.of("packaging", "jpackage.args")).stream()
                .filter(l -> l.startsWith("--java-options")).map(l -> collector(l)).filter(c -> c != null).toList();
        assertEquals(1, launcher.size(), "one collector among the launcher's --java-options: " + launcher);
        String gc = launcher.get(0);

        String readme = Files.readString(Path.of("README.md"));
        Matcher run = Pattern.compile("(?m)^mvn -q -DskipTests package && java (.*)-jar target/etcd-explorer\\.jar$")
                .matcher(readme);
        assertTrue(run.find(), "README.md has the run command");
        assertEquals(gc, collector(run.group(1)), "README run command's collector vs packaging/jpackage.args");

        String bench = Files.readString(Path.of("bench", "run"));
        Matcher appGc = Pattern.compile("(?m)^APP_GC=(\\w+)$").matcher(bench);
        assertTrue(appGc.find(), "bench/run sets APP_GC");
        assertEquals(BENCH_NAMES.get(gc), appGc.group(1), "bench/run's default collector vs packaging/jpackage.args");
    }

    /** The collector's tuning (ZGC's uncommit delay) is the same in the launcher, the README and the bench. */
    @Test
    void launcherReadmeAndBenchTuneTheCollectorAlike() throws IOException {
        List<String> launcher = Files.readAllLines(Path.of("packaging", "jpackage.args")).stream()
                .filter(l -> l.startsWith("--java-options -XX:Z")).map(l -> l.substring("--java-options ".length()))
                .toList();
        assertEquals(List.of("-XX:ZUncommitDelay=5"), launcher, "the launcher gives idle memory back");
        String readme = Files.readString(Path.of("README.md"));
        Matcher run = Pattern.compile("(?m)^mvn -q -DskipTests package && java (.*)-jar target/etcd-explorer\\.jar$")
                .matcher(readme);
        assertTrue(run.find() && run.group(1).contains(launcher.get(0)), "README run command: " + launcher);
        String bench = Files.readString(Path.of("bench", "run"));
        assertTrue(bench.contains("zgc) echo \"-XX:+UseZGC " + launcher.get(0) + "\""), "bench/run's zgc: " + launcher);
    }

    /**
     * No perf-data sampler at rest (bench/README.md, "Start-up"): the JVM's VM Periodic Task Thread otherwise wakes 20
     * times a second to sample counters only jstat reads, in the launcher, the README's command and the bench alike.
     */
    @Test
    void launcherReadmeAndBenchLeaveOutThePerfDataSampler() throws IOException {
        assertTrue(Files.readAllLines(Path.of("packaging", "jpackage.args")).contains("--java-options -XX:-UsePerfData"),
                "packaging/jpackage.args");
        Matcher run = Pattern.compile("(?m)^mvn -q -DskipTests package && java (.*)-jar target/etcd-explorer\\.jar$")
                .matcher(Files.readString(Path.of("README.md")));
        assertTrue(run.find() && run.group(1).contains("-XX:-UsePerfData "), "README run command");
        String bench = Files.readString(Path.of("bench", "run"));
        assertTrue(bench.contains("APP_OPTS=\"-XX:-UsePerfData\"") && bench.contains("$GC_OPTS $APP_OPTS"),
                "bench/run starts its JVMs (and the windows it times) with it");
    }

    @Test
    void launcherMapsTheArchiveThatPackagingWrites() throws IOException {
        String packageSh = Files.readString(Path.of("packaging", "package.sh"));
        String script = Files.readString(Path.of("packaging", "cds-archive.sh"));
        assertTrue(packageSh.contains(
                        "app-image) extra+=(--java-options '-XX:SharedArchiveFile=$APPDIR/etcd-explorer.jsa')"),
                "the app image's launcher maps lib/app/etcd-explorer.jsa");
        assertTrue(script.contains("jsa=\"$app/etcd-explorer.jsa\""),
                "cds-archive.sh writes lib/app/etcd-explorer.jsa");
        assertTrue(packageSh.contains("packaging/cds-archive.sh target/installer/etcd-explorer"),
                "package.sh makes the archive in the app image");
    }

    /**
     * The README's run command maps the jar's archive where {@code mvn package} (profile jar-cds) has
     * packaging/cds-archive.sh write it, else the command starts without it, silently slower.
     */
    @Test
    void readmeCommandMapsTheArchiveThatPackageMakesBesideTheJar() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher run = Pattern.compile("(?m)^mvn -q -DskipTests package && java (.*)-jar target/etcd-explorer\\.jar$")
                .matcher(readme);
        assertTrue(run.find(), "README.md has the run command");
        assertTrue(run.group(1).contains("-XX:SharedArchiveFile=target/etcd-explorer.jsa "), run.group(1));
        String pom = Files.readString(Path.of("pom.xml"));
        assertTrue(pom.matches("(?s).*<id>jar-cds-archive</id>\\s*<phase>package</phase>.*"
                        + "<argument>packaging/cds-archive.sh</argument>\\s*<argument>--jar</argument>\\s*"
                        + "<argument>target/etcd-explorer.jar</argument>.*"), "pom.xml's jar-cds runs the script");
        assertTrue(pom.indexOf("<artifactId>maven-shade-plugin</artifactId>")
                        < pom.indexOf("<artifactId>exec-maven-plugin</artifactId>"),
                "shade runs before exec in the package phase: the script needs the shaded jar");
        assertTrue(Files.readString(Path.of("packaging", "cds-archive.sh")).contains("jsa=\"${jar%.jar}.jsa\""),
                "the script writes the archive beside the jar");
    }

    /** The packaged runtime formats dates and numbers in every language the app speaks, not English only. */
    @Test
    void runtimeKeepsTheLocaleDataOfEveryLanguage() throws IOException {
        String packageSh = Files.readString(Path.of("packaging", "package.sh"));
        Matcher modules = Pattern.compile("(?s)\nMODULES=(.*?)\n[A-Z]").matcher(packageSh);
        assertTrue(modules.find(), "package.sh sets MODULES");
        assertTrue(modules.group(1).contains("jdk.localedata"), "jlink keeps jdk.localedata: " + modules.group(1));
        Matcher locales = Pattern.compile("(?m)^LOCALES=(.*)$").matcher(packageSh);
        assertTrue(locales.find() && packageSh.contains("--include-locales=\"$LOCALES\""),
                "jlink keeps the app's locales");
        List<String> kept = List.of(locales.group(1).split(","));
        for (io.etcdexplorer.i18n.Language language : io.etcdexplorer.i18n.Language.values()) {
            assertTrue(kept.contains(language.locale().getLanguage()), language + " missing from LOCALES " + kept);
        }
    }

    private static String collector(String text) {
        Matcher m = GC_FLAG.matcher(text);
        return m.find() ? m.group(1) : null;
    }
}
