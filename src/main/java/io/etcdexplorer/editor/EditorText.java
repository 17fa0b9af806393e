package io.etcdexplorer.editor;

import io.etcdexplorer.values.EditMode;
import io.etcdexplorer.values.InvalidValueException;
import io.etcdexplorer.values.ValueEditing;

/** Bytes to editor text and back: {@link ValueEditing} plus the line-end conversion the code area needs. */
final class EditorText {

    private EditorText() {
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

    static boolean isTextMode(EditMode mode) {
        return mode == EditMode.TEXT || mode == EditMode.JSON || mode == EditMode.YAML;
    }
}
