package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.SshHop;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A tested profile for a node that a saved profile already reaches (the same SSH host, port and user, and the same
 * endpoints): the user chooses between updating that one, keeping both, and saving nothing.
 *
 * @param existing the saved profile for the same node
 * @param found    the profile the import built and tested
 * @param notes    what the import chose and why, shown once it is saved
 * @param secret   the SSH secret typed for the import, or null
 */
public record DuplicateQuestion(ConnectionProfile existing, ConnectionProfile found, List<String> notes,
                                String secret) {

    private static final Messages TEXT = Messages.of(DuplicateQuestion.class);

    /** What the user can answer. */
    public enum Answer { UPDATE_IT, KEEP_BOTH, SAVE_NOTHING }

    public DuplicateQuestion {
        notes = List.copyOf(notes);
    }

    /** The first of {@code saved} that reaches the same etcd through the same SSH login as {@code found}. */
    static Optional<ConnectionProfile> sameNode(List<ConnectionProfile> saved, ConnectionProfile found) {
        return saved.stream().filter(p -> sameLogin(p.ssh(), found.ssh()) && p.endpoints().equals(found.endpoints()))
                .findFirst();
    }

    private static boolean sameLogin(SshHop a, SshHop b) {
        return a != null && b != null && a.host().toLowerCase(Locale.ROOT).equals(b.host().toLowerCase(Locale.ROOT))
                && a.port() == b.port() && Objects.equals(a.user(), b.user());
    }

    /**
     * The existing profile with what the import found: its id (and so its remembered secrets), name, colour and
     * namespace stay; how it reaches etcd is the tested one.
     */
    ConnectionProfile updated() {
        return new ConnectionProfile(existing.id(), existing.name(), found.endpoints(), found.caCert(), found.cert(),
                found.key(), found.serverName(), found.insecureSkipTlsVerify(), found.user(),
                existing.rememberSecrets(), existing.namespace(), found.readOnly(), found.connectTimeoutSeconds(),
                existing.color(), found.ssh());
    }

    /** The question as the dialog asks it. */
    String text() {
        return TEXT.format("msg.duplicate", existing.name(), existing.ssh().label(),
                String.join(", ", existing.endpoints()));
    }
}
