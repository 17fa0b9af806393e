package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.ConnectionsViewModel;
import io.etcdexplorer.profiles.SessionViewModel;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Optional;

/**
 * The end of a node import, held by {@link NodeImportViewModel}: a tested profile is saved, its SSH secret kept for
 * this run, and connected; when a saved profile already reaches the same node, the user is asked first (update it,
 * keep both, or save nothing) instead of getting a numbered duplicate.
 */
final class NodeOutcome {

    private final ReadOnlyObjectWrapper<DuplicateQuestion> question = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ConnectionEntry> imported = new ReadOnlyObjectWrapper<>();
    private final ObservableList<String> notes = FXCollections.observableArrayList();
    private final ObservableList<String> notesView = FXCollections.unmodifiableObservableList(notes);
    private final ConnectionsViewModel connections;
    private final SessionViewModel session;

    NodeOutcome(ConnectionsViewModel connections, SessionViewModel session) {
        this.connections = connections;
        this.session = session;
    }

    /** A new import attempt starts: the banner of the last failed connect no longer applies. */
    void attemptStarted() {
        session.attemptStarted();
    }

    ReadOnlyObjectProperty<DuplicateQuestion> questionProperty() {
        return question.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<ConnectionEntry> importedProperty() {
        return imported.getReadOnlyProperty();
    }

    ObservableList<String> notes() {
        return notesView;
    }

    /** Saves and connects a tested profile; or, for a node a saved profile reaches, asks and returns the question. */
    Optional<DuplicateQuestion> offer(ConnectionProfile tested, List<String> said, String sshSecret) {
        Optional<ConnectionProfile> same = DuplicateQuestion.sameNode(connections.savedProfiles(), tested);
        if (same.isPresent()) {
            question.set(new DuplicateQuestion(same.get(), tested, said, sshSecret));
            return Optional.of(question.get());
        }
        save(tested.withName(connections.uniqueName(tested.name())), said, sshSecret);
        return Optional.empty();
    }

    void updateExisting() {
        DuplicateQuestion asked = question.get();
        if (asked != null) {
            question.set(null);
            save(asked.updated(), asked.notes(), asked.secret());
        }
    }

    void keepBoth() {
        DuplicateQuestion asked = question.get();
        if (asked != null) {
            question.set(null);
            save(asked.found().withName(connections.uniqueName(asked.found().name())), asked.notes(), asked.secret());
        }
    }

    /** Drops the question; returns the profile that stays as it was, if one was asked about. */
    Optional<ConnectionProfile> cancel() {
        DuplicateQuestion asked = question.get();
        question.set(null);
        return Optional.ofNullable(asked).map(DuplicateQuestion::existing);
    }

    private void save(ConnectionProfile profile, List<String> said, String sshSecret) {
        ConnectionEntry entry = connections.saveProfile(profile);
        if (sshSecret != null) {
            session.storeSecrets(profile, null, null, sshSecret);
        }
        notes.setAll(said);
        imported.set(entry);
        session.connect(entry);
    }
}
