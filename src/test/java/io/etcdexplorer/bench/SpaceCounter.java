package io.etcdexplorer.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.BufferedInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.TreeMap;

/**
 * The "counting script" of the space bench's etcdctl pipeline: reads {@code etcdctl get --prefix "" -w json} from
 * stdin as a stream (python3's json module would hold all 11 GB of a 1M-key answer) and prints keys and key plus
 * value bytes per first two path segments. Values are not decoded: their size follows from the base64 length.
 */
public final class SpaceCounter {

    private SpaceCounter() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, long[]> totals = new TreeMap<>();
        try (JsonParser json = new JsonFactory().createParser(new BufferedInputStream(System.in, 1 << 16))) {
            String key = null;
            long valueBytes = 0;
            int depth = 0;
            boolean inKvs = false;
            for (JsonToken token = json.nextToken(); token != null; token = json.nextToken()) {
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    depth++;
                } else if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    depth--;
                    if (inKvs && depth == 2 && token == JsonToken.END_OBJECT && key != null) {
                        long[] t = totals.computeIfAbsent(group(key), k -> new long[2]);
                        t[0]++;
                        t[1] += key.getBytes(StandardCharsets.UTF_8).length + valueBytes;
                        key = null;
                        valueBytes = 0;
                    }
                } else if (token == JsonToken.FIELD_NAME) {
                    String name = json.currentName();
                    if (depth == 1) {
                        inKvs = name.equals("kvs");
                    } else if (inKvs && depth == 3 && name.equals("key")) {
                        json.nextToken();
                        key = new String(Base64.getDecoder().decode(json.getText()), StandardCharsets.UTF_8);
                    } else if (inKvs && depth == 3 && name.equals("value")) {
                        json.nextToken();
                        valueBytes = decodedLength(json.getTextCharacters(), json.getTextOffset(),
                                json.getTextLength());
                    }
                }
            }
        }
        long keys = 0;
        long bytes = 0;
        for (Map.Entry<String, long[]> e : totals.entrySet()) {
            keys += e.getValue()[0];
            bytes += e.getValue()[1];
        }
        System.out.println("groups " + totals.size() + " keys " + keys + " bytes " + bytes);
    }

    /** The first two path segments: "/registry/pods/ns-1/x" → "/registry/pods/". */
    static String group(String key) {
        int first = key.indexOf('/', 1);
        int second = first < 0 ? -1 : key.indexOf('/', first + 1);
        return second < 0 ? key : key.substring(0, second + 1);
    }

    private static long decodedLength(char[] text, int offset, int length) {
        int padding = 0;
        for (int i = offset + length - 1; i >= offset && text[i] == '='; i--) {
            padding++;
        }
        return (long) length / 4 * 3 - padding;
    }
}
