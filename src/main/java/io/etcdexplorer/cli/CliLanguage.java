package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.i18n.SystemLocale;

import java.nio.charset.Charset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The language of the command-line verbs: the terminal's ({@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG}, in
 * POSIX order), English when the app does not speak it. A terminal user reads what their shell speaks, whatever
 * the window was set to in settings.json; {@code -Detcd-explorer.language=ja} still wins.
 * The variables are read as {@link SystemLocale} reads them, as the window does.
 */
public final class CliLanguage {

    private static final List<String> VARIABLES = SystemLocale.VARIABLES;

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
        return SystemLocale.of(env, system);
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
}
