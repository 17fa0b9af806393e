package io.etcdexplorer.playground.seed;

import java.util.List;

/**
 * Keys that break naive "split on slash" trees. etcd keys are flat byte strings; the slash hierarchy is only a
 * convention, and these keys test every corner of it.
 */
final class OddKeySamples {

    static final String WELCOME = "welcome";
    static final String ODD = DemoSamples.ROOT + "odd/";
    /** Not valid UTF-8: 0xff and 0xfe can never appear in UTF-8 text. */
    static final byte[] BINARY_KEY = Bytes.concat(Bytes.utf8(ODD + "bin-"), new byte[] {(byte) 0xff, (byte) 0xfe});

    private OddKeySamples() {
    }

    /** A key without a leading slash sits outside every "/..." folder. */
    static SeedStep welcome() {
        return SeedStep.put(WELCOME, "Hello from the etcd-explorer playground! Start with /demo/notes/readme.txt.\n");
    }

    static List<SeedStep> steps() {
        return List.of(
                SeedStep.put(ODD + "prefix", "I am a key and also the parent of " + ODD + "prefix/child."),
                SeedStep.put(ODD + "prefix/child", "My parent path is itself a key with a value."),
                SeedStep.put(ODD + "/double-slash", "My key has an empty segment between two slashes."),
                SeedStep.put(ODD + "trailing/", "My key ends with a slash, so my last segment is empty."),
                new SeedStep(BINARY_KEY, Bytes.utf8("My key ends in the bytes 0xff 0xfe, which are not UTF-8.")),
                SeedStep.put(ODD + "spaces in key", "My key contains spaces."),
                SeedStep.put(ODD + "ключ-unicode", "My key is Cyrillic: \"ключ\" means \"key\"."));
    }
}
