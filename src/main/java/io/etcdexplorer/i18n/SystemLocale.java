package io.etcdexplorer.i18n;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The locale the user's environment asks for: {@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG} in POSIX order,
 * else the JVM's default. The variables are read here rather than only through {@link Locale#getDefault()}: the
 * JDK takes them only when the C library has that locale generated, so {@code LANG=ja_JP.UTF-8} on a machine (or a
 * container) without Japanese locale data would still give English. Where no variable is set (Windows, an app
 * started from the macOS Finder), Java's default locale is the system's choice.
 */
public final class SystemLocale {

    /** The variables that name the locale, in the order POSIX gives them precedence. */
    public static final List<String> VARIABLES = List.of("LC_ALL", "LC_MESSAGES", "LANG");

    private SystemLocale() {
    }

    /** The first locale variable that is set, e.g. {@code ja_JP.UTF-8} or {@code zh_TW}; {@code C} is English. */
    public static Locale of(Map<String, String> env, Locale jvmDefault) {
        for (String variable : VARIABLES) {
            String value = env.get(variable);
            if (value != null && !value.isBlank()) {
                return posix(value.strip());
            }
        }
        return jvmDefault;
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
