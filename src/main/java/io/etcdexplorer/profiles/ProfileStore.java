package io.etcdexplorer.profiles;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * Saved profiles as JSON in the config folder. Writes go to a temporary file that replaces the old one in one
 * move, so a crash never leaves half a file; on POSIX only the owner may read it.
 */
public final class ProfileStore {

    static final int SCHEMA_VERSION = 1;

    private final Path file;
    private final ObjectMapper json = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    public ProfileStore(Path configDir) {
        this.file = configDir.resolve("profiles.json");
    }

    record Document(int schemaVersion, List<ConnectionProfile> profiles) {
    }

    public Path file() {
        return file;
    }

    public List<ConnectionProfile> load() throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        Document document = json.readValue(file.toFile(), Document.class);
        if (document.schemaVersion() > SCHEMA_VERSION) {
            throw new IOException(file + " was written by a newer etcd-explorer (schema "
                    + document.schemaVersion() + "); update the app to read it.");
        }
        return document.profiles() == null ? List.of() : document.profiles();
    }

    public void save(List<ConnectionProfile> profiles) throws IOException {
        Files.createDirectories(file.getParent());
        Path temp = Files.createTempFile(file.getParent(), "profiles", ".tmp");
        try {
            if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-------"));
            }
            json.writeValue(temp.toFile(), new Document(SCHEMA_VERSION, List.copyOf(profiles)));
            try {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
