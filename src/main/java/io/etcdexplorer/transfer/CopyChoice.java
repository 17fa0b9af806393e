package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;

/**
 * What the user chose for a copy: the source, the target workspace among the open ones, and the target prefix as
 * typed. Turns them into a {@link PrefixRewrite} or says what is wrong with them. Part of {@link CopyToViewModel}.
 */
final class CopyChoice {

    private static final Messages TEXT = Messages.of(CopyChoice.class);

    /** A rewrite, or the problem that stops one. */
    record Parsed(PrefixRewrite rewrite, Problem problem) {
    }

    // Properties
    private final ReadOnlyObjectWrapper<CopySource> source = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper sourceText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper targetPrefixLabel = new ReadOnlyStringWrapper(TEXT.get("targetPrefix"));
    private final ObservableList<CopyTarget> targets = FXCollections.observableArrayList();
    private final ObjectProperty<CopyTarget> target = new SimpleObjectProperty<>();
    private final StringProperty targetPrefix = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper targetRefusesWrites = new ReadOnlyBooleanWrapper();

    CopyChoice() {
        target.addListener((obs, old, now) -> targetRefusesWrites.set(now != null && now.refusesWrites()));
    }

    ReadOnlyObjectProperty<CopySource> sourceProperty() {
        return source.getReadOnlyProperty();
    }

    ReadOnlyStringProperty sourceTextProperty() {
        return sourceText.getReadOnlyProperty();
    }

    ReadOnlyStringProperty targetPrefixLabelProperty() {
        return targetPrefixLabel.getReadOnlyProperty();
    }

    ObservableList<CopyTarget> targets() {
        return FXCollections.unmodifiableObservableList(targets);
    }

    ObjectProperty<CopyTarget> targetProperty() {
        return target;
    }

    StringProperty targetPrefixProperty() {
        return targetPrefix;
    }

    ReadOnlyBooleanProperty targetRefusesWritesProperty() {
        return targetRefusesWrites.getReadOnlyProperty();
    }

    // Commands

    /** The target prefix starts as the source's own key: a copy keeps the names unless the user edits it. */
    void choose(CopySource chosen) {
        source.set(chosen);
        sourceText.set(TEXT.format("copyFromHere", chosen.describe()));
        targetPrefixLabel.set(TEXT.get(chosen.prefix() ? "targetPrefix" : "targetKey"));
        targetPrefix.set(KeyText.display(chosen.key()));
    }

    /** The open workspaces now; keeps the chosen one if it is still open, else picks the first writable one. */
    void offer(List<CopyTarget> open) {
        CopyTarget chosen = target.get();
        targets.setAll(open);
        CopyTarget keep = chosen == null ? null
                : open.stream().filter(t -> t.name().equals(chosen.name())).findFirst().orElse(null);
        target.set(keep != null ? keep : open.stream().filter(t -> !t.refusesWrites()).findFirst()
                .orElse(open.isEmpty() ? null : open.get(0)));
        // The same target may have turned read-only since (its profile was edited): ask again.
        targetRefusesWrites.set(target.get() != null && target.get().refusesWrites());
    }

    /** Why the chosen target cannot be written, or null. */
    Problem refusal() {
        CopyTarget to = target.get();
        if (to == null || !to.refusesWrites()) {
            return null;
        }
        io.etcdexplorer.etcd.EtcdAccessException refused = KeyCopier.readOnly(to.name());
        return Problem.of(refused);
    }

    Parsed rewrite() {
        CopySource what = source.get();
        try {
            byte[] to = KeyText.parse(targetPrefix.get());
            if (to.length == 0 && !what.prefix()) {
                return new Parsed(null, Problem.of(TEXT.get("targetEmpty"), TEXT.get("targetEmpty.fix")));
            }
            return new Parsed(new PrefixRewrite(what.key(), to), null);
        } catch (IllegalArgumentException e) {
            return new Parsed(null, Problem.of(TEXT.format("targetInvalid", e.getMessage()),
                    TEXT.get("targetInvalid.fix")));
        }
    }
}
