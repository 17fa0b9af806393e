package io.etcdexplorer.architecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.BackgroundTask;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The layering the README promises, checked on the compiled classes: no JavaFX below the view models, no controls
 * in a view model, no background work started by a view, background work only through {@code concurrent.Tasks},
 * and no cycles between the feature packages. Classes are told apart by name ({@code *View}, {@code *ViewModel}),
 * not by package, so the rules survive a package being split or renamed. A nested or anonymous class counts as the top-level class it is written in.
 */
@AnalyzeClasses(packages = "io.etcdexplorer", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringTest {

    private static final String[] BELOW_THE_VIEW_MODELS = {"io.etcdexplorer.etcd..",
        "io.etcdexplorer.kubernetes..", "io.etcdexplorer.values..", "io.etcdexplorer.doctor.."};

    @ArchTest
    static final ArchRule noJavaFxBelowTheViewModels = noClasses()
            .that(resideInAnyPackage(BELOW_THE_VIEW_MODELS).or(transferServices()))
            .should().dependOnClassesThat().resideInAnyPackage("javafx..")
            .because("the etcd layer (with its SSH tunnel), the codecs, the doctor and the transfer services run"
                    + " without a toolkit: in the terminal verbs, in the benchmark and in plain unit tests");

    @ArchTest
    static final ArchRule viewModelsHoldNoControls = noClasses()
            .that(writtenIn("a *ViewModel", name -> name.endsWith("ViewModel")))
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
            .because("a view model holds properties and commands; controls, scenes and windows are the view's"
                    + " (conventions.md 2), so a view model is tested without a toolkit");

    @ArchTest
    static final ArchRule viewsSubmitNoWork = noClasses()
            .that(writtenIn("a *View", name -> name.endsWith("View")))
            .should().dependOnClassesThat().resideInAnyPackage("io.etcdexplorer.concurrent..")
            .because("views only bind and forward; the view model runs the work, checks that its answer is still"
                    + " wanted and reports failures");

    /**
     * Work with a result goes through {@code concurrent.Tasks}, which ends the status line and the busy flag once,
     * drops a late result the user no longer wants and reports failures; a hand-written {@code submit} repeats all
     * of that and forgets some. Covered: every executor method that hands back a {@link BackgroundTask} (today
     * {@code submit} and {@code submitAfter}). Left out on purpose: {@code runQuietly} (fire-and-forget work with no
     * result and nobody to tell, such as closing a client) and {@code onUi} (progress handed to the UI thread).
     */
    @ArchTest
    static final ArchRule backgroundWorkGoesThroughTasks = noClasses()
            .that().resideOutsideOfPackage("io.etcdexplorer.concurrent..")
            .should().accessTargetWhere(DescribedPredicate.describe("the target is BackgroundExecutor.submit*",
                    (JavaAccess<?> access) -> access.getTargetOwner().isEquivalentTo(BackgroundExecutor.class)
                            && startsWork(access)))
            .because("concurrent.Tasks is the one way to run background work: status line, busy flag, latest-wins"
                    + " and failure reporting are written there once");

    @ArchTest
    static final ArchRule featurePackagesHaveNoCycles = slices().matching("io.etcdexplorer.(*)..")
            .should().beFreeOfCycles()
            .because("a feature package that needs another must not be needed back: each can then be read,"
                    + " changed and tested from its own side");

    /**
     * A workspace builds and disposes its feature view models, the window builds its own; a feature never builds
     * another feature's view model, which would then live outside the workspace's lifecycle. A view model may make
     * the model of its own dialog (same package), as the connection list does for "Import from text".
     */
    @ArchTest
    static final ArchRule onlyTheWorkspaceAndTheWindowBuildViewModels = noClasses()
            .that().resideOutsideOfPackages("io.etcdexplorer.workspace..", "io.etcdexplorer.app..")
            .should().callConstructorWhere(DescribedPredicate.describe("the target is another feature's view model",
                    (JavaConstructorCall call) -> call.getTargetOwner().getSimpleName().endsWith("ViewModel")
                            && !(topLevel(call.getOriginOwner()).getSimpleName().endsWith("ViewModel")
                            && call.getOriginOwner().getPackageName().equals(call.getTargetOwner().getPackageName()))))
            .because("io.etcdexplorer.workspace.Workspace owns the lifecycle of a connection's view models");

    /**
     * The transfer package's services (export, import, copy): everything there except the views, dialogs and menu
     * actions, the view models, the view models' choice lists ({@code CopyChoice}) and state holders
     * ({@code CopyRunState}), which are the UI side.
     */
    private static DescribedPredicate<JavaClass> transferServices() {
        return DescribedPredicate.describe("the transfer services", c -> {
            String name = topLevel(c).getSimpleName();
            return c.getPackageName().startsWith("io.etcdexplorer.transfer")
                    && !name.endsWith("View") && !name.endsWith("ViewModel") && !name.endsWith("Dialog")
                    && !name.endsWith("Actions") && !name.endsWith("Choice") && !name.endsWith("State");
        });
    }

    /** A call of, or a method reference to, an executor method that starts work and hands back its task. */
    private static boolean startsWork(JavaAccess<?> access) {
        return access.getName().startsWith("submit") || access.getTarget().resolveMember()
                .filter(member -> member instanceof JavaMethod)
                .map(member -> ((JavaMethod) member).getRawReturnType().isEquivalentTo(BackgroundTask.class))
                .orElse(false);
    }

    private static DescribedPredicate<JavaClass> writtenIn(String description,
                                                           java.util.function.Predicate<String> topLevelName) {
        return DescribedPredicate.describe("written in " + description,
                c -> c.getPackageName().startsWith("io.etcdexplorer") && topLevelName.test(topLevel(c).getSimpleName()));
    }

    private static JavaClass topLevel(JavaClass c) {
        JavaClass top = c;
        while (top.getEnclosingClass().isPresent()) {
            top = top.getEnclosingClass().get();
        }
        return top;
    }
}
