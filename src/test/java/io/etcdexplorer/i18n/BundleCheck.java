package io.etcdexplorer.i18n;

import com.ibm.icu.text.MessagePattern;
import com.ibm.icu.text.PluralRules;
import com.ibm.icu.util.ULocale;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * What is wrong with one feature's bundles: a language file missing, a key English has and it lacks (or the other way
 * round), a text whose arguments differ from English's, a pattern ICU cannot read, or a plural without a form the
 * language needs (Russian's {@code few} and {@code many}, say).
 */
final class BundleCheck {

    static final List<String> LANGUAGES = List.of("ja", "ru", "zh_CN");

    private BundleCheck() {
    }

    /** The problems of the bundle whose English file is {@code english} ({@code …/messages.properties}). */
    static List<String> problems(Path english) throws IOException {
        List<String> problems = new ArrayList<>();
        Properties base = load(english);
        checkPatterns(english, base, ULocale.ENGLISH, problems);
        for (String language : LANGUAGES) {
            Path file = english.resolveSibling("messages_" + language + ".properties");
            if (!Files.isRegularFile(file)) {
                problems.add(file + ": missing (every language has every text)");
                continue;
            }
            Properties translated = load(file);
            for (String key : new TreeSet<>(base.stringPropertyNames())) {
                if (!translated.containsKey(key)) {
                    problems.add(file + ": lacks " + key);
                } else if (!arguments(base.getProperty(key)).equals(arguments(translated.getProperty(key)))) {
                    problems.add(file + ": " + key + " has arguments " + arguments(translated.getProperty(key))
                            + " where English has " + arguments(base.getProperty(key)));
                }
            }
            for (String key : new TreeSet<>(translated.stringPropertyNames())) {
                if (!base.containsKey(key)) {
                    problems.add(file + ": has " + key + ", which English lacks");
                }
            }
            checkPatterns(file, translated, ULocale.forLanguageTag(language.replace('_', '-')), problems);
        }
        return problems;
    }

    private static void checkPatterns(Path file, Properties texts, ULocale locale, List<String> problems) {
        Set<String> needed = PluralRules.forLocale(locale).getKeywords();
        for (String key : new TreeSet<>(texts.stringPropertyNames())) {
            String value = texts.getProperty(key);
            if (value.isBlank()) {
                problems.add(file + ": " + key + " is empty");
                continue;
            }
            MessagePattern pattern;
            try {
                pattern = new MessagePattern(value);
            } catch (IllegalArgumentException e) {
                problems.add(file + ": " + key + " is not a message pattern: " + e.getMessage());
                continue;
            }
            if (pattern.hasNamedArguments()) {
                problems.add(file + ": " + key + " names its arguments: number them ({0}, {1}), as Messages.format"
                        + " passes them by position");
            }
            for (int i = 0; i < pattern.countParts(); i++) {
                MessagePattern.Part part = pattern.getPart(i);
                if (part.getType() == MessagePattern.Part.Type.ARG_START
                        && part.getArgType() == MessagePattern.ArgType.PLURAL) {
                    Set<String> forms = new TreeSet<>();
                    int limit = pattern.getLimitPartIndex(i);
                    int j = i + 1;
                    while (j < limit) {
                        MessagePattern.Part selector = pattern.getPart(j);
                        if (selector.getType() != MessagePattern.Part.Type.ARG_SELECTOR) {
                            j++; // the plural's offset
                            continue;
                        }
                        forms.add(pattern.getSubstring(selector));
                        j++;
                        if (pattern.getPartType(j).hasNumericValue()) {
                            j++; // an explicit =N form's number
                        }
                        j = pattern.getLimitPartIndex(j) + 1; // past the form's text, nested arguments and all
                    }
                    Set<String> lacking = new TreeSet<>(needed);
                    lacking.removeAll(forms);
                    if (!lacking.isEmpty()) {
                        problems.add(file + ": " + key + " lacks the plural forms " + lacking + " of " + locale);
                    }
                }
            }
        }
    }

    /** The names or numbers of a pattern's arguments. */
    static Set<String> arguments(String value) {
        Set<String> names = new TreeSet<>();
        try {
            MessagePattern pattern = new MessagePattern(value);
            for (int i = 0; i < pattern.countParts(); i++) {
                MessagePattern.Part part = pattern.getPart(i);
                if (part.getType() == MessagePattern.Part.Type.ARG_NAME
                        || part.getType() == MessagePattern.Part.Type.ARG_NUMBER) {
                    names.add(pattern.getSubstring(part));
                }
            }
        } catch (IllegalArgumentException unreadable) {
            names.add("(unreadable)");
        }
        return names;
    }

    private static Properties load(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        return properties;
    }
}
