package io.etcdexplorer.settings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.profiles.store.JsonFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code settings.json} in the config folder: theme, language, window placement, last connection, the folder each
 * kind of file dialog was last used in. These are comforts, so a
 * missing or damaged file simply means the defaults (it is rewritten on the next save).
 */
public final class SettingsStore {

    private static final Logger LOG = LoggerFactory.getLogger(SettingsStore.class);

    public static final String FILE_NAME = "settings.json";

    private final Path file;
    private final JsonFiles json = new JsonFiles();

    public SettingsStore(Path configDir) {
        this.file = configDir.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    public AppSettings load() {
        if (!Files.isRegularFile(file)) {
            return AppSettings.DEFAULTS;
        }
        try {
            return fromJson(json.read(file, ""));
        } catch (IOException | RuntimeException e) {
            LOG.warn("Could not read {}, starting with the default settings: {}", file, e.getMessage(), e);
            return AppSettings.DEFAULTS;
        }
    }

    public void save(AppSettings settings) throws IOException {
        SafeFiles.createPrivateDirectory(file.toAbsolutePath().getParent());
        json.writeAtomically(file, toJson(settings));
    }

    static ObjectNode toJson(AppSettings settings) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("theme", settings.theme().name().toLowerCase(Locale.ROOT));
        if (settings.lastConnection() != null) {
            root.put("lastConnection", settings.lastConnection());
        }
        if (settings.language() != null) {
            root.put("language", settings.language());
        }
        WindowState window = settings.window();
        if (window != null) {
            ObjectNode node = root.putObject("window");
            node.put("x", window.bounds().x());
            node.put("y", window.bounds().y());
            node.put("width", window.bounds().width());
            node.put("height", window.bounds().height());
            node.put("maximized", window.maximized());
            ObjectNode dividers = node.putObject("dividers");
            window.dividers().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(e -> dividers.put(e.getKey(), e.getValue()));
        }
        if (!settings.folders().isEmpty()) {
            ObjectNode folders = root.putObject("folders");
            settings.folders().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(e -> folders.put(e.getKey().key(), e.getValue().toString()));
        }
        return root;
    }

    static AppSettings fromJson(JsonNode root) {
        ThemeChoice theme = ThemeChoice.SYSTEM;
        try {
            theme = ThemeChoice.valueOf(root.path("theme").asText("system").toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException unknown) {
            // A theme name from a newer version: follow the system.
        }
        String last = root.hasNonNull("lastConnection") ? root.get("lastConnection").asText() : null;
        // A language tag a newer version added is kept as written: this version then follows the system.
        String language = root.path("language").isTextual() ? root.get("language").asText() : null;
        return new AppSettings(theme, window(root.path("window")), last, folders(root.path("folders")), language);
    }

    /**
     * Purposes a newer version added, and paths this system cannot use, are left out: those dialogs start where
     * {@link io.etcdexplorer.files.RecentFolders} starts a dialog that was never used.
     */
    private static Map<FolderPurpose, Path> folders(JsonNode node) {
        Map<FolderPurpose, Path> folders = new EnumMap<>(FolderPurpose.class);
        node.fields().forEachRemaining(e -> FolderPurpose.ofKey(e.getKey()).ifPresent(purpose -> {
            if (e.getValue().isTextual() && !e.getValue().asText().isBlank()) {
                try {
                    Path folder = Path.of(e.getValue().asText());
                    if (folder.isAbsolute()) { // a relative one would start in the working directory again
                        folders.put(purpose, folder);
                    }
                } catch (InvalidPathException unusable) {
                    // e.g. a settings.json carried over from another OS
                }
            }
        }));
        return folders;
    }

    private static WindowState window(JsonNode node) {
        if (!node.isObject() || !(node.path("width").isNumber() && node.path("height").isNumber())) {
            return null;
        }
        WindowState.Bounds bounds = new WindowState.Bounds(node.path("x").asDouble(), node.path("y").asDouble(),
                node.path("width").asDouble(), node.path("height").asDouble());
        if (bounds.width() < 100 || bounds.height() < 100) {
            return null;
        }
        Map<String, Double> dividers = new LinkedHashMap<>();
        node.path("dividers").fields().forEachRemaining(e -> {
            double position = e.getValue().asDouble(-1);
            if (position >= 0 && position <= 1) {
                dividers.put(e.getKey(), position);
            }
        });
        return new WindowState(bounds, node.path("maximized").asBoolean(false), dividers);
    }
}
