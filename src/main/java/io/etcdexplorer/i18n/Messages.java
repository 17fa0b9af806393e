package io.etcdexplorer.i18n;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A feature's texts in the language of this run: {@code messages.properties} (English) beside the feature's classes,
 * and {@code messages_ja}, {@code _ru}, {@code _zh_CN} with the same keys (BundleParityTest keeps them so). One
 * bundle per feature package, so that a feature's texts live with it.
 *
 * <p>Every value is an ICU message pattern: {@code {0}} and named arguments, {@code {count, plural, one {# key}
 * other {# keys}}} with each language's own plural rules, an apostrophe taken literally except before a brace.
 */
public final class Messages {

    private static final Logger LOG = LoggerFactory.getLogger(Messages.class);
    /** Keys already reported missing, so a missing text in a table cell logs once, not once a row. */
    private static final Set<String> REPORTED = ConcurrentHashMap.newKeySet();

    private final String baseName;
    private final ClassLoader loader;
    private volatile Loaded loaded;

    private record Loaded(Locale locale, ResourceBundle bundle) {
    }

    private Messages(String baseName, ClassLoader loader) {
        this.baseName = baseName;
        this.loader = loader;
    }

    /** The texts of {@code anchor}'s package ({@code <package>/messages*.properties}). */
    public static Messages of(Class<?> anchor) {
        return new Messages(anchor.getPackageName() + ".messages", anchor.getClassLoader());
    }

    /** The text for {@code key}, for a text without arguments. */
    public String get(String key) {
        return format(key);
    }

    /** The text for {@code key} with its arguments put in, in this run's language. */
    public String format(String key, Object... args) {
        Loaded now = bundle();
        String pattern;
        try {
            pattern = now.bundle().getString(key);
        } catch (MissingResourceException missing) {
            if (REPORTED.add(baseName + "#" + key)) {
                LOG.warn("No text for {} in {} ({}): showing the key", key, baseName, now.locale());
            }
            return key;
        }
        if (pattern.indexOf('{') < 0 && pattern.indexOf('\'') < 0) {
            return pattern; // what ICU would return: plain texts need not load ICU's formatter at start-up
        }
        String simple = simple(pattern, args);
        if (simple != null) {
            return simple;
        }
        return new MessageFormat(pattern, ULocale.forLocale(now.locale())).format(args);
    }

    /**
     * Loads ICU's formatter and this language's plural rules, off the UI thread, once the window shows: the first
     * count a workspace shows ("97 keys") would otherwise pay their 0.2-0.5 s on the UI thread, a visible hitch.
     */
    public static void warmUp() {
        new MessageFormat("{0, plural, one {# key} other {# keys}}", ULocale.forLocale(Locales.current()))
                .format(new Object[]{2});
    }

    /**
     * What ICU would make of a pattern whose only syntax is {@code {0}}-style arguments, all given as text; null for
     * anything else (a plural, a number to format, a quote). Loading ICU's formatter costs 0.3-0.5 s, which the
     * window's first texts ("Help. {0}") would otherwise pay at start-up (issue 26).
     */
    static String simple(String pattern, Object[] args) {
        if (pattern.indexOf('\'') >= 0) {
            return null;
        }
        StringBuilder out = new StringBuilder(pattern.length() + 32);
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if (c == '}') {
                return null;
            }
            if (c != '{') {
                out.append(c);
                i++;
                continue;
            }
            int close = pattern.indexOf('}', i);
            if (close < 0 || close == i + 1) {
                return null;
            }
            int index = 0;
            for (int d = i + 1; d < close; d++) {
                char digit = pattern.charAt(d);
                if (digit < '0' || digit > '9' || close - i > 4) {
                    return null;
                }
                index = index * 10 + (digit - '0');
            }
            if (index >= args.length || !(args[index] instanceof CharSequence text)) {
                return null;
            }
            out.append(text);
            i = close + 1;
        }
        return out.toString();
    }

    /** The bundle of this run's language; loaded again when the language changed since. */
    private Loaded bundle() {
        Locale locale = Locales.current();
        Loaded now = loaded;
        if (now == null || !now.locale().equals(locale)) {
            // No fallback to the system's locale: a Japanese text missing in a Russian run falls back to English.
            ResourceBundle bundle = ResourceBundle.getBundle(baseName, locale, loader,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
            now = new Loaded(locale, bundle);
            loaded = now;
        }
        return now;
    }
}
