package io.etcdexplorer.i18n;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Texts come in the chosen language, with each language's plural forms, and English where a text is missing. */
class MessagesTest {

    private static final Messages TEXT = Messages.of(io.etcdexplorer.i18n.broken.Anchor.class);

    @AfterEach
    void backToEnglish() {
        Locales.use(Language.ENGLISH);
    }

    @Test
    void pluralsFollowEachLanguagesRules() {
        Locales.use(Language.ENGLISH);
        assertEquals("1 key", TEXT.format("keys", 1));
        assertEquals("2 keys", TEXT.format("keys", 2));
        Locales.use(Language.RUSSIAN);
        assertEquals("1 ключ", TEXT.format("keys", 1));
        // The bundle lacks Russian's "few" and "many" forms (BundleCheck reports that): ICU falls back to "other".
        assertEquals("5 ключей", TEXT.format("keys", 5));
        Locales.use(Language.JAPANESE);
        assertEquals("1 個のキー", TEXT.format("keys", 1));
    }

    @Test
    void aTextMissingInALanguageComesInEnglishAndAnUnknownKeyShowsItself() {
        Locales.use(Language.RUSSIAN);
        assertEquals("Only here", TEXT.get("onlyEnglish"));
        assertEquals("noSuchKey", TEXT.get("noSuchKey"));
    }

    @Test
    void theSystemLocaleChoosesTheLanguage() {
        assertEquals(Language.JAPANESE, Language.forLocale(Locale.JAPAN));
        assertEquals(Language.RUSSIAN, Language.forLocale(Locale.forLanguageTag("ru-RU")));
        assertEquals(Language.CHINESE_SIMPLIFIED, Language.forLocale(Locale.forLanguageTag("zh-Hans-CN")));
        assertEquals(Language.CHINESE_SIMPLIFIED, Language.forLocale(Locale.CHINA));
        assertEquals(Language.ENGLISH, Language.forLocale(Locale.TAIWAN));
        assertEquals(Language.ENGLISH, Language.forLocale(Locale.GERMANY));
    }

    /** The short way for text arguments gives what ICU gives, and leaves anything else to ICU. */
    @Test
    void textArgumentsNeedNoFormatterButGiveWhatIcuGives() {
        Object[] args = {"a/b", "ключ"};
        for (String pattern : new String[]{"Help. {0}", "{1} at {0}", "{0}{1}", "x {1} y {0} z"}) {
            assertEquals(new com.ibm.icu.text.MessageFormat(pattern, com.ibm.icu.util.ULocale.ENGLISH).format(args),
                    Messages.simple(pattern, args), pattern);
        }
        assertEquals(null, Messages.simple("{0} keys", new Object[]{3}), "a number is ICU's to format");
        assertEquals(null, Messages.simple("{0, plural, one {# key} other {# keys}}", new Object[]{"1"}));
        assertEquals(null, Messages.simple("it''s {0}", new Object[]{"x"}), "quotes are ICU's");
        assertEquals(null, Messages.simple("{2}", args), "a missing argument is ICU's to show");
    }
}
