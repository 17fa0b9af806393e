package io.etcdexplorer.playground.seed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;

class DemoSamplesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final SeedIndex seed = new SeedIndex();

    @Test
    void everyJsonValueParses() throws Exception {
        int checked = 0;
        for (SeedStep step : seed.steps()) {
            String key = step.keyText();
            boolean json = key.endsWith(".json") || key.startsWith("/demo/services/")
                    || key.equals(CustomResourceSamples.CRD_KEY) || key.equals(CustomResourceSamples.WIDGET_KEY);
            if (json && !step.isDelete()) {
                assertTrue(JSON.readTree(step.value()).isObject(), key);
                checked++;
            }
        }
        assertTrue(checked >= 14, "JSON values checked: " + checked);
    }

    @Test
    void customResourcesAreStoredAsCompactJson() throws Exception {
        JsonNode crd = JSON.readTree(seed.text(CustomResourceSamples.CRD_KEY));
        assertEquals("CustomResourceDefinition", crd.get("kind").asText());
        assertEquals("widgets.example.com", crd.at("/metadata/name").asText());
        assertFalse(crd.at("/metadata").has("resourceVersion"));
        JsonNode widget = JSON.readTree(seed.text(CustomResourceSamples.WIDGET_KEY));
        assertEquals("Widget", widget.get("kind").asText());
        assertEquals("shop", widget.at("/metadata/namespace").asText());
        assertEquals("blue-widget", widget.at("/metadata/name").asText());
        String stored = seed.text(CustomResourceSamples.WIDGET_KEY);
        assertTrue(stored.startsWith("{\"apiVersion\"") && stored.endsWith("}\n") && !stored.contains("\n{"));
    }

    @Test
    void yamlConfigParses() throws Exception {
        JsonNode yaml = new ObjectMapper(new YAMLFactory()).readTree(seed.text("/demo/config/app.yaml"));
        assertEquals(8080, yaml.at("/server/port").asInt());
        assertEquals(3, yaml.get("features").size());
    }

    @Test
    void logoIsAValidPng() throws Exception {
        byte[] png = seed.finalValues().get("/demo/binary/logo.png");
        assertArrayEquals(PngImage.SIGNATURE, Arrays.copyOf(png, 8));
        ByteBuffer in = ByteBuffer.wrap(png, 8, png.length - 8);
        assertEquals("IHDR", readChunk(in, png).type());
        ByteBuffer header = ByteBuffer.wrap(png, 16, 13);
        assertEquals(16, header.getInt());
        assertEquals(16, header.getInt());
        assertEquals(8, header.get());
        assertEquals(6, header.get());
        Chunk data = readChunk(in, png);
        assertEquals("IDAT", data.type());
        assertEquals(16 * (1 + 16 * 4), inflatedSize(png, data));
        assertEquals("IEND", readChunk(in, png).type());
        assertFalse(in.hasRemaining());
    }

    @Test
    void binaryAndLargeValuesHaveTheirSize() {
        Map<String, byte[]> values = seed.finalValues();
        assertArrayEquals(DemoSamples.randomBytes(256), values.get("/demo/binary/random.bin"));
        assertEquals(256, values.get("/demo/binary/random.bin").length);
        int lorem = values.get("/demo/large/lorem.txt").length;
        assertTrue(lorem >= 64 * 1024 && lorem < 70 * 1024, "lorem size " + lorem);
    }

    @Test
    void textValuesAreValidUtf8() throws CharacterCodingException {
        for (String key : new String[] {"/demo/notes/readme.txt", "/demo/notes/unicode.txt", "welcome"}) {
            StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(seed.finalValues().get(key)));
        }
        assertTrue(seed.text("/demo/notes/unicode.txt").contains("👋"));
        assertTrue(seed.text("/demo/notes/readme.txt").contains("Reset"));
    }

    private record Chunk(String type, int offset, int length) {
    }

    /** Reads one chunk and verifies its CRC, which covers the type and the data. */
    private static Chunk readChunk(ByteBuffer in, byte[] png) {
        int length = in.getInt();
        int typeOffset = in.position();
        String type = new String(png, typeOffset, 4, StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(png, typeOffset, 4 + length);
        in.position(typeOffset + 4 + length);
        assertEquals((int) crc.getValue(), in.getInt(), type + " CRC");
        return new Chunk(type, typeOffset + 4, length);
    }

    private static int inflatedSize(byte[] png, Chunk data) throws Exception {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(png, data.offset(), data.length());
            byte[] out = new byte[8192];
            int size = inflater.inflate(out);
            assertTrue(inflater.finished());
            return size;
        } finally {
            inflater.end();
        }
    }
}
