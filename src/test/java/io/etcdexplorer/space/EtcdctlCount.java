package io.etcdexplorer.space;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.testsupport.EtcdTools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The brute-force count the space figures are checked against: every key etcdctl returns, with its sizes. */
final class EtcdctlCount {

    record Entry(String key, long bytes, long modRevision) {
    }

    private EtcdctlCount() {
    }

    /** {@code etcdctl get --prefix P -w json}, base64 keys and values decoded. */
    static List<Entry> under(String endpoint, String prefix) throws IOException, InterruptedException {
        Process etcdctl = new ProcessBuilder(EtcdTools.etcdctl().toString(), "--endpoints", endpoint, "get",
                "--prefix", prefix, "-w", "json").redirectErrorStream(false).start();
        byte[] out = etcdctl.getInputStream().readAllBytes();
        if (!etcdctl.waitFor(60, TimeUnit.SECONDS) || etcdctl.exitValue() != 0) {
            throw new IOException("etcdctl failed: " + new String(etcdctl.getErrorStream().readAllBytes(),
                    StandardCharsets.UTF_8));
        }
        JsonNode kvs = new ObjectMapper().readTree(out).path("kvs");
        List<Entry> entries = new ArrayList<>();
        for (JsonNode kv : kvs) {
            byte[] key = Base64.getDecoder().decode(kv.path("key").asText());
            byte[] value = Base64.getDecoder().decode(kv.path("value").asText(""));
            entries.add(new Entry(new String(key, StandardCharsets.UTF_8), key.length + value.length,
                    kv.path("mod_revision").asLong()));
        }
        return entries;
    }
}
