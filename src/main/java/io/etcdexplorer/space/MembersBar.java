package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.fx.Texts;
import java.util.StringJoiner;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * Each member's database file under the treemap: its size against the quota as a bar, what is in use, and what a
 * defragmentation, or compaction and defragmentation (an estimate), would give back.
 */
final class MembersBar extends VBox {

    private static final Messages TEXT = Messages.of(MembersBar.class);

    MembersBar(SpaceViewModel viewModel) {
        setId("spaceMembers");
        setSpacing(4);
        VBox cards = new VBox(4);
        Label note = Texts.wrapping(new Label());
        note.setId("spaceMembersNote");
        note.getStyleClass().add("text-muted");
        note.textProperty().bind(viewModel.membersNoteProperty());
        note.visibleProperty().bind(note.textProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        viewModel.members().addListener((ListChangeListener<MemberFigures>) change ->
                cards.getChildren().setAll(viewModel.members().stream().map(MembersBar::card).toList()));
        // made when the Space tab is first selected: members may be known already
        cards.getChildren().setAll(viewModel.members().stream().map(MembersBar::card).toList());
        getChildren().addAll(cards, note);
    }

    private static HBox card(MemberFigures figures) {
        MemberSpace member = figures.member();
        Label endpoint = new Label(member.endpoint().replaceFirst("^https?://", ""));
        endpoint.getStyleClass().add("text-bold");
        ProgressBar ofQuota = new ProgressBar(Math.max(0, figures.quotaShare()));
        ofQuota.setPrefWidth(80);
        ofQuota.setVisible(figures.quotaShare() >= 0);
        ofQuota.setManaged(ofQuota.isVisible());
        ofQuota.setTooltip(new Tooltip(TEXT.get("member.quotaTip")));
        Label text = Texts.wrapping(new Label(describe(figures)));
        text.setId("spaceMember");
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox card = new HBox(Texts.whole(endpoint), ofQuota, text);
        card.getStyleClass().add("space-member");
        card.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return card;
    }

    /** "db 24.0 MiB of 2.0 GiB · in use 18.0 MiB · defrag frees 6.0 MiB · compaction + defrag ≈ 20.0 MiB". */
    static String describe(MemberFigures figures) {
        MemberSpace member = figures.member();
        StringJoiner text = new StringJoiner(" · ");
        text.add(member.quota() > 0 ? TEXT.format("member.dbOfQuota", SpaceTexts.size(member.dbSize()),
                SpaceTexts.size(member.quota())) : TEXT.format("member.db", SpaceTexts.size(member.dbSize())));
        if (member.dbSizeInUse() >= 0) {
            text.add(TEXT.format("member.inUse", SpaceTexts.size(member.dbSizeInUse())));
            text.add(TEXT.format("member.defrag", SpaceTexts.size(member.reclaimable()),
                    SpaceTexts.share(figures.defragShare())));
        }
        if (figures.compactionReclaim() >= 0) {
            text.add(TEXT.format("member.compaction", SpaceTexts.size(figures.compactionReclaim()),
                    SpaceTexts.share(figures.compactionShare())));
        }
        return text.toString();
    }
}
