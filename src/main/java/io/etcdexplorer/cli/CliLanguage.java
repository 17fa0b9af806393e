package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;

import java.nio.charset.Charset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The language of the command-line verbs: the terminal's ({@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG}, in
 * POSIX order), English when the app does not speak it. A terminal user reads what their shell speaks, whatever
 * the window was set to in settings.json; {@code -Detcd-explorer.language=ja} still wins.
 *
 * <p>The variables are read here rather than only through {@link Locale#getDefault()}: the JDK takes them only
 * when the C library has that locale generated, so {@code LANG=ja_JP.UTF-8} on a server (or a container) without
 * Japanese locale data would still print English. Where no variable is set (Windows, a macOS app), Java's
 * default locale is the system's choice and is used.
 */
public final class CliLanguage {

    private static final List<String> VARIABLES = List.of("LC_ALL", "LC_MESSAGES", "LANG");

    private CliLanguage() {
    }

    /** Makes the verbs speak the terminal's language from now on. */
    public static void apply(Map<String, String> env) {
        Locales.use(of(System.getProperty(Locales.PROPERTY), env, Locale.getDefault()));
    }

    /** The language for a run with {@code property} (null when not given), the environment and the JVM's locale. */
    static Language of(String property, Map<String, String> env, Locale system) {
        return Language.ofTag(property).orElseGet(() -> Language.forLocale(terminalLocale(env, system)));
    }

    /** The first locale variable that is set, e.g. {@code ja_JP.UTF-8} or {@code zh_TW}; {@code C} is English. */
    static Locale terminalLocale(Map<String, String> env, Locale system) {
        for (String variable : VARIABLES) {
            String value = env.get(variable);
            if (value != null && !value.isBlank()) {
                return posix(value.strip());
            }
        }
        return system;
    }

    /**
     * The codeset the terminal's locale names ({@code ja_JP.UTF-8}), for the verbs' output: without that locale's
     * data installed, the JDK falls back to ASCII and would print every Japanese character as "?".
     */
    public static Optional<Charset> charset(Map<String, String> env) {
        for (String variable : VARIABLES) {
            String value = env.get(variable);
            if (value != null && !value.isBlank()) {
                int dot = value.indexOf('.');
                if (dot < 0) {
                    return Optional.empty();
                }
                String codeset = value.substring(dot + 1).split("@", 2)[0];
                String name = codeset.equalsIgnoreCase("utf8") ? "UTF-8" : codeset;
                try {
                    return Optional.of(Charset.forName(name));
                } catch (IllegalArgumentException unknown) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /** {@code language[_TERRITORY][.codeset][@modifier]} as a Locale; {@code C} and {@code POSIX} are English. */
    private static Locale posix(String value) {
        String name = value.split("[.@]", 2)[0];
        if (name.equals("C") || name.equals("POSIX") || name.isEmpty()) {
            return Locale.ENGLISH;
        }
        String[] parts = name.split("_", 2);
        return parts.length == 2 ? new Locale(parts[0], parts[1]) : new Locale(parts[0]);
    }
}
