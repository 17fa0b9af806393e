package io.etcdexplorer.settings;

/** Which AtlantaFX theme the window uses; SYSTEM follows the OS preference read at start. */
public enum ThemeChoice {
    SYSTEM, LIGHT, DARK;

    /** Whether this choice means dark, given what the OS prefers. */
    public boolean isDark(boolean systemPrefersDark) {
        return this == DARK || this == SYSTEM && systemPrefersDark;
    }
}
