package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A decoded Kubernetes object as the API server would serve it. {@code schemaKnown} is false when the kind is not in
 * client-java-proto (an aggregated API, say): the object then holds only what the protobuf wire format tells.
 */
public record KubeObject(String apiVersion, String kind, ObjectNode json, Storage storage, boolean schemaKnown)
        implements KubeValue {

    /** Go's ObjectMeta fields that come before resourceVersion, in declaration order. */
    private static final java.util.List<String> BEFORE_RESOURCE_VERSION =
            java.util.List.of("name", "generateName", "namespace", "selfLink", "uid");

    /**
     * The object as the API server serves it when read at this mod revision: the server never stores
     * metadata.resourceVersion and fills it in from etcd's mod_revision on every read.
     */
    public KubeObject withResourceVersion(long modRevision) {
        if (!(json.get("metadata") instanceof ObjectNode metadata) || modRevision <= 0) {
            return this;
        }
        ObjectNode rebuilt = metadata.objectNode();
        boolean placed = false;
        // Protobuf objects follow Go's declaration order; JSON-stored ones (custom resources) were written from a
        // Go map, whose keys are sorted, so there resourceVersion goes where sorting puts it.
        boolean sorted = storage != Storage.PROTOBUF;
        for (java.util.Iterator<java.util.Map.Entry<String, JsonNode>> it = metadata.fields(); it.hasNext(); ) {
            java.util.Map.Entry<String, JsonNode> field = it.next();
            boolean after = sorted ? field.getKey().compareTo("resourceVersion") > 0
                    : !BEFORE_RESOURCE_VERSION.contains(field.getKey());
            if (!placed && after) {
                rebuilt.put("resourceVersion", Long.toString(modRevision));
                placed = true;
            }
            if (!field.getKey().equals("resourceVersion")) {
                rebuilt.set(field.getKey(), field.getValue());
            }
        }
        if (!placed) {
            rebuilt.put("resourceVersion", Long.toString(modRevision));
        }
        ObjectNode copy = json.deepCopy();
        copy.set("metadata", rebuilt);
        return new KubeObject(apiVersion, kind, copy, storage, schemaKnown);
    }

    public String namespace() {
        return metadata("namespace");
    }

    public String name() {
        return metadata("name");
    }

    public boolean isSecret() {
        return kind.equals("Secret") && apiVersion.equals("v1");
    }

    @Override
    public String summary() {
        return apiVersion + " " + kind + " (" + storage.label() + (schemaKnown ? "" : ", schema unknown") + ")";
    }

    private String metadata(String field) {
        JsonNode value = json.path("metadata").path(field);
        return value.isTextual() ? value.asText() : "";
    }
}
