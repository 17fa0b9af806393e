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
        return text != null && (ENGLISH ? text.startsWith(english) : !text.isBlank() && saysTheData(text, english));
    }

    static boolean endsWith(String text, String english) {
        return text != null && (ENGLISH ? text.endsWith(english) : !text.isBlank() && saysTheData(text, english));
    }

    static boolean contains(String text, String english) {
        return text != null && (ENGLISH ? text.contains(english) : !text.isBlank() && saysTheData(text, english));
    }

    static boolean matches(String text, String englishPattern) {
        return text != null && (ENGLISH ? text.matches(englishPattern) : !text.isBlank());
    }

    /**
     * Outside English, the data the English text names, which every language says as it is: its numbers (a revision,
     * a count), paths ({@code /demo/}) and quoted JSON. A step that waits for "Revision 12 of" then waits for 12 in
     * any language, not for whatever text was there before.
     */
    private static boolean saysTheData(String text, String english) {
        java.util.regex.Matcher data = DATA.matcher(english);
        while (data.find()) {
            if (!text.contains(data.group())) {
                return false;
            }
        }
        return true;
    }

    private static final java.util.regex.Pattern DATA = java.util.regex.Pattern.compile("\\d+|/\\S*|\"[^\"]*\"");

    /**
     * Whether {@code text} begins as the bundle's {@code key} of {@code anchor}'s package does, in the run's language:
     * for a step that waits for one message among several (a "saved" after a "connecting"), where any text would
     * not do. The part of the pattern before its first argument is compared.
     */
    static boolean startsAs(String text, String english, Class<?> anchor, String key) {
        if (text == null || ENGLISH) {
            return text != null && text.startsWith(english);
        }
        String mark = "\u0001";
        String formatted = io.etcdexplorer.i18n.Messages.of(anchor).format(key, mark, mark, mark);
        String head = formatted.contains(mark) ? formatted.substring(0, formatted.indexOf(mark)) : formatted;
        return text.startsWith(head.strip());
    }

    /** A word that marks an unfinished state in English ("so far"); other languages cannot tell, so never. */
    static boolean stillSays(String text, String english) {
        return ENGLISH && text != null && text.contains(english);
    }
}
