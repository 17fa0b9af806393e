package io.etcdexplorer.i18n;

import java.util.Locale;

/**
 * The language this run speaks, chosen once at start: settings.json's choice, else the system's
 * ({@code LANG}/{@code LC_ALL} on Linux, the user's language on Windows and macOS), else English.
 * It is kept apart from {@link Locale#getDefault()}: technical text (etcdctl commands, JSON, flags, figures that
 * tools parse) is formatted with {@link Locale#ROOT} whatever the user reads.
 */
public final class Locales {

    /** The system property that overrides the choice for one run (tests, and {@code -Detcd-explorer.language=ja}). */
    public static final String PROPERTY = "etcd-explorer.language";

    private static volatile Language current;

    private Locales() {
    }

    /** The language of this run. */
    public static Language language() {
        Language chosen = current;
        if (chosen == null) {
            chosen = atStart(null);
            current = chosen;
        }
        return chosen;
    }

    /** The locale user-facing text, dates and numbers are written in. */
    public static Locale current() {
        return language().locale();
    }

    /**
     * The language a run starts in: the system property when set (how a test, or a user for one run, asks for one
     * language), else the one chosen in the app (settings.json; null when never chosen), else the system's.
     */
    public static Language atStart(String chosenTag) {
        return Language.ofTag(System.getProperty(PROPERTY)).or(() -> Language.ofTag(chosenTag))
                .orElseGet(Locales::system);
    }

    /** The language the OS asks for ({@link SystemLocale}), English when the app does not speak it. */
    public static Language system() {
        return Language.forLocale(SystemLocale.of(System.getenv(), SYSTEM_AT_START));
    }


    /** The OS's locale as the JVM read it at start: {@link #use} changes the JVM's default afterwards. */
    private static final Locale SYSTEM_AT_START = Locale.getDefault();
    /** The JVM's format locale at start, which {@link #use} leaves as it was. */
    private static final Locale FORMAT_AT_START = Locale.getDefault(Locale.Category.FORMAT);

    /**
     * Sets the language of this run: texts made from now on are in it. JavaFX's own texts (dialog buttons, a text
     * field's context menu, an empty table's placeholder) follow the JVM's default locale, so that is set too; the
     * format locale stays as the JVM started, so that code formatting technical text without naming a locale does
     * not start writing decimal commas.
     */
    public static void use(Language chosen) {
        current = chosen;
        Locale.setDefault(chosen.locale());
        Locale.setDefault(Locale.Category.FORMAT, FORMAT_AT_START);
    }
}
