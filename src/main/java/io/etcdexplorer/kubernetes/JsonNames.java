package io.etcdexplorer.kubernetes;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;

import java.util.Map;

/**
 * The JSON name of a proto field. go-to-protobuf names fields after their JSON tags, so the two agree except for the
 * few fields below, whose proto names came from the Go field name or could not hold the JSON name's characters.
 */
final class JsonNames {

    private static final String SCHEMA_PROPS = "k8s.io.apiextensions_apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps";
    private static final String SCHEMA_PROPS_BETA =
            "k8s.io.apiextensions_apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps";
    private static final String X_KUBERNETES = "xKubernetes";

    /** Proto field names whose JSON name differs in every message that has them. */
    private static final Map<String, String> RENAMED = Map.of(
            "uID", "uid",
            "aPIGroup", "apiGroup",
            "Webhooks", "webhooks",
            "Expression", "expression",
            "Name", "name");

    private JsonNames() {
    }

    static String of(Descriptor message, FieldDescriptor field) {
        String proto = field.getName();
        String renamed = RENAMED.get(proto);
        if (renamed != null) {
            return renamed;
        }
        String type = message.getFullName();
        if (type.equals(SCHEMA_PROPS) || type.equals(SCHEMA_PROPS_BETA)) {
            return schemaPropsName(proto);
        }
        return proto; // includes DaemonEndpoint's "Port", whose JSON tag really is capitalised
    }

    /** {@code ref} is {@code $ref}, {@code xKubernetesListMapKeys} is {@code x-kubernetes-list-map-keys}. */
    private static String schemaPropsName(String proto) {
        if (proto.equals("ref") || proto.equals("schema")) {
            return "$" + proto;
        }
        if (!proto.startsWith(X_KUBERNETES)) {
            return proto;
        }
        StringBuilder kebab = new StringBuilder("x-kubernetes");
        for (char c : proto.substring(X_KUBERNETES.length()).toCharArray()) {
            if (Character.isUpperCase(c)) {
                kebab.append('-').append(Character.toLowerCase(c));
            } else {
                kebab.append(c);
            }
        }
        return kebab.toString();
    }
}
