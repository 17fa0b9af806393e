package io.etcdexplorer.cli;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.Vocabulary;
import io.etcdexplorer.space.EtcdSpaceSource;
import io.etcdexplorer.space.MemberSpace;
import io.etcdexplorer.space.ScanProgress;
import io.etcdexplorer.space.SpaceReport;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code etcd-explorer space [options]}: what fills the database (key and value bytes by prefix or by Kubernetes
 * resource and namespace, the largest keys, each member's file and quota), or with {@code --from-rev} which prefixes
 * wrote most between two revisions.
 */
public final class SpaceCommand {

    private static final String USAGE = """
            Usage: java -jar etcd-explorer.jar space [options]

            What fills the database: keys and key plus value bytes per prefix, the 50 largest keys, and each
            member's database size, size in use and quota. Values are read in pages and only their sizes kept.

              --prefix=P              break down the keys under P (default: the whole keyspace)
              --by=prefix|resource    by path segment (default), or by Kubernetes resource and namespace
              -o, --output=FORMAT     table (default), json (every box) or csv
              --max-bytes=SIZE        stop reading after this many key and value bytes, e.g. 500M
                                      (default 4G); the figures then cover what was read
              --from-rev=A            churn instead of sizes: changes and bytes written per prefix after
                                      revision A, from the history etcd still keeps
              --to-rev=B              ... up to revision B (default: the current revision)

            Exit code: 0 done; 1 etcd could not be read (the message says why and what to do); 2 bad options;
            3 stopped at --max-bytes (the figures cover what was read).

            """;

    private SpaceCommand() {
    }

    /** Runs the verb; {@code interactive} (stderr is a terminal) shows a progress line there. */
    public static int run(List<String> args, Map<String, String> env, PrintStream out, PrintStream err,
                          boolean interactive) {
        SpaceOptions options = SpaceOptions.parse(args);
        EtcdctlFlags.Parsed parsed = EtcdctlFlags.parse(options.connectionArgs(), env);
        if (parsed.help()) {
            out.print(USAGE);
            out.print(EtcdctlFlags.usage().substring(EtcdctlFlags.usage().indexOf("Options")));
            return 0;
        }
        if (!options.errors().isEmpty() || !parsed.errors().isEmpty()) {
            options.errors().forEach(e -> err.println("etcd-explorer space: " + e));
            parsed.errors().forEach(e -> err.println("etcd-explorer space: " + e));
            err.println("Run with --help for the options.");
            return 2;
        }
        ConnectionSettings settings = parsed.settings().orElse(ConnectionSettings.plain(List.of("127.0.0.1:2379")));
        ProgressLine line = new ProgressLine(err, interactive, options.churn());
        try (EtcdSession session = new EtcdConnector(env).connect(settings, header -> { })) {
            EtcdSpaceSource source = new EtcdSpaceSource(session);
            SpaceReport report = options.churn()
                    ? source.churn(options.prefix(), options.grouping(), options.fromRevision(),
                    options.toRevision(), () -> false, line)
                    : source.sizes(options.prefix(), options.grouping(), options.maxBytes(), () -> false, line);
            List<MemberSpace> members = options.churn() ? List.of() : source.members();
            line.clear();
            SpaceOutput.print(options.format(), report, members, out);
            if (!report.complete()) {
                err.println("etcd-explorer space: stopped at --max-bytes=" + options.maxBytes() + ": the figures"
                        + " cover the keys read before it. Raise --max-bytes or narrow --prefix for all of them.");
                return 3;
            }
            return 0;
        } catch (EtcdAccessException e) {
            line.clear();
            err.println("etcd-explorer space: " + e.describe(Vocabulary.CLI));
            return 1;
        }
    }

    /** "1,234 keys, 5.6 MiB read (12%)" rewritten in place on a terminal, at most a few times a second. */
    private static final class ProgressLine implements Consumer<ScanProgress> {
        private static final long EVERY_NANOS = 200_000_000L;
        private final PrintStream err;
        private final boolean shown;
        private final boolean churn;
        private long last;
        private boolean dirty;

        ProgressLine(PrintStream err, boolean shown, boolean churn) {
            this.err = err;
            this.shown = shown;
            this.churn = churn;
        }

        @Override
        public void accept(ScanProgress p) {
            long now = System.nanoTime();
            if (!shown || now - last < EVERY_NANOS) {
                return;
            }
            last = now;
            double fraction = p.fraction();
            err.print("\r" + String.format(Locale.ROOT, "%,d %s, %s %s", p.keys(), churn ? "changes" : "keys",
                    SpaceOutput.human(p.bytes()), churn ? "written" : "read")
                    + (fraction >= 0 ? String.format(Locale.ROOT, " (%.0f%%)", 100 * fraction) : "") + "   ");
            err.flush();
            dirty = true;
        }

        void clear() {
            if (dirty) {
                err.print("\r" + " ".repeat(60) + "\r");
                err.flush();
                dirty = false;
            }
        }
    }
}
