package io.etcdexplorer.settings;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.i18n.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A language pick is saved for the next start, and a restart is offered only when it changes what is spoken. */
class LanguageViewModelTest {

    @TempDir
    Path config;

    @Test
    void aPickIsSavedAndNeedsARestartOnlyWhenTheLanguageChanges() {
        SettingsStore store = new SettingsStore(config);
        SettingsKeeper keeper = new SettingsKeeper(store, BackgroundExecutor.sameThread(), AppSettings.DEFAULTS);
        LanguageViewModel language = new LanguageViewModel(keeper, Language.ENGLISH, Language.ENGLISH);
        assertNull(language.choiceProperty().get(), "nothing picked: the system's language");

        language.choose(Language.ENGLISH);
        assertFalse(language.restartNeededProperty().get(), "English is what this run speaks");
        assertEquals("en", store.load().language());

        language.choose(Language.RUSSIAN);
        assertTrue(language.restartNeededProperty().get());
        assertEquals("ru", store.load().language());

        language.choose(null);
        assertFalse(language.restartNeededProperty().get(), "the system's language is this run's");
        assertNull(store.load().language());
    }

    @Test
    void followingASystemInAnotherLanguageNeedsARestart() {
        SettingsKeeper keeper = new SettingsKeeper(new SettingsStore(config), BackgroundExecutor.sameThread(),
                AppSettings.DEFAULTS.withLanguage("en"));
        LanguageViewModel language = new LanguageViewModel(keeper, Language.ENGLISH, Language.JAPANESE);
        assertEquals(Language.ENGLISH, language.choiceProperty().get());
        language.choose(null);
        assertEquals(Language.JAPANESE, language.next());
        assertTrue(language.restartNeededProperty().get());
    }
}
