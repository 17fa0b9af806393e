package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.status.Problem;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.function.LongSupplier;

/**
 * The members bar's figures: each member's database file, size in use and quota, read from their status with every
 * analysis, and what maintenance would give back. A defragmentation gives back the free pages (file minus in use);
 * compaction and defragmentation together would leave about the live keys and values, which only a complete
 * breakdown of the whole keyspace knows: the bar says it is an estimate, and how to get one. UI thread only.
 */
final class SpaceMembers {

    private static final Messages TEXT = Messages.of(SpaceMembers.class);

    private final ObservableList<MemberFigures> figures = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    private final Tasks tasks;
    private final Latest reads = new Latest();
    private List<MemberSpace> read = List.of();

    SpaceMembers(Tasks tasks) {
        this.tasks = tasks;
    }

    ObservableList<MemberFigures> figures() {
        return figures;
    }

    ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** Reads the members' status; {@code wholeKeyspace} gives the live bytes to estimate from once it is in. */
    void read(SpaceSource source, LongSupplier wholeKeyspace) {
        tasks.run(source::members).latestIn(reads).onSuccess(members -> {
            read = List.copyOf(members);
            estimate(wholeKeyspace.getAsLong());
        }).onFailure(failure -> {
            Problem problem = Problem.of(failure, TEXT.get("theCluster"));
            read = List.of();
            figures.clear();
            note.set(TEXT.format("members.failed", problem.message()
                    + (problem.hint().isBlank() ? "" : " " + problem.hint())));
        }).start();
    }

    /** The figures again with {@code liveBytes} (-1: unknown) as what compaction and defragmentation would leave. */
    void estimate(long liveBytes) {
        figures.setAll(read.stream().map(member -> MemberFigures.of(member, liveBytes)).toList());
        if (read.isEmpty()) {
            note.set("");
        } else if (liveBytes < 0) {
            note.set(TEXT.get("members.noEstimate"));
        } else {
            note.set(TEXT.format("members.estimate", SpaceTexts.size(liveBytes)));
        }
    }

    void clear() {
        reads.invalidate();
        read = List.of();
        figures.clear();
        note.set("");
    }
}
