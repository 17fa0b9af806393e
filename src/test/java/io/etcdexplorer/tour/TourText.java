package io.etcdexplorer.tour;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;

/**
 * The tour's checks of what a label says. The English run (in both of CI's etcd versions) checks the words; the
 * runs in Japanese, Russian and Chinese take the same pictures to check that no text is cut off, and check only that
 * something is said: what each language says is asserted by the features' own language tests
 * ({@code *LanguageTest}, {@code *RussianWindowTest}, {@code *JapaneseWindowTest}).
 */
final class TourText {

    static final boolean ENGLISH = Locales.language() == Language.ENGLISH;

    private TourText() {
    }

    static boolean startsWith(String text, String english) {
        return text != null && (ENGLISH ? text.startsWith(english) : !text.isBlank());
    }

    static boolean endsWith(String text, String english) {
        return text != null && (ENGLISH ? text.endsWith(english) : !text.isBlank());
    }

    static boolean contains(String text, String english) {
        return text != null && (ENGLISH ? text.contains(english) : !text.isBlank());
    }

    static boolean matches(String text, String englishPattern) {
        return text != null && (ENGLISH ? text.matches(englishPattern) : !text.isBlank());
    }

    /** A word that marks an unfinished state in English ("so far"); other languages cannot tell, so never. */
    static boolean stillSays(String text, String english) {
        return ENGLISH && text != null && text.contains(english);
    }
}
