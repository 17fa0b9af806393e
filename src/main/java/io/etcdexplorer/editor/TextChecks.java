package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.EditMode;
import io.etcdexplorer.values.InvalidValueException;
import io.etcdexplorer.values.ValueEditing;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

import java.time.Duration;
import java.util.function.Consumer;

/**
 * The editor's check as you type and its Format, both off the UI thread: parsing a large or deeply nested value
 * takes far longer than a frame. The check waits for a pause in typing; of either, only the newest request's
 * result is handed back, and a formatted text only while the text it was made from is still the editor's.
 */
final class TextChecks {

    private static final Messages TEXT = Messages.of(TextChecks.class);

    /** How long typing must pause before the text is checked again. */
    static final Duration QUIET = Duration.ofMillis(250);

    private final ReadOnlyBooleanWrapper formatting = new ReadOnlyBooleanWrapper();
    private final Tasks tasks;
    private final Latest checks = new Latest();
    private final Latest formats = new Latest();

    TextChecks(Tasks tasks) {
        this.tasks = tasks;
    }

    /** True while a Format runs. */
    ReadOnlyBooleanProperty formattingProperty() {
        return formatting.getReadOnlyProperty();
    }

    /** Checks the text once typing pauses; {@code onProblem} gets the problem with its position, or "". */
    void check(String text, EditMode mode, Consumer<String> onProblem) {
        tasks.run(() -> ValueEditing.validate(text, mode)).after(QUIET).latestIn(checks)
                .onSuccess(found -> onProblem.accept(found.map(ValueEditing.Problem::describe).orElse("")))
                .onFailure(failure -> { /* the check is a hint; saving checks again */ })
                .start();
    }

    /**
     * Formats the text in the background.
     *
     * @param current   the editor's text when the result arrives: a result for another text is dropped
     * @param onChanged told instead of {@code onFormatted} when the text changed meanwhile
     */
    void format(String text, EditMode mode, java.util.function.Supplier<String> current,
                Consumer<String> onFormatted, Consumer<String> onProblem, Runnable onChanged) {
        tasks.run(() -> ValueEditing.format(text, mode)).latestIn(formats).busy(formatting)
                .onSuccess(formatted -> {
                    if (current.get().equals(text)) {
                        onFormatted.accept(formatted);
                    } else {
                        onChanged.run();
                    }
                })
                .onFailure(failure -> onProblem.accept(failure instanceof InvalidValueException ? failure.getMessage()
                        : TEXT.format("couldNotFormat", String.valueOf(failure))))
                .start();
    }

    /** Drops the results still to come: another value was opened. */
    void forget() {
        checks.invalidate();
        formats.invalidate(); // also ends the formatting flag of a Format still running
    }
}
