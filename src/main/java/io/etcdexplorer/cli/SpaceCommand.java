package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
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

    private static final Messages TEXT = Messages.of(SpaceCommand.class);

    private SpaceCommand() {
    }

    /** Runs the verb; {@code interactive} (stderr is a terminal) shows a progress line there. */
    public static int run(List<String> args, Map<String, String> env, PrintStream out, PrintStream err,
                          boolean interactive) {
        SpaceOptions options = SpaceOptions.parse(args);
        EtcdctlFlags.Parsed parsed = EtcdctlFlags.parse(options.connectionArgs(), env);
        if (parsed.help()) {
            out.print(TEXT.get("space.usage") + "\n\n");
            out.print(EtcdctlFlags.options());
            return 0;
        }
        if (!options.errors().isEmpty() || !parsed.errors().isEmpty()) {
            options.errors().forEach(e -> err.println(TEXT.format("space.error", e)));
            parsed.errors().forEach(e -> err.println(TEXT.format("space.error", e)));
            err.println(TEXT.get("seeHelp"));
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
                err.println(TEXT.format("space.stopped", String.valueOf(options.maxBytes())));
                return 3;
            }
            return 0;
        } catch (EtcdAccessException e) {
            line.clear();
            err.println(TEXT.format("space.error", e.describe(Vocabulary.CLI)));
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
            String key = (churn ? "space.progress.churn" : "space.progress.sizes") + (fraction >= 0 ? "" : ".open");
            err.print("\r" + TEXT.format(key, p.keys(), Units.bytes(p.bytes()), fraction) + "   ");
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
