package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The clusters the Compare tab can read its sides from: this workspace first, then the other open ones, and the
 * one chosen for each side (this workspace by default). A side whose workspace closes goes back to this one and
 * says so, so a comparison never silently reads a cluster the user no longer sees. Part of
 * {@link CompareViewModel}; FX thread only.
 */
final class CompareClusters {

    private static final Messages TEXT = Messages.of(CompareClusters.class);

    private final CompareSide self;
    private final ObservableList<CompareSide> choices = FXCollections.observableArrayList();
    private final ObservableList<CompareSide> readOnlyChoices = FXCollections.unmodifiableObservableList(choices);
    private final ObjectProperty<CompareSide> sideA;
    private final ObjectProperty<CompareSide> sideB;
    private final BooleanBinding several = Bindings.size(choices).greaterThan(1);
    private final Consumer<String> notices;
    private final ListChangeListener<CompareSide> follow = change -> refresh();
    private ObservableList<CompareSide> open = FXCollections.emptyObservableList();

    CompareClusters(CompareSide self, Consumer<String> notices) {
        this.self = self;
        this.notices = notices;
        choices.add(self);
        sideA = side();
        sideB = side();
    }

    /** A side's choice; a choice box emptied by a change of its items means this workspace again. */
    private ObjectProperty<CompareSide> side() {
        ObjectProperty<CompareSide> side = new SimpleObjectProperty<>(self);
        side.addListener((obs, old, now) -> {
            if (now == null) {
                side.set(self);
            }
        });
        return side;
    }

    CompareSide self() {
        return self;
    }

    ObservableList<CompareSide> choices() {
        return readOnlyChoices;
    }

    ObjectProperty<CompareSide> sideA() {
        return sideA;
    }

    ObjectProperty<CompareSide> sideB() {
        return sideB;
    }

    BooleanBinding several() {
        return several;
    }

    /** Offers the workspaces of {@code openNow} (this one among them or not) from now on, following its changes. */
    void follow(ObservableList<CompareSide> openNow) {
        open.removeListener(follow);
        open = openNow;
        open.addListener(follow);
        refresh();
    }

    /** Both sides on this workspace again, as the timeline's prefill wants. */
    void reset() {
        sideA.set(self);
        sideB.set(self);
    }

    private void refresh() {
        CompareSide wasA = sideA.get();
        CompareSide wasB = sideB.get();
        List<CompareSide> now = new ArrayList<>();
        now.add(self);
        open.stream().filter(side -> !side.equals(self)).forEach(now::add);
        choices.setAll(now);
        boolean goneA = !choices.contains(wasA);
        boolean goneB = !choices.contains(wasB);
        if (goneA) {
            sideA.set(self);
        }
        if (goneB) {
            sideB.set(self);
        }
        if (goneA && goneB) {
            notices.accept(TEXT.format("closed.both", wasA.name(), wasB.name(), self.name()));
        } else if (goneA || goneB) {
            notices.accept(TEXT.format("closed.one", (goneA ? wasA : wasB).name(), goneA ? "A" : "B", self.name()));
        }
    }
}
