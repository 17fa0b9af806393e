package io.etcdexplorer.playground.seed;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/** Writes a small PNG by hand, so the seed needs no AWT (absent from jlink'd runtimes without java.desktop). */
final class PngImage {

    static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    static final int SIZE = 16;

    private static final int ETCD_BLUE = 0x419EDAFF;
    private static final int WHITE = 0xFFFFFFFF;
    private static final int TRANSPARENT = 0x00000000;

    private PngImage() {
    }

    /** A 16x16 RGBA logo: a blue disc with a white centre on a transparent background. */
    static byte[] logo() {
        int[] pixels = new int[SIZE * SIZE];
        double centre = (SIZE - 1) / 2.0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                double distance = Math.hypot(x - centre, y - centre);
                pixels[y * SIZE + x] = distance <= 3.0 ? WHITE : distance <= 7.6 ? ETCD_BLUE : TRANSPARENT;
            }
        }
        return encode(SIZE, SIZE, pixels);
    }

    static byte[] encode(int width, int height, int[] rgba) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(SIGNATURE);
        out.writeBytes(chunk("IHDR", header(width, height)));
        out.writeBytes(chunk("IDAT", deflate(scanlines(width, height, rgba))));
        out.writeBytes(chunk("IEND", new byte[0]));
        return out.toByteArray();
    }

    /** 8 bits per channel, colour type 6 (RGBA), default compression, filter and no interlace. */
    private static byte[] header(int width, int height) {
        return ByteBuffer.allocate(13).putInt(width).putInt(height)
                .put((byte) 8).put((byte) 6).put((byte) 0).put((byte) 0).put((byte) 0).array();
    }

    /** Each row starts with its filter type; 0 (None) keeps the encoder trivial. */
    private static byte[] scanlines(int width, int height, int[] rgba) {
        ByteBuffer rows = ByteBuffer.allocate(height * (1 + width * 4));
        for (int y = 0; y < height; y++) {
            rows.put((byte) 0);
            for (int x = 0; x < width; x++) {
                rows.putInt(rgba[y * width + x]);
            }
        }
        return rows.array();
    }

    /**
     * Stored (uncompressed) deflate blocks: compressed output differs between zlib builds (zlib, zlib-ng), and the
     * seed must be byte-identical everywhere. A 16x16 image is only about a kilobyte either way.
     */
    private static byte[] deflate(byte[] data) {
        Deflater deflater = new Deflater(Deflater.NO_COMPRESSION);
        try {
            deflater.setInput(data);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(data.length + 64);
            byte[] buffer = new byte[4096];
            while (!deflater.finished()) {
                out.write(buffer, 0, deflater.deflate(buffer));
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static byte[] chunk(String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        return ByteBuffer.allocate(12 + data.length).putInt(data.length).put(typeBytes).put(data)
                .putInt((int) crc.getValue()).array();
    }
}
