package io.etcdexplorer.settings;

import io.etcdexplorer.profiles.secrets.ProcessRunner;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The OS answers are scripted: the parsing is what is tested, not whether this machine has gsettings. */
class SystemThemeTest {

    private final List<String> asked = new ArrayList<>();

    /** Answers by the command's last word; a command without an answer fails as a missing tool would. */
    private ProcessRunner scripted(Map<String, ProcessRunner.Result> answers) {
        return (command, input, timeout) -> {
            asked.add(String.join(" ", command));
            ProcessRunner.Result answer = answers.get(command.get(command.size() - 1));
            if (answer == null) {
                throw new IOException(command.get(0) + ": not found");
            }
            return answer;
        };
    }

    private static ProcessRunner.Result ok(String out) {
        return new ProcessRunner.Result(0, out, "");
    }

    @Test
    void gnomeColorSchemePreferDarkMeansDark() {
        assertTrue(new SystemTheme(scripted(Map.of("color-scheme", ok("'prefer-dark'\n"))), "Linux").prefersDark());
        assertEquals(List.of("gsettings get org.gnome.desktop.interface color-scheme"), asked);
    }

    @Test
    void gnomeDefaultSchemeFallsBackToTheGtkThemeName() {
        assertTrue(new SystemTheme(scripted(Map.of("color-scheme", ok("'default'\n"),
                "gtk-theme", ok("'Adwaita-dark'\n"))), "Linux").prefersDark());
        assertFalse(new SystemTheme(scripted(Map.of("color-scheme", ok("'default'\n"),
                "gtk-theme", ok("'Adwaita'\n"))), "Linux").prefersDark());
        // Older GNOME has no color-scheme key at all: gsettings fails, the theme name still tells.
        assertTrue(new SystemTheme(scripted(Map.of("color-scheme", new ProcessRunner.Result(1, "", "No such key"),
                "gtk-theme", ok("'Yaru-Dark'\n"))), "Linux").prefersDark());
    }

    @Test
    void explicitLightSchemeWinsOverADarkThemeName() {
        assertFalse(new SystemTheme(scripted(Map.of("color-scheme", ok("'prefer-light'"),
                "gtk-theme", ok("'Adwaita-dark'"))), "Linux").prefersDark());
    }

    @Test
    void noGsettingsMeansLight() {
        assertFalse(new SystemTheme(scripted(Map.of()), "Linux").prefersDark());
        assertEquals(2, asked.size());
    }

    @Test
    void macDarkOnlyWhenTheKeySaysDark() {
        assertTrue(new SystemTheme(scripted(Map.of("AppleInterfaceStyle", ok("Dark\n"))), "Mac OS X").prefersDark());
        // In light mode the key does not exist and defaults exits with 1.
        assertFalse(new SystemTheme(scripted(Map.of("AppleInterfaceStyle", new ProcessRunner.Result(1, "",
                "The domain/default pair of (kCFPreferencesAnyApplication, AppleInterfaceStyle) does not exist"))),
                "Mac OS X").prefersDark());
    }

    @Test
    void windowsReadsAppsUseLightTheme() {
        String dark = "\r\nHKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize\r\n"
                + "    AppsUseLightTheme    REG_DWORD    0x0\r\n\r\n";
        assertTrue(new SystemTheme(scripted(Map.of("AppsUseLightTheme", ok(dark))), "Windows 11").prefersDark());
        assertFalse(new SystemTheme(scripted(Map.of("AppsUseLightTheme", ok(dark.replace("0x0", "0x1")))),
                "Windows 11").prefersDark());
        assertFalse(new SystemTheme(scripted(Map.of()), "Windows 10").prefersDark());
    }

    @Test
    void aRunnerThatTimesOutOrThrowsMeansLight() {
        ProcessRunner broken = (command, input, timeout) -> {
            throw new IllegalStateException("boom");
        };
        assertFalse(new SystemTheme(broken, "Linux").prefersDark());
        assertFalse(new SystemTheme((c, i, t) -> {
            throw new IOException("gsettings did not answer within 2 s");
        }, "Linux").prefersDark());
    }
}
