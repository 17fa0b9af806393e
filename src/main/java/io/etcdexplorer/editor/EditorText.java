package io.etcdexplorer.editor;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.values.EditMode;
import io.etcdexplorer.values.InvalidValueException;
import io.etcdexplorer.values.ValueEditing;

import java.util.Optional;

/** Bytes to editor text and back: {@link ValueEditing} plus the line-end conversion the code area needs. */
final class EditorText {

    private static final Messages TEXT = Messages.of(EditorText.class);

    /**
     * The largest value the editor opens. Past a few MiB the code area freezes on typing and highlighting, and a
     * hex view is four times the size; the Value tab shows larger values (their first MiB, or all on request).
     */
    static final int EDIT_LIMIT = 4 * 1024 * 1024;

    private EditorText() {
    }

    /** Why a value over {@link #EDIT_LIMIT} is not opened, and where to go instead. */
    static String tooLargeToEdit(long size) {
        return TEXT.format("tooLarge", Units.bytes(size), Units.bytes(EDIT_LIMIT));
    }

    /** The value as text in a mode, with "\r\n" shown as the area's "\n". */
    static String textOf(byte[] value, EditMode mode, LineEnds lineEnds) {
        String shown = ValueEditing.toText(value, mode);
        return isTextMode(mode) ? lineEnds.toArea(shown) : shown;
    }

    static byte[] bytesOf(String shown, EditMode mode, LineEnds lineEnds) throws InvalidValueException {
        return ValueEditing.toBytes(isTextMode(mode) ? lineEnds.fromArea(shown) : shown, mode);
    }

    /** Whether the editor can show these bytes as text: UTF-8, and line ends the code area keeps. */
    static boolean textEditable(byte[] value) {
        return ValueEditing.canEditAsText(value) && LineEnds.of(value) != LineEnds.MIXED;
    }

    /**
     * Why the text cannot be saved in its mode: it does not parse, though the value it replaces did (a key that
     * held JSON is not silently turned into something else). Empty in the Text mode, which saves anything.
     */
    static Optional<String> unsavable(String shown, EditMode mode, byte[] before, LineEnds lineEnds) {
        if (mode == EditMode.TEXT) {
            return Optional.empty();
        }
        Optional<String> problem = ValueEditing.validate(shown, mode).map(ValueEditing.Problem::describe);
        boolean wasStructured = before == null || ValueEditing.validate(textOf(before, mode, lineEnds), mode).isEmpty();
        return wasStructured ? problem : Optional.empty();
    }

    static boolean isTextMode(EditMode mode) {
        return mode == EditMode.TEXT || mode == EditMode.JSON || mode == EditMode.YAML;
    }
}
