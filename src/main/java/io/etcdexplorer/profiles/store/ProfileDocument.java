package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.ConnectionProfile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The layout of profiles.json: {@code {"schemaVersion":2,"profiles":[...]}}, profiles in the user's order.
 *
 * <p>Schema 1 (id, name, endpoints, caCert, cert, key, user, insecureSkipTlsVerify) is a subset of schema 2, so
 * migrating it is reading it: the fields it lacks take their defaults.
 */
public final class ProfileDocument {

    private static final Messages TEXT = Messages.of(ProfileDocument.class);

    public static final int SCHEMA_VERSION = 2;
    static final String SCHEMA = "schemaVersion";
    static final String PROFILES = "profiles";

    private ProfileDocument() {
    }

    public static ObjectNode toJson(List<ConnectionProfile> profiles) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put(SCHEMA, SCHEMA_VERSION);
        ArrayNode entries = root.putArray(PROFILES);
        profiles.forEach(p -> entries.add(ProfileJson.toJson(p)));
        return root;
    }

    /**
     * All profiles of a document, or an IOException naming {@code file}, the entry and field at fault, and
     * {@code fix}. A document is read whole or not at all, so a save can never drop an entry it did not understand.
     */
    public static List<ConnectionProfile> read(JsonNode root, Path file, String fix) throws IOException {
        ArrayNode entries = entries(root, file, fix);
        List<ConnectionProfile> profiles = new ArrayList<>(entries.size());
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < entries.size(); i++) {
            ConnectionProfile profile;
            try {
                profile = ProfileJson.fromJson(entries.get(i));
            } catch (InvalidProfileException e) {
                throw new IOException(unreadable(file, i, entries.get(i), e.getMessage(), fix));
            }
            // Ids name keychain entries; a hand-copied entry must not share its original's secrets.
            profiles.add(ids.add(profile.id()) ? profile : profile.copyAs(profile.name()));
        }
        return profiles;
    }

    /** The raw entries of a document of schema 1 or 2; a newer schema is refused rather than half read. */
    static ArrayNode entries(JsonNode root, Path file, String fix) throws IOException {
        if (!root.isObject()) {
            throw new IOException(TEXT.format("file.notProfiles", String.valueOf(file), fix));
        }
        int schema = schemaVersion(root, file, fix);
        if (schema > SCHEMA_VERSION) {
            throw new IOException(TEXT.format("file.newerSchema", String.valueOf(file), String.valueOf(schema),
                    String.valueOf(SCHEMA_VERSION)));
        }
        JsonNode profiles = root.get(PROFILES);
        if (profiles == null || profiles.isNull()) {
            return JsonNodeFactory.instance.arrayNode();
        }
        if (!profiles.isArray()) {
            throw new IOException(TEXT.format("file.notList", String.valueOf(file), PROFILES, fix));
        }
        return (ArrayNode) profiles;
    }

    /** Why a saved profile stops the whole file; entries count from 1, as a person reading the file does. */
    private static String unreadable(Path file, int index, JsonNode entry, String why, String fix) {
        String name = ProfileJson.nameOf(entry);
        String number = String.valueOf(index + 1);
        return name == null ? TEXT.format("file.badProfile", String.valueOf(file), number, why, fix)
                : TEXT.format("file.badNamedProfile", String.valueOf(file), number, name, why, fix);
    }

    /** An imported entry that was left out, and why; entries count from 1 as in {@link #unreadable}. */
    static String skipped(int index, JsonNode entry, String why) {
        String name = ProfileJson.nameOf(entry);
        String number = String.valueOf(index + 1);
        return name == null ? TEXT.format("import.skipped", number, why)
                : TEXT.format("import.skippedNamed", number, name, why);
    }

    private static int schemaVersion(JsonNode root, Path file, String fix) throws IOException {
        JsonNode schema = root.get(SCHEMA);
        if (schema == null || schema.isNull()) {
            return 1;
        }
        if (!schema.isIntegralNumber() || !schema.canConvertToInt()) {
            throw new IOException(TEXT.format("file.schemaNotNumber", String.valueOf(file), SCHEMA, fix));
        }
        return schema.intValue();
    }
}
