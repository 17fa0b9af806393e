package io.etcdexplorer.i18n;

import java.util.Locale;
import java.util.Optional;

/**
 * The languages the app speaks. Each is named in itself in the language menu, so that a user who cannot read the
 * current one still finds their own.
 */
public enum Language {
    ENGLISH("en", "English", Locale.ENGLISH),
    JAPANESE("ja", "日本語", Locale.JAPANESE),
    RUSSIAN("ru", "Русский", Locale.forLanguageTag("ru")),
    CHINESE_SIMPLIFIED("zh-CN", "简体中文", Locale.SIMPLIFIED_CHINESE);

    private final String tag;
    private final String nativeName;
    private final Locale locale;

    Language(String tag, String nativeName, Locale locale) {
        this.tag = tag;
        this.nativeName = nativeName;
        this.locale = locale;
    }

    /** The BCP 47 tag kept in settings.json ({@code en}, {@code ja}, {@code ru}, {@code zh-CN}). */
    public String tag() {
        return tag;
    }

    public String nativeName() {
        return nativeName;
    }

    public Locale locale() {
        return locale;
    }

    public static Optional<Language> ofTag(String tag) {
        if (tag == null) {
            return Optional.empty();
        }
        for (Language language : values()) {
            if (language.tag.equalsIgnoreCase(tag)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }

    /**
     * The language for a system locale: its language when the app speaks it, else English. Chinese is Simplified
     * Chinese only where the locale says so (zh_CN, zh_SG, zh-Hans or plain zh); a Traditional Chinese reader
     * (zh_TW, zh_HK, zh-Hant) gets English rather than a script they may not read comfortably.
     */
    public static Language forLocale(Locale locale) {
        switch (locale.getLanguage()) {
            case "ja":
                return JAPANESE;
            case "ru":
                return RUSSIAN;
            case "zh": {
                String script = locale.getScript();
                String country = locale.getCountry();
                boolean traditional = "Hant".equals(script)
                        || (script.isEmpty() && ("TW".equals(country) || "HK".equals(country) || "MO".equals(country)));
                return traditional ? ENGLISH : CHINESE_SIMPLIFIED;
            }
            default:
                return ENGLISH;
        }
    }
}
