package io.etcdexplorer.playground.seed;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * One write of the playground seed: a put of {@code value} under {@code key}, or a delete when {@code value} is null.
 *
 * <p>Keys and values are raw bytes because etcd stores bytes: some seeded keys are deliberately not valid UTF-8.
 * The arrays are copied in and out so a step, once built, can be shared freely.
 */
public record SeedStep(byte[] key, byte[] value) {

    public SeedStep {
        Objects.requireNonNull(key, "key");
        key = key.clone();
        value = value == null ? null : value.clone();
    }

    public static SeedStep put(String key, String value) {
        return new SeedStep(utf8(key), utf8(value));
    }

    public static SeedStep put(String key, byte[] value) {
        return new SeedStep(utf8(key), Objects.requireNonNull(value, "value"));
    }

    public static SeedStep delete(String key) {
        return new SeedStep(utf8(key), null);
    }

    @Override
    public byte[] key() {
        return key.clone();
    }

    @Override
    public byte[] value() {
        return value == null ? null : value.clone();
    }

    public boolean isDelete() {
        return value == null;
    }

    /** The key for display: UTF-8 where it decodes, {@code \xNN} escapes for the bytes that do not. */
    public String keyText() {
        return Bytes.printable(key);
    }

    /** Whether the key equals {@code text} encoded as UTF-8, without copying the key. */
    public boolean hasKey(String text) {
        return Arrays.equals(key, utf8(text));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeedStep other && Arrays.equals(key, other.key) && Arrays.equals(value, other.value);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(key) + Arrays.hashCode(value);
    }

    @Override
    public String toString() {
        return isDelete() ? "DELETE " + keyText() : "PUT " + keyText() + " (" + value.length + " bytes)";
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
