package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Messages;
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

    private static final Messages TEXT = Messages.of(DecodeCommand.class);

    private DecodeCommand() {
    }

    public static int run(List<String> args, InputStream stdin, PrintStream out, PrintStream err) {
        String format = "yaml";
        String file = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("-h") || arg.equals("--help")) {
                out.print(TEXT.get("decode.usage") + "\n");
                return 0;
            } else if (arg.equals("-o") || arg.equals("--output")) {
                if (i + 1 == args.size()) {
                    return usage(err, TEXT.format("decode.needsFormat", arg));
                }
                format = args.get(++i);
            } else if (arg.startsWith("-o=") || arg.startsWith("--output=")) {
                format = arg.substring(arg.indexOf('=') + 1);
            } else if (arg.startsWith("-") && !arg.equals("-")) {
                // Named up to any "=": what follows may be a secret typed into the wrong option.
                return usage(err, TEXT.format("decode.unknownOption",
                        arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg));
            } else if (file == null) {
                file = arg;
            } else {
                return usage(err, TEXT.get("decode.oneFile"));
            }
        }
        if (!format.equals("yaml") && !format.equals("json")) {
            return usage(err, TEXT.format("decode.badFormat", format));
        }
        byte[] input;
        try {
            input = file == null || file.equals("-") ? stdin.readAllBytes() : Files.readAllBytes(Path.of(file));
        } catch (NoSuchFileException e) {
            err.println(TEXT.format("decode.noSuchFile", file));
            return 1;
        } catch (IOException e) {
            err.println(file == null ? TEXT.format("decode.cannotReadStdin", e.getMessage())
                    : TEXT.format("decode.cannotRead", file, e.getMessage()));
            return 1;
        }
        return decode(input, format, out, err);
    }

    private static int decode(byte[] input, String format, PrintStream out, PrintStream err) {
        DecodeInput kind;
        try {
            kind = DecodeInput.detect(input);
        } catch (DecodeInput.BadInput e) {
            err.println(TEXT.format("decode.error", e.getMessage()));
            return 1;
        }
        DecodeOutput output = new DecodeOutput(new KubeDecoder(new KubeSchemas()), format, out, err);
        if (kind instanceof DecodeInput.Keys keys) {
            return output.printKeys(keys.kvs());
        }
        return output.printValue(((DecodeInput.Value) kind).candidates(), input);
    }

    private static int usage(PrintStream err, String problem) {
        err.println(TEXT.format("decode.error", problem));
        err.println(TEXT.get("seeHelp"));
        return 2;
    }
}
