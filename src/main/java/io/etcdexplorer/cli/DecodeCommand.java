package io.etcdexplorer.cli;

import io.etcdexplorer.kubernetes.EncryptedValue;
import io.etcdexplorer.kubernetes.KubeDecodeException;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.kubernetes.KubeText;
import io.etcdexplorer.kubernetes.KubeValue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * {@code etcd-explorer decode [-o yaml|json] [FILE]}: prints the Kubernetes object in one raw etcd value, e.g.
 * {@code etcdctl get /registry/pods/default/web | java -jar etcd-explorer.jar decode}.
 */
public final class DecodeCommand {

    private static final String USAGE = """
            Usage: java -jar etcd-explorer.jar decode [-o yaml|json] [FILE]

            Reads one value stored by the Kubernetes API server from FILE (or standard input, also as "-") and
            prints the object as kubectl get -o yaml (the default) or -o json would. The output of
            "etcdctl get <key>" can be piped in as it is: its leading key line and trailing newline are ignored.
            Exit code: 0 decoded, 1 not a readable Kubernetes value (or encrypted), 2 bad options.
            """;

    private DecodeCommand() {
    }

    public static int run(List<String> args, InputStream stdin, PrintStream out, PrintStream err) {
        String format = "yaml";
        String file = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("-h") || arg.equals("--help")) {
                out.print(USAGE);
                return 0;
            } else if (arg.equals("-o") || arg.equals("--output")) {
                if (i + 1 == args.size()) {
                    return usage(err, arg + " needs a value: yaml or json");
                }
                format = args.get(++i);
            } else if (arg.startsWith("-o=") || arg.startsWith("--output=")) {
                format = arg.substring(arg.indexOf('=') + 1);
            } else if (arg.startsWith("-") && !arg.equals("-")) {
                // Named up to any "=": what follows may be a secret typed into the wrong option.
                return usage(err, "unknown option " + (arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg));
            } else if (file == null) {
                file = arg;
            } else {
                return usage(err, "only one FILE can be decoded at a time");
            }
        }
        if (!format.equals("yaml") && !format.equals("json")) {
            return usage(err, "-o takes yaml or json, not " + format);
        }
        byte[] input;
        try {
            input = file == null || file.equals("-") ? stdin.readAllBytes() : Files.readAllBytes(Path.of(file));
        } catch (NoSuchFileException e) {
            err.println("etcd-explorer decode: " + file + ": no such file");
            return 1;
        } catch (IOException e) {
            err.println("etcd-explorer decode: cannot read " + (file == null ? "standard input" : file) + ": "
                    + e.getMessage());
            return 1;
        }
        return decode(input, format, out, err);
    }

    private static int decode(byte[] input, String format, PrintStream out, PrintStream err) {
        KubeDecoder decoder = new KubeDecoder(new KubeSchemas());
        KubeDecodeException failure = null;
        for (byte[] candidate : candidates(input)) {
            try {
                Optional<KubeValue> value = decoder.decode(candidate);
                if (value.isPresent()) {
                    return print(value.get(), format, out, err);
                }
            } catch (KubeDecodeException e) {
                failure = failure == null ? e : failure;
            }
        }
        if (failure != null) {
            err.println("etcd-explorer decode: " + failure.getMessage());
        } else {
            err.println("etcd-explorer decode: the input is not a Kubernetes value. Values written by the API "
                    + "server start with k8s\\0 (protobuf), k8s:enc: (encrypted) or are JSON objects with apiVersion "
                    + "and kind; this one starts with " + preview(input) + ".");
        }
        return 1;
    }

    private static int print(KubeValue value, String format, PrintStream out, PrintStream err) {
        if (value instanceof EncryptedValue encrypted) {
            err.print(encrypted.describe());
            return 1;
        }
        KubeObject object = (KubeObject) value;
        out.print(format.equals("json") ? KubeText.json(object.json()) : KubeText.yaml(object.json()));
        return 0;
    }

    /**
     * The input as given, without the one trailing newline etcdctl adds, and without the key line that
     * "etcdctl get" prints first. The exact bytes are tried first: a protobuf value may itself end in 0x0a.
     */
    private static List<byte[]> candidates(byte[] input) {
        byte[] value = input;
        if (!KubeDecoder.hasKubernetesPrefix(input) && (input.length == 0 || input[0] != '{')) {
            int newline = indexOf(input, (byte) '\n');
            if (newline >= 0) {
                value = Arrays.copyOfRange(input, newline + 1, input.length);
            }
        }
        if (value.length > 0 && value[value.length - 1] == '\n') {
            return List.of(value, Arrays.copyOf(value, value.length - 1));
        }
        return List.of(value);
    }

    private static String preview(byte[] input) {
        if (input.length == 0) {
            return "nothing (the input is empty)";
        }
        StringBuilder text = new StringBuilder("\"");
        for (int i = 0; i < Math.min(16, input.length); i++) {
            int b = input[i] & 0xff;
            text.append(b >= 0x20 && b < 0x7f ? String.valueOf((char) b) : String.format("\\x%02x", b));
        }
        return text.append(input.length > 16 ? "…\"" : "\"").toString();
    }

    private static int indexOf(byte[] bytes, byte b) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }

    private static int usage(PrintStream err, String problem) {
        err.println("etcd-explorer decode: " + problem);
        err.println("Run with --help for the options.");
        return 2;
    }
}
