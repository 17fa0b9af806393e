package io.etcdexplorer.settings;

import io.etcdexplorer.profiles.secrets.ProcessRunner;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Asks the OS whether the user prefers dark windows, through its own command-line tools. Anything that fails,
 * is missing or answers unexpectedly means light: the app must start even where no such tool exists.
 */
public final class SystemTheme {

    private static final Logger LOG = LoggerFactory.getLogger(SystemTheme.class);

    private static final Duration TIMEOUT = Duration.ofSeconds(2);

    private final ProcessRunner runner;
    private final String osName;

    public SystemTheme(ProcessRunner runner, String osName) {
        this.runner = runner;
        this.osName = osName.toLowerCase(Locale.ROOT);
    }

    /** Runs one or two short commands: call it off the FX thread. */
    public boolean prefersDark() {
        if (osName.contains("win")) {
            // AppsUseLightTheme REG_DWORD 0x0 means dark; a missing value (older Windows) means light.
            String out = output(List.of("reg", "query",
                    "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize", "/v",
                    "AppsUseLightTheme"));
            return out.matches("(?s).*AppsUseLightTheme\\s+REG_DWORD\\s+0x0+\\b.*");
        }
        if (osName.contains("mac")) {
            // The key only exists in dark mode; in light mode the command fails.
            return output(List.of("defaults", "read", "-g", "AppleInterfaceStyle")).trim().equalsIgnoreCase("dark");
        }
        String scheme = output(List.of("gsettings", "get", "org.gnome.desktop.interface", "color-scheme"));
        if (scheme.contains("prefer-dark")) {
            return true;
        }
        if (scheme.contains("prefer-light")) {
            return false;
        }
        // 'default' (or no GNOME 42+ key): older desktops only say it through the GTK theme's name, e.g. Adwaita-dark.
        return output(List.of("gsettings", "get", "org.gnome.desktop.interface", "gtk-theme"))
                .toLowerCase(Locale.ROOT).contains("dark");
    }

    private String output(List<String> command) {
        try {
            ProcessRunner.Result result = runner.run(command, null, TIMEOUT);
            return result.exitCode() == 0 ? result.stdout() : "";
        } catch (IOException | RuntimeException e) {
            LOG.debug("{} gave no answer about the theme", command.get(0), e);
            return "";
        }
    }
}
