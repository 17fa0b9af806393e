package io.etcdexplorer.playground.seed;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;

/**
 * A CustomResourceDefinition and one custom resource. The API server stores both as JSON rather than protobuf:
 * CRDs because apiextensions has no protobuf codec in storage, custom resources because they have no Go types.
 */
final class CustomResourceSamples {

    static final String CRD_KEY = "/registry/apiextensions.k8s.io/customresourcedefinitions/widgets.example.com";
    static final String WIDGET_KEY = "/registry/example.com/widgets/shop/blue-widget";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CustomResourceSamples() {
    }

    static List<SeedStep> steps() {
        return List.of(SeedStep.put(CRD_KEY, storedJson(crd())), SeedStep.put(WIDGET_KEY, storedJson(widget())));
    }

    /** Go's json.Encoder writes one compact line and a newline; we keep readable sources and compact them. */
    static String storedJson(String readable) {
        try {
            return MAPPER.writeValueAsString(MAPPER.readTree(readable)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("sample JSON is malformed", e);
        }
    }

    /** Typed objects keep Go's field order: kind and apiVersion first, then metadata, spec, status. */
    private static String crd() {
        Instant created = KubeMeta.SHOP_DEPLOYED.minusSeconds(30);
        String name = "widgets.example.com";
        return """
                {"kind": "CustomResourceDefinition", "apiVersion": "apiextensions.k8s.io/v1",
                 "metadata": {"name": "%s", "uid": "%s", "generation": 1, "creationTimestamp": "%s"},
                 "spec": {"group": "example.com",
                   "names": {"plural": "widgets", "singular": "widget", "shortNames": ["wd"], "kind": "Widget",
                             "listKind": "WidgetList"},
                   "scope": "Namespaced",
                   "versions": [{"name": "v1", "served": true, "storage": true,
                     "schema": {"openAPIV3Schema": {"type": "object", "properties": {
                       "spec": {"type": "object", "required": ["color"], "properties": {
                         "color": {"type": "string", "enum": ["red", "green", "blue"]},
                         "size": {"type": "integer", "minimum": 1, "maximum": 10},
                         "tags": {"type": "array", "items": {"type": "string"}}}},
                       "status": {"type": "object", "properties": {
                         "phase": {"type": "string"}, "observedGeneration": {"type": "integer"}}}}}},
                     "subresources": {"status": {}},
                     "additionalPrinterColumns": [
                       {"name": "Color", "type": "string", "jsonPath": ".spec.color"},
                       {"name": "Phase", "type": "string", "jsonPath": ".status.phase"}]}],
                   "conversion": {"strategy": "None"}},
                 "status": {"conditions": [
                     {"type": "NamesAccepted", "status": "True", "lastTransitionTime": "%s",
                      "reason": "NoConflicts", "message": "no conflicts found"},
                     {"type": "Established", "status": "True", "lastTransitionTime": "%s",
                      "reason": "InitialNamesAccepted", "message": "the initial names have been accepted"}],
                   "acceptedNames": {"plural": "widgets", "singular": "widget", "shortNames": ["wd"],
                                     "kind": "Widget", "listKind": "WidgetList"},
                   "storedVersions": ["v1"]}}
                """.formatted(name, KubeMeta.uid("CustomResourceDefinition", "", name), created, created,
                created.plusSeconds(1));
    }

    /** Unstructured objects are Go maps, so encoding/json sorts their keys alphabetically. */
    private static String widget() {
        Instant created = KubeMeta.SHOP_DEPLOYED.plusSeconds(40);
        String name = "blue-widget";
        return """
                {"apiVersion": "example.com/v1", "kind": "Widget",
                 "metadata": {"creationTimestamp": "%s", "generation": 1,
                   "labels": {"app.kubernetes.io/part-of": "shop"}, "name": "%s", "namespace": "shop",
                   "uid": "%s"},
                 "spec": {"color": "blue", "size": 3, "tags": ["featured", "summer-sale"]},
                 "status": {"observedGeneration": 1, "phase": "Ready"}}
                """.formatted(created, name, KubeMeta.uid("Widget", "shop", name));
    }
}
