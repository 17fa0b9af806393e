package io.etcdexplorer.timeline;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Compare form: cluster choices only once another workspace is open, prefix B beside them, bound both ways. */
class CompareViewTest {

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    private static <T> T fx(Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get(30, TimeUnit.SECONDS);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theClusterChoicesShowOnlyWithSeveralClustersAndDriveTheSides() throws Exception {
        CompareSide staging = new CompareSide("staging", () -> null);
        CompareSide production = new CompareSide("production", () -> null);
        ObservableList<CompareSide> open = FXCollections.observableArrayList(staging);
        CompareViewModel viewModel = new CompareViewModel(BackgroundExecutor.sameThread(), staging,
                new DiffText(new KubeDecoder(new KubeSchemas())));
        Stage stage = fx(() -> {
            javafx.application.Application.setUserAgentStylesheet(
                    new atlantafx.base.theme.PrimerLight().getUserAgentStylesheet()); // as the window has it
            viewModel.offerClusters(open);
            Stage shown = new Stage();
            shown.setScene(new Scene(new CompareView(viewModel), 900, 500));
            shown.show();
            return shown;
        });
        try {
            Scene scene = stage.getScene();
            ComboBox<CompareSide> a = (ComboBox<CompareSide>) scene.lookup("#compareClusterA");
            ComboBox<CompareSide> b = (ComboBox<CompareSide>) scene.lookup("#compareClusterB");
            TextField prefixA = (TextField) scene.lookup("#comparePrefix");
            TextField prefixB = (TextField) scene.lookup("#comparePrefixB");
            assertFalse(fx(a::isVisible) || fx(b::isVisible), "one cluster open: nothing to choose");
            assertTrue(fx(prefixB::isVisible), "two prefixes of one cluster can be compared too");

            fx(() -> open.add(production));
            assertTrue(fx(a::isVisible) && fx(b::isVisible));
            assertEquals(List.of(staging, production), fx(() -> List.copyOf(b.getItems())));
            assertSame(staging, fx(b::getValue), "this workspace by default");

            fx(() -> {
                b.setValue(production);
                prefixA.setText("/app/");
                return null;
            });
            assertSame(production, viewModel.clusterBProperty().get());
            assertEquals("/app/", fx(prefixB::getText), "prefix B follows A until edited");
            fx(() -> {
                prefixB.setText("/prod/");
                prefixA.setText("/staging/");
                return null;
            });
            assertEquals("/prod/", viewModel.prefixBProperty().get(), "an edited prefix B stays");

            fx(() -> open.remove(production));
            assertSame(staging, fx(b::getValue), "a closed workspace's side comes back to this one");
            assertFalse(fx(b::isVisible));
        } finally {
            fx(() -> {
                stage.hide();
                return null;
            });
        }
    }
}
