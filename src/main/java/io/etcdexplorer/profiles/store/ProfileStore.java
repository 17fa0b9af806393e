package io.etcdexplorer.profiles.store;

import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.ConnectionProfile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;

/**
 * Saved profiles as profiles.json in the config folder (see {@link ProfileDocument} for the layout).
 *
 * <p>Writes replace the file in one atomic move, so a crash never leaves half a file; on POSIX only the owner may
 * read the file and the folder this store creates. A file this version cannot read is never silently replaced:
 * {@link #save} first keeps a copy named {@code profiles.json.broken-<date-time>}. No secret is ever written here.
 *
 * <p>Both methods do file I/O: call them from the background executor, never on the FX thread.
 */
public final class ProfileStore {

    private static final Messages TEXT = Messages.of(ProfileStore.class);

    public static final int SCHEMA_VERSION = ProfileDocument.SCHEMA_VERSION;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Path file;
    private final Clock clock;
    private final JsonFiles json = new JsonFiles();
    private Path lastBackup;

    public ProfileStore(Path configDir) {
        this(configDir, Clock.systemDefaultZone());
    }

    /** With the clock that stamps backups of unreadable files. */
    public ProfileStore(Path configDir, Clock clock) {
        this.file = configDir.resolve("profiles.json");
        this.clock = clock;
    }

    public Path file() {
        return file;
    }

    /**
     * The saved profiles in the user's order; none when the file does not exist yet. Schema 1 files are migrated
     * on the fly (and written as schema 2 at the next save).
     *
     * @throws IOException naming the file, the problem (with line and column for a syntax error) and the fix
     */
    public synchronized List<ConnectionProfile> load() throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        return ProfileDocument.read(json.read(file, fix()), file, fix());
    }

    /**
     * Replaces the saved profiles with exactly {@code profiles}, in that order. Synchronized, so two saves from
     * different threads are written one after the other, each whole, never merged.
     */
    public synchronized void save(List<ConnectionProfile> profiles) throws IOException {
        List<ConnectionProfile> snapshot = List.copyOf(profiles);
        SafeFiles.createPrivateDirectory(file.getParent());
        keepIfUnreadable();
        json.writeAtomically(file, ProfileDocument.toJson(snapshot));
    }

    /** Where the last unreadable file was kept by {@link #save}, to tell the user; empty if that never happened. */
    public synchronized Optional<Path> lastBackup() {
        return Optional.ofNullable(lastBackup);
    }

    private void keepIfUnreadable() throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        try {
            load();
        } catch (IOException unreadable) {
            // Copy rather than move: if the copy fails, save fails and the original is still in place. The copy is
            // owner-only like every file the app writes, whatever the mode of the broken file.
            Path backup = backupPath();
            SafeFiles.write(backup, Files.readAllBytes(file));
            lastBackup = backup;
        }
    }

    private Path backupPath() {
        String base = file.getFileName() + ".broken-" + STAMP.format(LocalDateTime.now(clock));
        Path backup = file.resolveSibling(base);
        for (int n = 2; Files.exists(backup); n++) {
            backup = file.resolveSibling(base + "-" + n);
        }
        return backup;
    }

    private String fix() {
        return TEXT.format("store.fix", String.valueOf(file.getFileName()));
    }
}
