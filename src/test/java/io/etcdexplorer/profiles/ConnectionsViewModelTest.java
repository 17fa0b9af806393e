package io.etcdexplorer.profiles;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.status.StatusViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConnectionsViewModelTest {

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();
    private final List<ConnectionProfile> removed = new ArrayList<>();

    private ConnectionsViewModel viewModel() {
        return new ConnectionsViewModel(BackgroundExecutor.sameThread(), new ProfileStore(home.resolve("config")),
                status, removed::add);
    }

    private static List<String> names(ConnectionsViewModel vm) {
        return vm.entries().stream().map(ConnectionEntry::name).toList();
    }

    @Test
    void theLastConnectionIsSelectedButNotConnected() {
        ConnectionsViewModel first = viewModel();
        first.saveProfile(ConnectionProfile.ofEndpoints("staging", List.of("10.0.0.1:2379")));
        first.saveProfile(ConnectionProfile.ofEndpoints("prod", List.of("https://10.0.1.1:2379")));
        String prodKey = first.entries().get(2).rememberKey();
        assertEquals("profile:" + first.entries().get(2).profile().id(), prodKey);

        ConnectionsViewModel next = viewModel();
        next.selectRemembered(prodKey);
        assertEquals("prod", next.selectedProperty().get().name());

        ConnectionsViewModel playground = viewModel();
        playground.selectRemembered("playground");
        assertEquals(ConnectionEntry.Kind.PLAYGROUND, playground.selectedProperty().get().kind());

        ConnectionsViewModel deleted = viewModel();
        deleted.selectRemembered("profile:gone");
        assertEquals(null, deleted.selectedProperty().get(), "a deleted profile selects nothing");

        ConnectionsViewModel userFirst = viewModel();
        userFirst.selectedProperty().set(userFirst.entries().get(1));
        userFirst.selectRemembered(prodKey);
        assertEquals("staging", userFirst.selectedProperty().get().name(), "a choice already made stays");
    }

    @Test
    void savedProfilesSurviveARestartInTheUsersOrder() {
        ConnectionsViewModel vm = viewModel();
        vm.saveProfile(ConnectionProfile.ofEndpoints("staging", List.of("10.0.0.1:2379")));
        vm.saveProfile(ConnectionProfile.ofEndpoints("prod", List.of("https://10.0.1.1:2379")));
        vm.moveSelected(-1);
        assertEquals(List.of("Playground", "prod", "staging"), names(vm));
        vm.moveSelected(-1);
        assertEquals(List.of("Playground", "prod", "staging"), names(vm), "the playground stays first");

        assertEquals(List.of("Playground", "prod", "staging"), names(viewModel()));
    }

    @Test
    void editReplacesDuplicateCopiesAndDeleteForgetsSecrets() {
        ConnectionsViewModel vm = viewModel();
        ConnectionProfile staging = ConnectionProfile.ofEndpoints("staging", List.of("10.0.0.1:2379"));
        vm.saveProfile(staging);
        vm.saveProfile(staging.withName("staging-eu"));
        assertEquals(List.of("Playground", "staging-eu"), names(vm), "same id: an edit, not a new entry");

        vm.duplicateSelected();
        assertEquals(List.of("Playground", "staging-eu", "staging-eu (copy)"), names(vm));
        assertNotEquals(vm.entries().get(1).profile().id(), vm.entries().get(2).profile().id());

        vm.selectedProperty().set(vm.entries().get(1));
        vm.removeSelected();
        assertEquals(List.of("Playground", "staging-eu (copy)"), names(viewModel()));
        assertEquals(List.of(staging.id()), removed.stream().map(ConnectionProfile::id).toList());
    }

    @Test
    void thePlaygroundCannotBeEditedOrRemoved() {
        ConnectionsViewModel vm = viewModel();
        vm.selectedProperty().set(vm.playgroundEntry());
        assertFalse(vm.savedSelectedBinding().get());
        vm.removeSelected();
        assertEquals(List.of("Playground"), names(vm));
    }

    @Test
    void pastedKubeadmCommandBecomesAProfileToReview() {
        ConnectionsViewModel vm = viewModel();
        ImportTextViewModel dialog = vm.newImport();
        ImportPreview preview = preview(dialog, """
                ETCDCTL_API=3 etcdctl --endpoints=https://127.0.0.1:2379 \\
                  --cacert=/etc/kubernetes/pki/etcd/ca.crt --cert=/etc/kubernetes/pki/etcd/server.crt \\
                  --key=/etc/kubernetes/pki/etcd/server.key --user root:hunter2 member list""");
        assertTrue(preview.usable(), preview::describe);
        assertEquals(List.of("https://127.0.0.1:2379"), preview.profile().endpoints());
        assertEquals("/etc/kubernetes/pki/etcd/ca.crt", preview.profile().caCert());
        assertEquals("/etc/kubernetes/pki/etcd/server.key", preview.profile().key());
        assertEquals("root", preview.profile().user());
        assertEquals("hunter2", preview.password(), "kept for the session, never in the profile");
        assertTrue(preview.ignored().stream().anyMatch(i -> i.contains("member list")), preview::describe);

        ImportPreview nothing = preview(dialog, "just some words about etcd");
        assertFalse(nothing.usable());
        assertTrue(nothing.error().startsWith("No etcd endpoint found"), nothing.error());
    }

    /** The executor runs on the calling thread, so the preview is there once the text is set. */
    private static ImportPreview preview(ImportTextViewModel dialog, String text) {
        dialog.textProperty().set(text);
        assertFalse(dialog.readingProperty().get());
        return dialog.previewProperty().get();
    }

    @Test
    void exportThenImportGivesNewProfilesWithoutSecrets() throws Exception {
        ConnectionsViewModel vm = viewModel();
        vm.saveProfile(new ConnectionProfile(null, "prod", List.of("https://10.0.1.1:2379"), "/pki/ca.crt",
                "/pki/c.crt", "/pki/c.key", null, false, "root", true, null, true, 5, "#cc0000", null));
        Path file = home.resolve("export.json");
        vm.exportProfiles(file);
        String exported = Files.readString(file);
        assertFalse(exported.toLowerCase().contains("password"), exported);

        vm.importProfiles(file);
        assertEquals(List.of("Playground", "prod", "prod (2)"), names(vm));
        ConnectionProfile copy = vm.entries().get(2).profile();
        assertEquals("/pki/ca.crt", copy.caCert());
        assertTrue(copy.readOnly());
        assertEquals("#cc0000", copy.color());
    }
}
