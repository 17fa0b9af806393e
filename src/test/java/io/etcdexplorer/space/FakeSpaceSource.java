package io.etcdexplorer.space;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A {@link SpaceSource} that answers from prepared breakdowns, in pages the test can interrupt: each page reports
 * progress and runs {@link #betweenPages}, and a stopped read returns what it "read" so far, incomplete.
 */
final class FakeSpaceSource implements SpaceSource {

    /** What each call asked for, e.g. "sizes /registry/ RESOURCE cap=4294967296". */
    final List<String> calls = new ArrayList<>();
    SpaceNode root;
    List<KeySize> largest = List.of();
    List<MemberSpace> members = List.of();
    RuntimeException failure;
    int pages = 3;
    Runnable betweenPages = () -> { };
    /** A size read stops here as a capped read would; 0: never. */
    long capAt;

    @Override
    public SpaceReport sizes(byte[] prefix, SpaceGrouping grouping, long byteCap, BooleanSupplier stopped,
                             Consumer<ScanProgress> progress) {
        calls.add("sizes " + new String(prefix) + " " + grouping + " cap=" + byteCap);
        boolean complete = read(byteCap, stopped, progress) && (capAt == 0 || byteCap > capAt);
        return new SpaceReport(SpaceReport.Kind.SIZE, grouping, root, largest, 0, 100, complete);
    }

    @Override
    public SpaceReport churn(byte[] prefix, SpaceGrouping grouping, long fromRevision, long toRevision,
                             BooleanSupplier stopped, Consumer<ScanProgress> progress) {
        calls.add("churn " + new String(prefix) + " " + grouping + " " + fromRevision + ".." + toRevision);
        boolean complete = read(0, stopped, progress);
        return new SpaceReport(SpaceReport.Kind.CHURN, grouping, root, largest, fromRevision, toRevision, complete);
    }

    @Override
    public List<MemberSpace> members() {
        return members;
    }

    private boolean read(long cap, BooleanSupplier stopped, Consumer<ScanProgress> progress) {
        if (failure != null) {
            throw failure;
        }
        for (int page = 1; page <= pages; page++) {
            if (stopped.getAsBoolean()) {
                return false;
            }
            progress.accept(new ScanProgress(page * 1000L, page * 1_000_000L, cap));
            betweenPages.run();
        }
        return true;
    }

    static SpaceNode node(String name, String prefix, long keys, long bytes, SpaceNode... children) {
        return new SpaceNode(name, prefix, keys, bytes, children.length == 0 ? prefix : null, bytes, List.of(children));
    }
}
