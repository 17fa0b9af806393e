package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.doctor.ConnectionDoctor;
import io.etcdexplorer.doctor.DoctorReport;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.Vocabulary;
import io.etcdexplorer.etcd.ssh.UnknownHostKeyException;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/** {@code etcd-explorer doctor [etcdctl flags]}: the "Test connection" report in a terminal. */
public final class DoctorCommand {

    private static final Messages TEXT = Messages.of(DoctorCommand.class);

    private DoctorCommand() {
    }

    /** Runs the doctor and returns the process exit code: 0 when connected, 1 when not, 2 for bad usage
     * (also {@code --snapshot}: a file has no connection to check). */
    public static int run(List<String> args, Map<String, String> env, PrintStream out, PrintStream err) {
        EtcdctlFlags.Parsed parsed = EtcdctlFlags.parse(args, env);
        if (parsed.help()) {
            out.print(TEXT.get("doctor.usage") + "\n\n");
            out.print(EtcdctlFlags.options());
            return 0;
        }
        if (!parsed.errors().isEmpty()) {
            parsed.errors().forEach(e -> err.println(TEXT.format("doctor.error", e)));
            return 2;
        }
        if (parsed.snapshot().isPresent()) {
            err.println(TEXT.get("doctor.snapshot")); // else it would check 127.0.0.1:2379, not the file
            return 2;
        }
        ConnectionSettings settings = parsed.settings()
                .orElse(ConnectionSettings.plain(List.of("127.0.0.1:2379")));
        ConnectionDoctor doctor = new ConnectionDoctor(new EtcdConnector(env));
        DoctorReport report = doctor.examine(settings);
        if (parsed.trustNewHostKey() && report.problem() instanceof UnknownHostKeyException unknown) {
            // Only a first-seen key: a changed one is a plain EtcdAccessException and stays refused.
            try {
                unknown.trust();
            } catch (EtcdAccessException e) {
                err.println(TEXT.format("doctor.error", e.describe(Vocabulary.CLI)));
                return 1;
            }
            out.println(TEXT.format("doctor.trusted", unknown.host() + ":" + unknown.port(), unknown.keyType(),
                    unknown.fingerprint(), String.valueOf(unknown.knownHostsFile())));
            report = doctor.examine(settings);
        }
        out.print(report.toText(Vocabulary.CLI));
        return report.connected() ? 0 : 1;
    }
}
