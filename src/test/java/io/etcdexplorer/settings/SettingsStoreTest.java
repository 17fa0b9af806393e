package io.etcdexplorer.settings;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.files.FolderPurpose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SettingsStoreTest {

    @TempDir
    Path config;

    @Test
    void missingFileMeansDefaults() {
        assertEquals(AppSettings.DEFAULTS, new SettingsStore(config.resolve("nowhere")).load());
    }

    @Test
    void everythingRoundTrips() throws Exception {
        SettingsStore store = new SettingsStore(config.resolve("etcd-explorer"));
        WindowState window = new WindowState(new WindowState.Bounds(-1200, 40.5, 1400, 900), true,
                Map.of("mainSplit", 0.2, "workspace", 0.35, "detailSplit", 0.4));
        AppSettings settings = new AppSettings(ThemeChoice.DARK, window, "profile:abc-123",
                Map.of(FolderPurpose.EXPORT, config.resolve("exports"), FolderPurpose.SSH_KEY, config.resolve("keys")),
                "zh-CN");
        store.save(settings);
        assertEquals(settings, store.load());
        assertTrue(Files.readString(store.file()).contains("\"theme\" : \"dark\""));
        assertTrue(Files.readString(store.file()).contains("\"language\" : \"zh-CN\""));
        assertTrue(Files.readString(store.file()).contains("\"ssh-key\" : "), Files.readString(store.file()));
    }

    @Test
    void aFileFromBeforeTheFolderMemoryLoadsWithNoFoldersRemembered() throws Exception {
        SettingsStore store = new SettingsStore(config);
        Files.writeString(store.file(), "{\"theme\":\"light\",\"lastConnection\":\"playground\"}");
        assertEquals(new AppSettings(ThemeChoice.LIGHT, null, "playground", Map.of()), store.load());
        assertEquals(null, store.load().language(), "no language chosen: the system's is followed");
    }

    @Test
    void unknownPurposesAndUnusableFoldersAreLeftOut() throws Exception {
        SettingsStore store = new SettingsStore(config);
        String exports = config.resolve("exports").toString().replace("\\", "\\\\");
        Files.writeString(store.file(), "{\"folders\":{\"export\":\"" + exports + "\",\"holograms\":\"/x\","
                + "\"import\":\"relative/folder\",\"snapshot\":7,\"certificates\":\"\"}}");
        assertEquals(Map.of(FolderPurpose.EXPORT, config.resolve("exports")), store.load().folders());
    }

    @Test
    void damagedOrStrangeFilesFallBackQuietly() throws Exception {
        SettingsStore store = new SettingsStore(config);
        Files.writeString(store.file(), "{ not json");
        assertEquals(AppSettings.DEFAULTS, store.load());
        Files.writeString(store.file(), "{\"theme\":\"sepia\",\"window\":{\"width\":5,\"height\":5},"
                + "\"lastConnection\":\"playground\"}");
        AppSettings odd = store.load();
        assertEquals(ThemeChoice.SYSTEM, odd.theme());
        assertNull(odd.window());
        assertEquals("playground", odd.lastConnection());
        Files.writeString(store.file(), "{\"window\":{\"x\":1,\"y\":2,\"width\":800,\"height\":600,"
                + "\"dividers\":{\"mainSplit\":0.3,\"workspace\":7,\"detailSplit\":\"x\"}}}");
        WindowState window = store.load().window();
        assertFalse(window.maximized());
        assertEquals(Map.of("mainSplit", 0.3), window.dividers());
    }

    @Test
    void themeChoiceIsSavedAndAppliesAtOnce() {
        SettingsStore store = new SettingsStore(config);
        SettingsKeeper keeper = new SettingsKeeper(store, BackgroundExecutor.sameThread(), store.load());
        ThemeViewModel theme = new ThemeViewModel(keeper, false);
        assertEquals(ThemeChoice.SYSTEM, theme.choiceProperty().get());
        assertFalse(theme.darkProperty().get());

        theme.choose(ThemeChoice.DARK);
        assertTrue(theme.darkProperty().get());
        assertEquals(ThemeChoice.DARK, store.load().theme());

        theme.choose(ThemeChoice.SYSTEM);
        assertFalse(theme.darkProperty().get());
        assertEquals(ThemeChoice.SYSTEM, store.load().theme());

        ThemeViewModel onDarkSystem = new ThemeViewModel(keeper, true);
        assertTrue(onDarkSystem.darkProperty().get(), "SYSTEM follows what the OS said at start");
        onDarkSystem.choose(ThemeChoice.LIGHT);
        assertFalse(onDarkSystem.darkProperty().get());
    }

    @Test
    void aCloseTimeUpdateKeepsTheThemeChosenEarlier() {
        SettingsStore store = new SettingsStore(config);
        SettingsKeeper keeper = new SettingsKeeper(store, BackgroundExecutor.sameThread(), store.load());
        keeper.update(s -> s.withTheme(ThemeChoice.LIGHT));
        keeper.update(s -> s.withFolders(Map.of(FolderPurpose.IMPORT, config)));
        keeper.updateAndWait(s -> s.withLastConnection("playground"), Duration.ofSeconds(1));
        assertEquals(new AppSettings(ThemeChoice.LIGHT, null, "playground", Map.of(FolderPurpose.IMPORT, config)),
                store.load());
    }
}
