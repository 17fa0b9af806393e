package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A decoded Kubernetes object as the API server would serve it. {@code schemaKnown} is false when no schema here
 * describes the kind (an aggregated API, say): the object then holds its metadata and what the protobuf wire format
 * tells. {@code newerFields} counts fields of known messages that the schema lacks, shown by number in the JSON.
 */
public record KubeObject(String apiVersion, String kind, ObjectNode json, Storage storage, boolean schemaKnown,
                         int newerFields) implements KubeValue {

    public KubeObject(String apiVersion, String kind, ObjectNode json, Storage storage, boolean schemaKnown) {
        this(apiVersion, kind, json, storage, schemaKnown, 0);
    }

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
        return new KubeObject(apiVersion, kind, copy, storage, schemaKnown, newerFields);
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
        return apiVersion + " " + kind + " (" + storage.label() + (schemaKnown ? "" : ", schema unknown")
                + (newerFields == 0 ? "" : ", " + newerFields + (newerFields == 1 ? " field" : " fields")
                + " newer than this app's Kubernetes schema") + ")";
    }

    private String metadata(String field) {
        JsonNode value = json.path("metadata").path(field);
        return value.isTextual() ? value.asText() : "";
    }
}
