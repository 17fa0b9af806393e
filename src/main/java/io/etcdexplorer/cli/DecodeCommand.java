package io.etcdexplorer.cli;

import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code etcd-explorer decode [-o yaml|json] [FILE]}: prints the Kubernetes objects in the output of
 * {@code etcdctl get -w json}, or in one raw etcd value, e.g.
 * {@code etcdctl get /registry/pods/default/web --print-value-only | java -jar etcd-explorer.jar decode}.
 */
public final class DecodeCommand {

    private static final String USAGE = """
            Usage: java -jar etcd-explorer.jar decode [-o yaml|json] [FILE]

            Prints Kubernetes objects stored in etcd as kubectl get -o yaml (the default) or -o json would. Reads
            FILE, or standard input when there is no FILE or it is "-". What it reads is recognised by itself:

              etcdctl get --prefix /registry/deployments/ -w json | java -jar etcd-explorer.jar decode
                  every key in etcdctl's JSON: the key, then its object. In YAML each key is a "# KEY" comment
                  and objects are separated by "---"; with -o json each key is a JSON string before its object.
                  A key whose value is not a Kubernetes value is skipped with a one-line note on stderr.
              etcdctl get /registry/pods/default/web --print-value-only | java -jar etcd-explorer.jar decode
                  one value: protobuf (k8s\\0...), JSON, or encrypted (k8s:enc:..., then what the envelope tells),
                  with or without the newline etcdctl adds
              etcdctl get /registry/pods/default/web | java -jar etcd-explorer.jar decode -o json
                  the key line etcdctl prints first is skipped
              java -jar etcd-explorer.jar decode value.bin

            For several keys use -w json: etcdctl's plain output cannot tell a binary value from the next key.

            Exit code: 0 every value decoded; 1 nothing decoded (not a Kubernetes value, encrypted, truncated,
            empty, or no key in etcdctl's JSON decoded); 2 bad options; 3 etcdctl's JSON had keys that were
            decoded and keys that were skipped.
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
        DecodeInput kind;
        try {
            kind = DecodeInput.detect(input);
        } catch (DecodeInput.BadInput e) {
            err.println("etcd-explorer decode: " + e.getMessage());
            return 1;
        }
        DecodeOutput output = new DecodeOutput(new KubeDecoder(new KubeSchemas()), format, out, err);
        if (kind instanceof DecodeInput.Keys keys) {
            return output.printKeys(keys.kvs());
        }
        return output.printValue(((DecodeInput.Value) kind).candidates(), input);
    }

    private static int usage(PrintStream err, String problem) {
        err.println("etcd-explorer decode: " + problem);
        err.println("Run with --help for the options.");
        return 2;
    }
}
