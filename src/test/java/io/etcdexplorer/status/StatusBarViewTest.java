package io.etcdexplorer.status;

import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.ClippedText;
import io.etcdexplorer.testsupport.TestStage;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The status bar keeps its height while responses arrive: it sits under the window's split panes, and a bar that grew
 * for one frame each time the revision changed made the window flicker and moved the dividers the user had dragged
 * (a key table dragged shut came back as a sliver of cut-off column headers).
 */
class StatusBarViewTest {

    @RegisterExtension
    static final TestStage window = new TestStage();

    @Test
    void responsesArrivingKeepTheBarsHeightAndTheUsersDivider() throws Exception {
        StatusViewModel status = new StatusViewModel();
        SplitPane split = fx(() -> {
            status.setConnection("プレイグラウンド · http://127.0.0.1:42867");
            status.say("97 個のキーを一覧表示しました");
            Label top = new Label("key table");
            top.setMinHeight(0);
            SplitPane panes = new SplitPane(top, new Label("details"));
            panes.setOrientation(Orientation.VERTICAL);
            VBox root = new VBox(panes, new StatusBarView(status));
            VBox.setVgrow(panes, Priority.ALWAYS);
            window.show(root, 900, 500);
            panes.setDividerPositions(0); // the user dragged the top pane shut
            return panes;
        });
        WaitForAsyncUtils.waitForFxEvents();
        StatusBarView bar = fx(() -> (StatusBarView) split.getParent().getChildrenUnmodifiable().get(1));
        double rest = fx(bar::getHeight);
        double divider = fx(() -> split.getDividerPositions()[0]);
        double[] tallest = {rest};
        Runnable watch = () -> tallest[0] = Math.max(tallest[0], bar.getHeight());
        fx(() -> {
            window.stage().getScene().addPostLayoutPulseListener(watch);
            return null;
        });
        for (long revision = 125; revision < 135; revision++) {
            long now = revision;
            fx(() -> {
                status.showHeader(new ResponseHeader(0xcdf818194e3a8c32L, 0x8e9e05c52164694dL, now, 2));
                // what the app is doing changes with the responses: a longer text, then a shorter one
                status.say(now % 2 == 0 ? "97 個のキーを一覧表示しました"
                        : "変更量: リビジョン 1 から " + now + " までの履歴を読んでいます");
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
        }
        fx(() -> {
            window.stage().getScene().removePostLayoutPulseListener(watch);
            return null;
        });
        assertEquals(rest, tallest[0], 0.5, "the status bar grew while the revision and the activity changed");
        assertEquals(divider, fx(() -> split.getDividerPositions()[0]), 0.001, "the user's divider moved");
        String shown = fx(() -> ((Label) bar.lookup("#statusHeader")).getText());
        assertEquals("revision 134   raft_term 2", shown, "short of width, the header shows the revision and term");
    }

    @Test
    void shortOfWidthTheBarTakesMoreLinesRatherThanCutAText() throws Exception {
        StatusViewModel status = new StatusViewModel();
        StatusBarView bar = fx(() -> {
            status.setConnection("Игровая площадка · http://127.0.0.1:42867");
            status.say("Изменения: чтение истории с ревизии 1 по ревизию 365");
            status.showHeader(new ResponseHeader(0xcdf818194e3a8c32L, 0x8e9e05c52164694dL, 365, 2));
            StatusBarView shown = new StatusBarView(status);
            VBox root = new VBox(new Label("window"), shown);
            VBox.setVgrow(root.getChildren().get(0), Priority.ALWAYS);
            window.show(root, 420, 300);
            return shown;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(fx(bar::getHeight) > 40, "two lines or more: " + fx(bar::getHeight));
        ClippedText.assertNone(fx(bar::getScene), "the status bar at 420 px");
        assertEquals("revision 365   raft_term 2", fx(() -> ((Label) bar.lookup("#statusHeader")).getText()));
    }

    private static <T> T fx(Callable<T> work) throws Exception {
        return AppWindow.onFx(work);
    }
}
