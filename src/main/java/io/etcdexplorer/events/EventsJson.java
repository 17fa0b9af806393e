package io.etcdexplorer.events;

import io.etcdexplorer.etcd.watch.WatchEvent;

import java.util.Base64;

/**
 * JSON-lines export of watch events, one object per event, with the field names of an event in
 * {@code etcdctl watch -w json} (etcd's mvccpb.Event): {@code type}, {@code kv}, {@code prev_kv}, keys and values in
 * base64. Scripts written against etcdctl's output (e.g. {@code jq '.kv.key | @base64d'}) therefore work on it.
 *
 * <p>Two deliberate differences from etcdctl, which omits zero-valued fields: {@code type} is always written
 * (0 = PUT, 1 = DELETE, etcd's enum numbers) and so are the kv's numeric fields and value, so a reader never has to
 * supply defaults. {@code prev_kv} is written only when its value is known, and then carries only {@code key} and
 * {@code value} because a watch event does not keep the previous revision numbers.
 */
public final class EventsJson {

    private EventsJson() {
    }

    public static String line(WatchEvent e) {
        return line(e, null);
    }

    /**
     * The line with a last field {@code "secret_values"} set to {@code secretValues} (e.g. "masked") when not null:
     * how an export tells which events carry a Kubernetes Secret and whether its values are in clear.
     */
    public static String line(WatchEvent e, String secretValues) {
        StringBuilder json = new StringBuilder(128);
        json.append("{\"type\":").append(e.type() == WatchEvent.Type.DELETE ? 1 : 0)
                .append(",\"kv\":{\"key\":\"").append(base64(e.key()))
                .append("\",\"create_revision\":").append(e.createRevision())
                .append(",\"mod_revision\":").append(e.revision())
                .append(",\"version\":").append(e.version())
                .append(",\"value\":\"").append(base64(e.value()))
                .append("\",\"lease\":").append(e.lease()).append('}');
        if (e.prevValue() != null) {
            json.append(",\"prev_kv\":{\"key\":\"").append(base64(e.key()))
                    .append("\",\"mod_revision\":").append(e.prevModRevision())
                    .append(",\"value\":\"").append(base64(e.prevValue())).append("\"}");
        }
        if (secretValues != null) {
            json.append(",\"secret_values\":\"").append(secretValues).append('"');
        }
        return json.append('}').toString();
    }

    private static String base64(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes == null ? new byte[0] : bytes);
    }
}
