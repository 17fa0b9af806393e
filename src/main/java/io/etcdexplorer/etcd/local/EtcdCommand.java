package io.etcdexplorer.etcd.local;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Builds the etcd command line and the OS process that runs it. */
final class EtcdCommand {

    /*
     * Why a shell wrapper on POSIX: Java cannot make a child die with its parent, and a JVM killed with -9 runs no
     * shutdown hook. But the kernel closes every fd of a dead process, including the JVM's end of the wrapper's
     * stdin pipe. So the wrapper starts etcd in the background, hands the pipe (as fd 3) to a watcher that runs
     * `cat` until EOF and then sends etcd SIGTERM, and itself waits for etcd. Closing the pipe deliberately is
     * therefore also our graceful stop, and because the wrapper waits on etcd rather than on `cat`, an etcd that
     * dies early (port in use, bad flag) ends the wrapper too, which the JVM sees at once. The wrapper prints
     * etcd's pid first so callers can watch the real server, not the shell. Background jobs of a non-interactive
     * shell read /dev/null, hence the explicit fd 3. Once etcd has exited the watcher is stopped, so that a
     * later EOF cannot make it signal a recycled pid.
     */
    private static final String POSIX_WRAPPER = String.join("\n",
            "log=$1; shift",
            "exec 3<&0 </dev/null",
            "\"$@\" 3<&- >>\"$log\" 2>&1 &",
            "pid=$!",
            "echo $pid",
            "{ cat <&3 >/dev/null; kill $pid 2>/dev/null; } >/dev/null 2>&1 &",
            "watcher=$!",
            "exec 3<&- >&-",
            "wait $pid",
            "status=$?",
            "kill $watcher 2>/dev/null",
            "exit $status");

    private EtcdCommand() {
    }

    /** etcd and its flags; {@code options} must have both ports resolved. */
    static List<String> etcdArgs(EtcdOptions options) {
        List<String> args = new ArrayList<>(List.of(
                options.binary().toString(),
                "--name", options.name(),
                "--data-dir", options.dataDir().toAbsolutePath().toString(),
                "--listen-client-urls", options.clientUrl(),
                "--advertise-client-urls", options.clientUrl(),
                "--listen-peer-urls", options.peerUrl(),
                "--initial-advertise-peer-urls", options.peerUrl(),
                "--initial-cluster", options.initialClusterOrSelf(),
                "--initial-cluster-state", options.initialClusterState()));
        args.addAll(options.extraArgs());
        return args;
    }

    static ProcessBuilder processBuilder(EtcdOptions options) {
        ProcessBuilder builder;
        String log = options.logFile().toAbsolutePath().toString();
        if (EtcdBinary.isWindows()) {
            builder = new ProcessBuilder(etcdArgs(options))
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(options.logFile().toFile()));
        } else {
            List<String> command = new ArrayList<>(List.of("/bin/sh", "-c", POSIX_WRAPPER, "sh", log));
            command.addAll(etcdArgs(options));
            // The wrapper's stderr is near silent; the log keeps it next to etcd's own output.
            builder = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.appendTo(options.logFile().toFile()));
        }
        dropEtcdEnvironment(builder.environment());
        return builder;
    }

    /** The pid of etcd itself: printed first by the POSIX wrapper; on Windows etcd is our direct child. */
    static long readEtcdPid(Process process) throws IOException {
        if (EtcdBinary.isWindows()) {
            return process.pid();
        }
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            String line = reader.readLine();
            if (line == null || !line.strip().matches("\\d+")) {
                throw new IOException("the /bin/sh wrapper around etcd did not report etcd's pid (it printed: "
                        + line + "); check that /bin/sh is a POSIX shell");
            }
            return Long.parseLong(line.strip());
        }
    }

    /**
     * etcd 3.4 treats ETCD_* variables as flags and refuses to start when one repeats a flag we pass, so a user's
     * ETCD_NAME or ETCD_DATA_DIR would break every start. Only the platform switch is kept.
     */
    private static void dropEtcdEnvironment(Map<String, String> environment) {
        environment.keySet().removeIf(key -> key.startsWith("ETCD_") && !key.equals("ETCD_UNSUPPORTED_ARCH"));
    }
}
