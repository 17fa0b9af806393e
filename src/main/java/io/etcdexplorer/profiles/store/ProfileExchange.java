package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.ConnectionProfile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Export and import of profiles for sharing, as {@code {"format":"etcd-explorer-profiles","version":1,
 * "profiles":[...]}}. Nothing secret travels: no passwords (profiles have none), no ids, no "remember secrets".
 *
 * <p>Both methods do file I/O: call them from the background executor, never on the FX thread.
 */
public final class ProfileExchange {

    private static final Messages TEXT = Messages.of(ProfileExchange.class);

    public static final String FORMAT = "etcd-explorer-profiles";
    public static final int VERSION = 1;
    static final String FORMAT_FIELD = "format";
    static final String VERSION_FIELD = "version";

    private final JsonFiles json = new JsonFiles();

    /**
     * What an import found.
     *
     * @param profiles new profiles, with fresh ids and names that clash with nothing, in the file's order
     * @param problems one sentence per entry that was skipped, naming it and saying why
     */
    public record ImportResult(List<ConnectionProfile> profiles, List<String> problems) {

        public ImportResult {
            profiles = List.copyOf(profiles);
            problems = List.copyOf(problems);
        }
    }

    /** Writes {@code profiles} to {@code target}, replacing it; the certificate paths are written as they are. */
    public void export(List<ConnectionProfile> profiles, Path target) throws IOException {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put(FORMAT_FIELD, FORMAT);
        root.put(VERSION_FIELD, VERSION);
        ArrayNode entries = root.putArray(ProfileDocument.PROFILES);
        profiles.forEach(p -> entries.add(ProfileJson.toPortableJson(p)));
        Files.createDirectories(target.toAbsolutePath().getParent());
        json.writeAtomically(target, root);
    }

    /**
     * Reads an export (or a plain profiles.json). Entries that cannot be read are skipped and reported; relative
     * certificate paths are resolved against the file's folder, so a folder shared with its certificates works.
     *
     * @param existingNames names already in the user's list: an imported profile never takes one of them
     * @throws IOException when the file as a whole is unreadable, of another format, or of a newer version
     */
    public ImportResult importFrom(Path source, Collection<String> existingNames) throws IOException {
        ArrayNode entries = entriesOf(json.read(source, TEXT.get("export.fix")), source);
        Path folder = source.toAbsolutePath().getParent();
        UniqueNames names = new UniqueNames(existingNames);
        List<ConnectionProfile> profiles = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            JsonNode entry = entries.get(i);
            try {
                profiles.add(imported(ProfileJson.fromJson(entry), folder, names));
            } catch (InvalidProfileException e) {
                problems.add(ProfileDocument.skipped(i, entry, e.getMessage()));
            }
        }
        return new ImportResult(profiles, problems);
    }

    private ArrayNode entriesOf(JsonNode root, Path source) throws IOException {
        if (!root.isObject() || !root.has(FORMAT_FIELD)) {
            return ProfileDocument.entries(root, source, TEXT.get("export.fix"));
        }
        JsonNode format = root.get(FORMAT_FIELD);
        if (!format.isTextual() || !FORMAT.equals(format.asText())) {
            throw new IOException(TEXT.format("export.otherFormat", String.valueOf(source), String.valueOf(format),
                    TEXT.get("export.fix")));
        }
        JsonNode version = root.path(VERSION_FIELD);
        if (!version.canConvertToInt() || version.intValue() > VERSION) {
            throw new IOException(TEXT.format("export.newerVersion", String.valueOf(source), String.valueOf(version),
                    String.valueOf(VERSION)));
        }
        JsonNode profiles = root.get(ProfileDocument.PROFILES);
        if (profiles == null || !profiles.isArray()) {
            throw new IOException(TEXT.format("file.notList", String.valueOf(source), ProfileDocument.PROFILES,
                    TEXT.get("export.fix")));
        }
        return (ArrayNode) profiles;
    }

    private static ConnectionProfile imported(ConnectionProfile p, Path folder, UniqueNames names)
            throws InvalidProfileException {
        if (p.endpoints().isEmpty()) {
            throw new InvalidProfileException(TEXT.get("invalid.noEndpoints"));
        }
        String name = p.name() == null || p.name().isBlank() ? p.endpoints().get(0) : p.name();
        // Paths on an SSH host are that host's: they are not relative to the folder of the shared file.
        boolean remote = p.ssh() != null && p.ssh().remoteFiles();
        String caCert = remote ? p.caCert() : resolve(folder, p.caCert(), ProfileJson.CA_CERT);
        String cert = remote ? p.cert() : resolve(folder, p.cert(), ProfileJson.CERT);
        String key = remote ? p.key() : resolve(folder, p.key(), ProfileJson.KEY);
        // A null id makes a fresh one; remembering secrets is the importer's own choice, off until made.
        return new ConnectionProfile(null, names.claim(name), p.endpoints(), caCert, cert, key, p.serverName(),
                p.insecureSkipTlsVerify(), p.user(), false, p.namespace(), p.readOnly(), p.connectTimeoutSeconds(),
                p.color(), p.ssh());
    }

    private static String resolve(Path folder, String text, String field) throws InvalidProfileException {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            Path path = Path.of(text.trim());
            return path.isAbsolute() ? path.toString() : folder.resolve(path).normalize().toString();
        } catch (InvalidPathException e) {
            throw new InvalidProfileException(TEXT.format("invalid.path", field));
        }
    }
}
