package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import io.etcdexplorer.profiles.importers.ConnectionDraft;
import io.etcdexplorer.profiles.importers.ConnectionImporter;
import io.etcdexplorer.profiles.store.ProfileExchange;
import io.etcdexplorer.profiles.store.ProfileStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The connection list: the playground, saved profiles in the user's order, and the command-line connection.
 * Every change to saved profiles is written to the store at once.
 */
public final class ConnectionsViewModel {

    private static final Messages TEXT = Messages.of(ConnectionsViewModel.class);

    // Properties
    private final ObservableList<ConnectionEntry> entries = FXCollections.observableArrayList();
    private final ObjectProperty<ConnectionEntry> selected = new SimpleObjectProperty<>();
    private final BooleanBinding savedSelected = Bindings.createBooleanBinding(
            () -> selected.get() != null && selected.get().kind() == ConnectionEntry.Kind.SAVED, selected);

    private final BackgroundExecutor executor;
    private final Tasks tasks;
    private final ProfileStore store;
    private final ProfileExchange exchange = new ProfileExchange();
    private final StatusViewModel status;
    private final Consumer<ConnectionProfile> onRemoved;
    private final AtomicLong savesWritten = new AtomicLong();
    private long savesRequested;
    private String remembered;

    /**
     * @param onRemoved told about a deleted profile, so its secrets can be forgotten
     */
    public ConnectionsViewModel(BackgroundExecutor executor, ProfileStore store, StatusViewModel status,
                                Consumer<ConnectionProfile> onRemoved) {
        this.executor = executor;
        this.tasks = new Tasks(executor, status);
        this.store = store;
        this.status = status;
        this.onRemoved = onRemoved;
        entries.add(ConnectionEntry.playground());
        loadProfiles();
    }

    public ObservableList<ConnectionEntry> entries() {
        return entries;
    }

    public ObjectProperty<ConnectionEntry> selectedProperty() {
        return selected;
    }

    /** Edit, duplicate, remove, move and export apply to saved profiles only. */
    public BooleanBinding savedSelectedBinding() {
        return savedSelected;
    }

    public List<ConnectionProfile> savedProfiles() {
        return entries.stream().filter(e -> e.kind() == ConnectionEntry.Kind.SAVED).map(ConnectionEntry::profile)
                .toList();
    }

    public ConnectionEntry playgroundEntry() {
        return entries.get(0);
    }

    // Commands

    /**
     * Selects the entry last connected to (see {@link ConnectionEntry#rememberKey()}) once the saved profiles are
     * read, unless something is selected by then. Only selects: contacting a cluster waits for the user.
     */
    public void selectRemembered(String key) {
        remembered = key;
        selectRememberedIfIdle();
    }

    /** Adds a new profile after the others, or replaces the one with the same id (an edit). */
    public ConnectionEntry saveProfile(ConnectionProfile profile) {
        ConnectionEntry entry = ConnectionEntry.saved(profile);
        for (int i = 0; i < entries.size(); i++) {
            ConnectionProfile existing = entries.get(i).profile();
            if (existing != null && existing.id().equals(profile.id())) {
                entries.set(i, entry);
                selected.set(entry);
                persist();
                return entry;
            }
        }
        entries.add(insertionIndex(), entry);
        selected.set(entry);
        persist();
        return entry;
    }

    public void duplicateSelected() {
        if (savedSelected.get()) {
            ConnectionProfile original = selected.get().profile();
            saveProfile(original.copyAs(uniqueName(TEXT.format("list.copyName", original.name()))));
        }
    }

    public void removeSelected() {
        if (savedSelected.get()) {
            ConnectionEntry entry = selected.get();
            int index = entries.indexOf(entry);
            entries.remove(entry);
            selected.set(entries.get(Math.min(index, entries.size() - 1)));
            onRemoved.accept(entry.profile());
            persist();
        }
    }

    /** Moves the selected profile up (-1) or down (+1) among the saved ones. */
    public void moveSelected(int delta) {
        if (!savedSelected.get()) {
            return;
        }
        ConnectionEntry entry = selected.get();
        int from = entries.indexOf(entry);
        int to = from + delta;
        if (to < 1 || to >= entries.size() || entries.get(to).kind() != ConnectionEntry.Kind.SAVED) {
            return;
        }
        List<ConnectionEntry> reordered = new ArrayList<>(entries);
        reordered.remove(from);
        reordered.add(to, entry);
        entries.setAll(reordered);
        selected.set(entry);
        persist();
    }

    /** Adds the connection given on the command line (not saved unless the user saves it). */
    public ConnectionEntry addCommandLine(ConnectionSettings settings) {
        ConnectionEntry entry = ConnectionEntry.commandLine(settings);
        entries.add(entry);
        selected.set(entry);
        return entry;
    }

