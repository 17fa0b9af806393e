package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.SshHop;

/** The {@code ssh} object of a profile entry: null for a direct connection. Lenient like {@link ProfileJson}. */
final class SshJson {

    private static final Messages TEXT = Messages.of(SshJson.class);

    private static final String HOST = "host";
    private static final String PORT = "port";
    private static final String USER = "user";
    private static final String AUTH = "auth";
    private static final String IDENTITY_FILE = "identityFile";
    private static final String REMOTE_FILES = "remoteFiles";
    private static final String SUDO = "sudoForFiles";

    private SshJson() {
    }

    static JsonNode toJson(SshHop hop) {
        if (hop == null) {
            return NullNode.instance;
        }
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put(HOST, hop.host());
        node.put(PORT, hop.port());
        node.put(USER, hop.user());
        node.put(AUTH, hop.auth().stored());
        node.put(IDENTITY_FILE, hop.identityFile());
        node.put(REMOTE_FILES, hop.remoteFiles());
        node.put(SUDO, hop.sudoForFiles());
        return node;
    }

    static SshHop fromJson(JsonNode node) throws InvalidProfileException {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject()) {
            throw new InvalidProfileException(TEXT.get("invalid.ssh"));
        }
        String host = text(node, HOST);
        if (host == null || host.isBlank()) {
            throw new InvalidProfileException(TEXT.get("invalid.sshHost"));
        }
        JsonNode port = node.get(PORT);
        if (port != null && !port.isNull() && (!port.isIntegralNumber() || port.intValue() <= 0
                || port.intValue() > 65535)) {
            throw new InvalidProfileException(TEXT.get("invalid.sshPort"));
        }
        String authText = text(node, AUTH);
        SshHop.Auth auth = SshHop.Auth.parse(authText);
        if (authText != null && auth == null) {
            throw new InvalidProfileException(TEXT.format("invalid.sshAuth", authText));
        }
        return new SshHop(host, port == null || port.isNull() ? SshHop.DEFAULT_PORT : port.intValue(),
                text(node, USER), auth, text(node, IDENTITY_FILE), bool(node, REMOTE_FILES), bool(node, SUDO));
    }

    private static String text(JsonNode node, String field) throws InvalidProfileException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new InvalidProfileException(TEXT.format("invalid.text", "ssh." + field));
        }
        return value.asText();
    }

    private static boolean bool(JsonNode node, String field) throws InvalidProfileException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return false;
        }
        if (!value.isBoolean()) {
            throw new InvalidProfileException(TEXT.format("invalid.boolean", "ssh." + field));
        }
        return value.booleanValue();
    }
}
