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
import io.etcdexplorer.snapshots.OpenedSnapshot;
import io.etcdexplorer.snapshots.SnapshotOpener;
import io.etcdexplorer.snapshots.SnapshotProblem;
import io.etcdexplorer.snapshots.SnapshotWorkDirs;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code etcd-explorer space [options]}: what fills the database (key and value bytes by prefix or by Kubernetes
 * resource and namespace, the largest keys, each member's file and quota), or with {@code --from-rev} which prefixes
 * wrote most between two revisions. With {@code --snapshot FILE} it reads a snapshot file offline, through a private
 * read-only etcd that goes when the verb ends, however it ends.
 */
public final class SpaceCommand {

    private static final Messages TEXT = Messages.of(SpaceCommand.class);

    private SpaceCommand() {
    }

    /**
     * Runs the verb; {@code interactive} (stderr is a terminal) shows a progress line there. A snapshot's temporary
     * copy goes in {@code snapshotsDir}, the app's, so a copy a killed run leaves is deleted by the app's next start.
     */
    public static int run(List<String> args, Map<String, String> env, PrintStream out, PrintStream err,
                          boolean interactive, Path snapshotsDir) {
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
        ProgressLine line = new ProgressLine(err, interactive, options.churn());
        if (parsed.snapshot().isPresent()) {
            // ETCDCTL_* variables may name the usual cluster: only connection flags typed with --snapshot clash.
            if (EtcdctlFlags.parse(options.connectionArgs(), Map.of()).settings().isPresent()) {
                err.println(TEXT.format("space.error", TEXT.get("space.snapshotAndConnection")));
                return 2;
            }
            return fromSnapshot(parsed.snapshot().get(), options, env, out, err, line, snapshotsDir);
        }
        ConnectionSettings settings = parsed.settings().orElse(ConnectionSettings.plain(List.of("127.0.0.1:2379")));
        return analyse(settings, options, env, out, err, line, true);
    }

    private static int fromSnapshot(Path file, SpaceOptions options, Map<String, String> env, PrintStream out,
                                    PrintStream err, ProgressLine line, Path snapshotsDir) {
        OpenedSnapshot snapshot;
        try {
            snapshot = new SnapshotOpener(new SnapshotWorkDirs(snapshotsDir), env)
                    .open(file, options.skipHashCheck(), () -> false, step -> line.step(step.step()));
        } catch (SnapshotProblem e) {
            line.clear();
            err.println(TEXT.format("space.snapshotFailed", e.problem().message(), e.problem().hint()));
            if (e.offersSkip()) {
                err.println(TEXT.get("space.snapshotSkip"));
            }
            return 1;
        } catch (IOException e) {
            line.clear();
            err.println(TEXT.format("space.error", e.getMessage()));
            return 1;
        }
        // Ctrl-C ends the JVM through its shutdown hooks: the private etcd and the copy go then too.
        Thread cleanup = new Thread(snapshot::close, "snapshot-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        try {
            // No members: the private etcd's file and quota are not the cluster's the snapshot came from.
            return analyse(snapshot.settings(), options, env, out, err, line, false);
        } finally {
            snapshot.close();
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs (or ran) anyway; closing twice is harmless
            }
        }
    }

    private static int analyse(ConnectionSettings settings, SpaceOptions options, Map<String, String> env,
                               PrintStream out, PrintStream err, ProgressLine line, boolean withMembers) {
        try (EtcdSession session = new EtcdConnector(env).connect(settings, header -> { })) {
            EtcdSpaceSource source = new EtcdSpaceSource(session);
            SpaceReport report = options.churn()
                    ? source.churn(options.prefix(), options.grouping(), options.fromRevision(),
                    options.toRevision(), () -> false, line)
                    : source.sizes(options.prefix(), options.grouping(), options.maxBytes(), () -> false, line);
            List<MemberSpace> members = options.churn() || !withMembers ? List.of() : source.members();
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

        /** A step of opening a snapshot, e.g. "Restoring etcd-backup.db". */
        void step(String text) {
            if (shown) {
                err.print("\r" + text + "…   ");
                err.flush();
                dirty = true;
            }
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
