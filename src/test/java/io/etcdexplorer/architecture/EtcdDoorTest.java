package io.etcdexplorer.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * etcd behind one door: only {@code io.etcdexplorer.etcd} and its subpackages talk to the etcd client library
 * (jetcd, with the gRPC and Vert.x it runs on). Features use the project's own operations and records
 * ({@code EtcdSession}, {@code etcd.ops}, {@code etcd.admin}, {@code etcd.watch}), so a change of client, or a fake
 * for a view-model test, touches one package. The application's classes are checked, not the tests: tests may
 * drive etcd through jetcd to set up what they assert on.
 */
@AnalyzeClasses(packages = "io.etcdexplorer", importOptions = ImportOption.DoNotIncludeTests.class)
class EtcdDoorTest {

    private static final String DOOR = "io.etcdexplorer.etcd..";
    /** The client library and what it brings; protobuf is not here, the Kubernetes codecs use it on their own. */
    private static final String[] ETCD_CLIENT = {"io.etcd.jetcd..", "io.grpc..", "io.vertx.."};

    /**
     * Packages that still call jetcd themselves, each waiting for its own move behind the door (issue 21). The list
     * only shrinks: a package that no longer needs its entry fails {@link #everyPendingPackageStillNeedsItsEntry}
     * until the entry is removed, so it cannot slip back unnoticed.
     */
    private static final List<String> PENDING = List.of(
            // history, key lives, revision bounds and keyspace comparison: being reworked with the Compare tab
            "io.etcdexplorer.timeline",
            // export, import and the snapshot reader: being reworked at the same time
            "io.etcdexplorer.transfer");

    @ArchTest
    static final ArchRule onlyTheEtcdPackageUsesTheEtcdClient = noClasses()
            .that().resideOutsideOfPackages(exempt())
            .should().dependOnClassesThat().resideInAnyPackage(ETCD_CLIENT)
            .because("features reach etcd through io.etcdexplorer.etcd and its records (issue 21)");

    @ArchTest
    static void everyPendingPackageStillNeedsItsEntry(JavaClasses classes) {
        for (String pending : PENDING) {
            boolean stillUses = classes.stream()
                    .filter(c -> c.getPackageName().equals(pending) || c.getPackageName().startsWith(pending + "."))
                    .anyMatch(EtcdDoorTest::usesTheEtcdClient);
            assertTrue(stillUses, pending + " no longer uses jetcd: remove it from EtcdDoorTest.PENDING");
        }
    }

    /**
     * The same for the source text, which also sees an import the compiler drops because nothing uses it: the
     * check the issue gives ({@code grep -rl 'import io.etcd.jetcd' src/main/java | grep -v /etcd/}).
     */
    @ArchTest
    static void noSourceOutsideTheDoorImportsJetcd(JavaClasses ignored) throws IOException {
        Path root = Path.of("src/main/java");
        Set<String> offenders = new TreeSet<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String pkg = root.relativize(file.getParent()).toString().replace(file.getFileSystem()
                        .getSeparator(), ".");
                if (!isExempt(pkg) && Files.readString(file).contains("import io.etcd.jetcd")) {
                    offenders.add(root.relativize(file).toString());
                }
            }
        }
        assertEquals(Set.of(), offenders, "these files import jetcd outside io.etcdexplorer.etcd");
    }

    private static boolean usesTheEtcdClient(JavaClass c) {
        return c.getDirectDependenciesFromSelf().stream().map(d -> d.getTargetClass().getPackageName())
                .anyMatch(p -> p.startsWith("io.etcd.jetcd") || p.startsWith("io.grpc") || p.startsWith("io.vertx"));
    }

    private static boolean isExempt(String pkg) {
        return Stream.concat(Stream.of("io.etcdexplorer.etcd"), PENDING.stream())
                .anyMatch(p -> pkg.equals(p) || pkg.startsWith(p + "."));
    }

    private static String[] exempt() {
        return Stream.concat(Stream.of(DOOR), PENDING.stream().map(p -> p + "..")).toArray(String[]::new);
    }
}
