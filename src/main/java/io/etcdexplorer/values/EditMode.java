package io.etcdexplorer.values;

import io.etcdexplorer.i18n.Messages;

/** How the key editor shows a value as text; {@link ValueEditing} converts between the text and the bytes. */
public enum EditMode {
    /** The bytes as UTF-8 text, saved exactly as typed. */
    TEXT("Text"),
    /** UTF-8 text like {@link #TEXT}, with JSON checks, highlighting and formatting. */
    JSON("JSON"),
    /** UTF-8 text like {@link #TEXT}, with YAML checks, highlighting and formatting. */
    YAML("YAML"),
    /** Any bytes as lowercase hex pairs, 16 to a line. */
    HEX("Hex"),
    /** Any bytes as standard Base64, wrapped at 76 characters. */
    BASE64("Base64");

    private static final Messages TEXT_OF = Messages.of(EditMode.class);

    private final String label;

    EditMode(String label) {
        this.label = label;
    }

    /** A short name for people, e.g. for a toggle button. */
    public String label() {
        // Names of formats (JSON, YAML, Hex, Base64) read the same in every language.
        return this == TEXT ? TEXT_OF.get("editMode." + name()) : label;
    }
}
