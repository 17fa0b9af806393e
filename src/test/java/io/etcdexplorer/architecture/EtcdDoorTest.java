package io.etcdexplorer.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;

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

    @ArchTest
    static final ArchRule onlyTheEtcdPackageUsesTheEtcdClient = noClasses()
            .that().resideOutsideOfPackage(DOOR)
            .should().dependOnClassesThat().resideInAnyPackage(ETCD_CLIENT)
            .because("features reach etcd through io.etcdexplorer.etcd and its records (issue 21)");

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
                if (!pkg.equals("io.etcdexplorer.etcd") && !pkg.startsWith("io.etcdexplorer.etcd.") && Files.readString(file).contains("import io.etcd.jetcd")) {
                    offenders.add(root.relativize(file).toString());
                }
            }
        }
        assertEquals(Set.of(), offenders, "these files import jetcd outside io.etcdexplorer.etcd");
    }
}
