package io.etcdexplorer.workspace;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.Leaving;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The unsaved-text question names what is about to happen as one sentence per reason, in every language. */
class LeavingTextsTest {

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    @Test
    void everyReasonHasItsOwnWholeSentenceInEveryLanguage() {
        for (Language language : Language.values()) {
            Locales.use(language);
            Messages text = Messages.of(Workspace.class);
            Set<String> sentences = new HashSet<>();
            for (Leaving why : Leaving.values()) {
                String question = text.format("unsaved." + why.name(), "prod", "/config/app");
                assertTrue(question.contains("prod") && question.contains("/config/app"), language + ": " + question);
                assertTrue(!question.startsWith("unsaved."), language + " lacks the sentence for " + why);
                sentences.add(question);
            }
            assertEquals(Leaving.values().length, sentences.size(), language + ": two reasons read alike");
        }
    }

    @Test
    void russianSaysWhatDiscardsTheEditInItsOwnWords() {
        Locales.use(Language.RUSSIAN);
        assertEquals("В редакторе prod есть несохранённые изменения /config/app. Закрытие вкладки их отбросит.",
                Messages.of(Workspace.class).format("unsaved." + Leaving.CLOSE_TAB.name(), "prod", "/config/app"));
    }
}
