package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.etcd.MaskedUrls;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.ConnectionProfile;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps a {@link ConnectionProfile} to and from JSON field by field. Written by hand rather than by data binding
 * so the file format stays fixed when the record grows, and so reading can be lenient (missing fields take their
 * defaults, which is also how a schema 1 entry becomes a schema 2 one) while naming the field that is wrong.
 *
 * <p>A profile holds no secrets, so no password can ever be written through here.
 */
public final class ProfileJson {

    private static final Messages TEXT = Messages.of(ProfileJson.class);

    static final String ID = "id";
    static final String NAME = "name";
    static final String ENDPOINTS = "endpoints";
    static final String CA_CERT = "caCert";
    static final String CERT = "cert";
    static final String KEY = "key";
    static final String SERVER_NAME = "serverName";
    static final String INSECURE = "insecureSkipTlsVerify";
    static final String USER = "user";
    static final String REMEMBER_SECRETS = "rememberSecrets";
    static final String NAMESPACE = "namespace";
    static final String READ_ONLY = "readOnly";
    static final String TIMEOUT = "connectTimeoutSeconds";
    static final String COLOR = "color";
    static final String SSH = "ssh";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ProfileJson() {
    }

    /** Every component, in the record's order; absent values are written as null so the file shows every field. */
    public static ObjectNode toJson(ConnectionProfile p) {
        ObjectNode node = NODES.objectNode();
        node.put(ID, p.id());
        putFields(node, p, true);
        return node;
    }

    /**
     * For sharing with others: no id (importing twice must give two profiles, and ids name keychain entries) and
     * no {@code rememberSecrets} (the secrets themselves never travel).
     */
    public static ObjectNode toPortableJson(ConnectionProfile p) {
        ObjectNode node = NODES.objectNode();
        putFields(node, p, false);
        return node;
    }

    /** Reads one entry; unknown fields are ignored and missing ones take the record's defaults. */
    public static ConnectionProfile fromJson(JsonNode node) throws InvalidProfileException {
        if (node == null || !node.isObject()) {
            throw new InvalidProfileException(TEXT.get("invalid.notObject"));
        }
        return new ConnectionProfile(text(node, ID), text(node, NAME), endpoints(node), text(node, CA_CERT),
                text(node, CERT), text(node, KEY), text(node, SERVER_NAME), bool(node, INSECURE), text(node, USER),
                bool(node, REMEMBER_SECRETS), text(node, NAMESPACE), bool(node, READ_ONLY), timeout(node),
                text(node, COLOR), SshJson.fromJson(node.get(SSH)));
    }

    /** The entry's name for messages, or null when it has none. */
    static String nameOf(JsonNode node) {
        JsonNode name = node == null ? null : node.get(NAME);
        return name != null && name.isTextual() ? name.asText() : null;
    }

    private static void putFields(ObjectNode node, ConnectionProfile p, boolean withRememberSecrets) {
        node.put(NAME, p.name());
        ArrayNode endpoints = node.putArray(ENDPOINTS);
        // etcd ignores a password in an endpoint URL, so the file keeps none (profiles hold no secrets).
        p.endpoints().forEach(e -> endpoints.add(MaskedUrls.mask(e)));
        node.put(CA_CERT, p.caCert());
        node.put(CERT, p.cert());
        node.put(KEY, p.key());
        node.put(SERVER_NAME, p.serverName());
        node.put(INSECURE, p.insecureSkipTlsVerify());
        node.put(USER, p.user());
        if (withRememberSecrets) {
            node.put(REMEMBER_SECRETS, p.rememberSecrets());
        }
        node.put(NAMESPACE, p.namespace());
        node.put(READ_ONLY, p.readOnly());
        node.put(TIMEOUT, p.connectTimeoutSeconds());
        node.put(COLOR, p.color());
        node.set(SSH, SshJson.toJson(p.ssh()));
    }

    private static String text(JsonNode node, String field) throws InvalidProfileException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new InvalidProfileException(TEXT.format("invalid.text", field));
        }
        return value.asText();
    }

    private static boolean bool(JsonNode node, String field) throws InvalidProfileException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return false;
        }
        if (!value.isBoolean()) {
            throw new InvalidProfileException(TEXT.format("invalid.boolean", field));
        }
        return value.booleanValue();
    }

    private static int timeout(JsonNode node) throws InvalidProfileException {
        JsonNode value = node.get(TIMEOUT);
        if (value == null || value.isNull()) {
            return ConnectionProfile.DEFAULT_TIMEOUT_SECONDS;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw new InvalidProfileException(TEXT.format("invalid.timeout", TIMEOUT));
        }
        return value.intValue();
    }

    /** An array of URLs; a single string is also taken, comma-separated as etcdctl's --endpoints flag is. */
    private static List<String> endpoints(JsonNode node) throws InvalidProfileException {
        JsonNode value = node.get(ENDPOINTS);
        List<String> endpoints = new ArrayList<>();
        if (value == null || value.isNull()) {
            return endpoints;
        }
        if (value.isTextual()) {
            addNonBlank(endpoints, value.asText().split(","));
            return endpoints;
        }
        if (!value.isArray()) {
            throw new InvalidProfileException(TEXT.format("invalid.endpoints", ENDPOINTS));
        }
        for (JsonNode element : value) {
            if (!element.isTextual()) {
                throw new InvalidProfileException(TEXT.format("invalid.endpoints", ENDPOINTS));
            }
            addNonBlank(endpoints, element.asText());
        }
        return endpoints;
    }

    private static void addNonBlank(List<String> endpoints, String... values) {
        for (String v : values) {
            if (!v.isBlank()) {
                endpoints.add(v.trim());
            }
        }
    }
}
