package io.etcdexplorer.resources;

import com.fasterxml.jackson.databind.JsonNode;
import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.kubernetes.KubeDecodeException;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.KubeValue;
import io.etcdexplorer.kubernetes.RegistryKey;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns /registry keys into resource rows, off the UI thread. Custom resources' kinds are read from their
 * CustomResourceDefinitions (a handful of small values), since a key only names the plural resource.
 */
final class ResourceCatalog {

    static final String CRD_PREFIX = "/registry/apiextensions.k8s.io/customresourcedefinitions/";

    private ResourceCatalog() {
    }

    static List<ResourceRow> rows(List<KeyMeta> keys, KeyReads session, KubeDecoder decoder) {
        Map<String, String> customKinds = customKinds(keys, session, decoder);
        List<ResourceRow> rows = new ArrayList<>(keys.size());
        for (KeyMeta meta : keys) {
            Optional<RegistryKey> where = RegistryKey.parse(meta.key());
            if (where.isPresent()) {
                RegistryKey key = where.get();
                String kind = key.kind().isEmpty()
                        ? customKinds.getOrDefault(key.resource() + "." + key.group(), "") : key.kind();
                rows.add(new ResourceRow(key, kind, meta));
            }
        }
        return rows;
    }

    /** "widgets.example.com" to "Widget", for every CRD whose value can be read and decoded. */
    private static Map<String, String> customKinds(List<KeyMeta> keys, KeyReads session, KubeDecoder decoder) {
        Map<String, String> kinds = new HashMap<>();
        if (session == null) {
            return kinds;
        }
        for (KeyMeta meta : keys) {
            if (!new String(meta.key(), StandardCharsets.UTF_8).startsWith(CRD_PREFIX)) {
                continue;
            }
            try {
                Optional<KeyValueData> value = session.get(meta.key());
                Optional<KubeValue> decoded = value.isEmpty() ? Optional.empty() : decoder.decode(value.get().value());
                if (decoded.isPresent() && decoded.get() instanceof KubeObject crd) {
                    JsonNode spec = crd.json().path("spec");
                    kinds.put(spec.path("names").path("plural").asText() + "." + spec.path("group").asText(),
                            spec.path("names").path("kind").asText());
                }
            } catch (KubeDecodeException | RuntimeException unreadable) {
                // The kind column stays empty for that resource; its objects are still listed.
            }
        }
        return kinds;
    }
}