    /** Writes the saved profiles (never their secrets) to a file others can import. */
    public void exportProfiles(Path target) {
        List<ConnectionProfile> profiles = savedProfiles();
        tasks.run(() -> {
            exchange.export(profiles, target);
            return profiles.size();
        }).showing(TEXT.get("list.exporting")).onSuccess(count -> status.say(TEXT.format("list.exported", count,
                String.valueOf(target)))).onFailure(failure ->
                status.report(Problem.of(TEXT.format("list.exportFailed", String.valueOf(target),
                        failure.getMessage()), TEXT.get("list.exportFailedFix")))).start();
    }

    /** Adds the profiles of an exported file (or a profiles.json); entries it cannot read are reported. */
    public void importProfiles(Path source) {
        List<String> names = savedProfiles().stream().map(ConnectionProfile::name).toList();
        tasks.run(() -> exchange.importFrom(source, names)).showing(TEXT.get("list.importing")).onSuccess(result -> {
            result.profiles().forEach(this::saveProfile);
            status.say(TEXT.format("list.imported", result.profiles().size(), String.valueOf(source)));
            if (!result.problems().isEmpty()) {
                status.report(Problem.of(TEXT.format("list.importSkipped", String.valueOf(source),
                        String.join(" ", result.problems())), TEXT.get("list.importSkippedFix")));
            }
        }).onFailure(failure -> status.report(Problem.of(TEXT.format("list.importFailed", String.valueOf(source),
                failure.getMessage()), ""))).start();
    }

    /** A fresh import dialog state; it reads pasted text in the background and names profiles after this list. */
    public ImportTextViewModel newImport() {
        return new ImportTextViewModel(executor, this);
    }

    /**
     * The profile a draft becomes: a name no other profile has, and a password found in the text kept out of it.
     * On the UI thread, since it reads the list.
     */
    ImportPreview previewOf(ConnectionDraft draft) {
        ConnectionProfile profile = new ConnectionProfile(null, uniqueName(draft.suggestedName()),
                draft.endpoints(), draft.caCert(), draft.cert(), draft.key(), draft.serverName(),
                draft.insecureSkipTlsVerify(), draft.user(), false, draft.namespace(), false,
                draft.dialTimeoutSeconds() == null ? ConnectionProfile.DEFAULT_TIMEOUT_SECONDS
                        : draft.dialTimeoutSeconds(), null, null);
        return new ImportPreview(profile, draft.password(), draft.source(), draft.ignored(), draft.warnings(), null);
    }

    /** Reads a file to import (a manifest, a script with ETCDCTL_* lines...) off the UI thread. */
    public void readImportFile(Path file, Consumer<String> onText) {
        tasks.run(() -> {
            long size = Files.size(file);
            if (size > ConnectionImporter.MAX_TEXT_BYTES) {
                throw new IOException(TEXT.format("list.fileTooBig", Units.bytes(size),
                        Units.bytes(ConnectionImporter.MAX_TEXT_BYTES)));
            }
            return Files.readString(file);
        }).onSuccess(onText).onFailure(failure -> status.report(Problem.of(TEXT.format("list.readFailed",
                String.valueOf(file), failure.getMessage()), TEXT.get("list.readFailedFix")))).start();
    }

    /** A name no saved profile has yet: "staging", then "staging (2)", ... */
    public String uniqueName(String wanted) {
        String base = wanted == null || wanted.isBlank() ? "etcd" : wanted.trim();
        List<String> taken = savedProfiles().stream().map(ConnectionProfile::name).toList();
        String name = base;
        for (int n = 2; taken.contains(name); n++) {
            name = base + " (" + n + ")";
        }
        return name;
    }

    private int insertionIndex() {
        int index = entries.size();
        while (index > 1 && entries.get(index - 1).kind() == ConnectionEntry.Kind.COMMAND_LINE) {
            index--;
        }
        return index;
    }

    /** Reads the saved profiles off the UI thread; they go before a command-line entry added meanwhile. */
    private void loadProfiles() {
        tasks.run(store::load).onSuccess(profiles -> {
            entries.addAll(insertionIndex(), profiles.stream().map(ConnectionEntry::saved).toList());
            selectRememberedIfIdle();
        }).onFailure(failure -> status.report(Problem.of(TEXT.format("list.loadFailed", failure.getMessage()),
                TEXT.format("list.loadFailedFix", String.valueOf(store.file()))))).start();
    }

    private void selectRememberedIfIdle() {
        if (remembered == null || selected.get() != null) {
            return;
        }
        entries.stream().filter(e -> remembered.equals(e.rememberKey())).findFirst().ifPresent(selected::set);
    }

    /** Saves run in the background; a generation number keeps an older list from overwriting a newer one. */
    private void persist() {
        List<ConnectionProfile> profiles = savedProfiles();
        long generation = ++savesRequested;
        tasks.run(() -> {
            synchronized (savesWritten) {
                if (generation > savesWritten.get()) {
                    store.save(profiles);
                    savesWritten.set(generation);
                }
            }
            return Boolean.TRUE;
        }).onFailure(failure -> status.report(Problem.of(TEXT.format("list.saveFailed", failure.getMessage()),
                TEXT.format("list.saveFailedFix", String.valueOf(store.file().getParent()))))).start();
    }
}
