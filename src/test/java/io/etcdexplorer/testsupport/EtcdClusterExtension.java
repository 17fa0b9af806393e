package io.etcdexplorer.testsupport;

import io.etcd.jetcd.Client;
import io.etcd.jetcd.maintenance.StatusResponse;
import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.etcd.local.EtcdOptions;
import io.etcdexplorer.etcd.local.EtcdProcess;
import io.etcdexplorer.etcd.local.FreePorts;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a real 3-member etcd cluster on loopback, registered like {@link EtcdExtension}: as a static field one cluster
 * for the test class, as an instance field a fresh one for every test. Members can be stopped, killed (SIGKILL) and
 * started again on the same ports and data dir, where they rejoin. Elections are fast (heartbeat 50 ms, election
 * timeout 500 ms). A missing etcd binary fails the tests with install instructions. Processes and data dirs are
 * removed after the owning class or test whatever its outcome; after a failure the members' log tails go to stderr.
 */
public final class EtcdClusterExtension implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback,
        AfterEachCallback {

    public static final int SIZE = 3;
    private static final List<String> FAST_ELECTIONS = List.of("--heartbeat-interval", "50",
            "--election-timeout", "500");
    private static final int START_ATTEMPTS = 3;

    private final List<Member> members = new ArrayList<>();
    private Path tempDir;
    private Client client;
    private String ownerId;

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        startOnceFor(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        startOnceFor(context); // a static field's cluster is already up: then this does nothing
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        stopIfOwnedBy(context); // also for a static field: then the cluster stays, but a failure's logs are shown
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        stopIfOwnedBy(context);
    }

    /** The client URLs of all members (running or not), e.g. {@code http://127.0.0.1:23791}, in member order. */
    public List<String> endpoints() {
        return running().stream().map(Member::endpoint).toList();
    }

    public Member member(int index) {
        return running().get(index);
    }

    /** A jetcd client on all endpoints, built on first use and closed with the cluster. */
    public synchronized Client client() {
        if (client == null) {
            client = Client.builder().endpoints(endpoints().toArray(String[]::new)).build();
        }
        return client;
    }

    /**
     * The index of the leader: the running member whose status names itself as leader; -1 while none does (during
     * an election, or without quorum). Members that do not answer within 2 s are skipped.
     */
    public int leaderIndex() {
        for (Member member : running()) {
            StatusResponse status = member.isRunning() ? member.status() : null;
            if (status != null && status.getLeader() != 0 && status.getLeader() == status.getHeader().getMemberId()) {
                return member.index;
            }
        }
        return -1;
    }

    /** Waits until some running member leads and returns its index; fails after {@code timeout}. */
    public int awaitLeader(Duration timeout) {
        return awaitLeader(timeout, leader -> leader >= 0);
    }

    /** Makes member {@code index} the leader (etcd's move-leader, sent to the current leader) and waits for it. */
    public void moveLeaderTo(int index) {
        int leader = awaitLeader(Duration.ofSeconds(10));
        if (leader != index) {
            try (Client toLeader = Client.builder().endpoints(member(leader).endpoint()).build()) {
                await(toLeader.getMaintenanceClient().moveLeader(member(index).memberId()), "move-leader");
            }
            awaitLeader(Duration.ofSeconds(10), now -> now == index);
        }
    }

    private int awaitLeader(Duration timeout, IntPredicate wanted) {
        long deadline = System.nanoTime() + timeout.toNanos();
        int leader;
        while (!wanted.test(leader = leaderIndex())) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("no such leader within " + timeout.toMillis() + " ms (leader index " + leader
                        + ", running " + running().stream().filter(Member::isRunning).toList() + ")");
            }
            sleep(20);
        }
        return leader;
    }

    private synchronized void startOnceFor(ExtensionContext context) throws IOException {
        if (!members.isEmpty()) {
            return;
        }
        Path binary = EtcdBinary.locate(System.getenv()).orElseThrow(() -> new IllegalStateException(
                "EtcdClusterExtension needs a real etcd." + System.lineSeparator() + EtcdBinary.installHint()));
        tempDir = Files.createTempDirectory("etcd-cluster-test-");
        try {
            for (int attempt = 1; members.isEmpty(); attempt++) {
                try {
                    launchAll(binary, tempDir.resolve("attempt-" + attempt));
                } catch (IOException e) {
                    destroyAll();
                    // Another process took a planned port before etcd bound it (EtcdProcess's PortInUseException,
                    // package private): plan fresh ones. Any other failure is final.
                    if (!e.getClass().getSimpleName().equals("PortInUseException") || attempt >= START_ATTEMPTS) {
                        throw e;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            destroyAll();
            deleteTree(tempDir);
            tempDir = null;
            throw e;
        }
        ownerId = context.getUniqueId();
    }

    /** Launches all members, then waits for each: none is ready before a quorum runs. */
    private void launchAll(Path binary, Path dir) throws IOException {
        String host = EtcdOptions.DEFAULT_HOST;
        List<Integer> ports = FreePorts.pick(host, 2 * SIZE); // client ports, then peer ports
        String initialCluster = IntStream.range(0, SIZE).mapToObj(i -> "m" + i + "=http://" + host + ":"
                + ports.get(SIZE + i)).collect(Collectors.joining(","));
        List<String> args = new ArrayList<>(FAST_ELECTIONS);
        args.addAll(List.of("--initial-cluster-token", "etcd-explorer-test-" + UUID.randomUUID()));
        for (int i = 0; i < SIZE; i++) {
            EtcdOptions options = EtcdOptions.builder(binary, dir.resolve("m" + i)).name("m" + i).host(host)
                    .clientPort(ports.get(i)).peerPort(ports.get(SIZE + i)).initialCluster(initialCluster)
                    .initialClusterState("new").extraArgs(args).build();
            members.add(new Member(i, EtcdProcess.launch(options)));
        }
        for (Member member : members) {
            member.process.awaitReady();
        }
    }

    private synchronized void stopIfOwnedBy(ExtensionContext context) throws IOException {
        if (!members.isEmpty() && context.getExecutionException().isPresent()) {
            members.forEach(Member::printLogTail);
        }
        if (members.isEmpty() || !context.getUniqueId().equals(ownerId)) {
            return;
        }
        try {
            if (client != null) {
                client.close();
            }
        } finally {
            client = null;
            ownerId = null;
            destroyAll();
            deleteTree(tempDir);
            tempDir = null;
        }
    }

    /** SIGKILL is enough at the end: the data is thrown away, and a member without quorum stops slowly. */
    private void destroyAll() {
        for (Member member : members) {
            try {
                member.kill();
            } catch (RuntimeException e) {
                System.err.println("could not kill " + member + ": " + e);
            } finally {
                member.process.stop();
            }
        }
        members.clear();
    }

    private synchronized List<Member> running() {
        if (members.isEmpty()) {
            throw new IllegalStateException("the cluster is not running: register EtcdClusterExtension with"
                    + " @RegisterExtension and use it only inside tests or @BeforeEach/@AfterEach methods");
        }
        return List.copyOf(members);
    }

    /** One member of the cluster. */
    public final class Member {
        private final int index;
        private final EtcdProcess process;

        private Member(int index, EtcdProcess process) {
            this.index = index;
            this.process = process;
        }

        /** This member's client URL; it stays the same across stop and start. */
        public String endpoint() {
            return process.clientUrl();
        }

        public boolean isRunning() {
            return process.isAlive();
        }

        /** etcd's id of this member; it must be running. */
        public long memberId() {
            return Objects.requireNonNull(status(), () -> this + " did not answer").getHeader().getMemberId();
        }

        /** Stops gracefully (SIGTERM); keeps the data dir. */
        public void stop() {
            process.stop();
        }

        /** SIGKILL, then waits until it is gone. Does nothing if it is not running. */
        public void kill() {
            // Only while our shell wrapper runs: it has not reaped etcd, so the pid cannot be another process's yet.
            if (process.isAlive()) {
                ProcessHandle.of(process.pid()).ifPresent(etcd -> {
                    etcd.destroyForcibly();
                    await(etcd.onExit(), "the exit of killed " + this);
                });
            }
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (process.isAlive() && System.nanoTime() < end) {
                sleep(10); // the wrapper ends as soon as etcd has
            }
        }

        /** Starts again (after stop or kill) with the same ports and data dir, and waits until it is healthy. */
        public void start() throws IOException {
            process.restart();
        }

        /** This member's own status, or null if it does not answer within 2 s. */
        StatusResponse status() {
            try {
                return client().getMaintenanceClient().statusMember(endpoint()).get(2, TimeUnit.SECONDS);
            } catch (Exception e) {
                if (e instanceof InterruptedException) {
                    Thread.currentThread().interrupt();
                }
                return null;
            }
        }

        private void printLogTail() {
            try {
                List<String> lines = Files.readAllLines(process.logFile());
                System.err.println("---- last log lines of " + this + " ----");
                lines.subList(Math.max(0, lines.size() - 25), lines.size()).forEach(System.err::println);
            } catch (IOException e) {
                System.err.println("---- no log of " + this + ": " + e); // the failure itself matters more
            }
        }

        @Override
        public String toString() {
            return "member " + process.options().name() + " (" + endpoint() + ")";
        }
    }

    private static <T> T await(CompletableFuture<T> future, String what) {
        try {
            return future.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new IllegalStateException("failed waiting for " + what + ": " + e, e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (root != null && Files.exists(root)) {
            try (Stream<Path> paths = Files.walk(root)) {
                paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }
}
