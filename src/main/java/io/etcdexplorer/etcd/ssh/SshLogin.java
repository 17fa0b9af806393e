package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.SecretRequiredException;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.auth.UserAuthFactory;
import org.apache.sshd.client.auth.keyboard.UserAuthKeyboardInteractiveFactory;
import org.apache.sshd.client.auth.password.PasswordIdentityProvider;
import org.apache.sshd.client.auth.password.UserAuthPasswordFactory;
import org.apache.sshd.client.auth.pubkey.UserAuthPublicKeyFactory;
import org.apache.sshd.client.config.hosts.HostConfigEntryResolver;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.NamedFactory;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.KeyIdentityProvider;
import org.apache.sshd.common.signature.Signature;
import org.apache.sshd.core.CoreModuleProperties;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Everything needed to log in, prepared once so that reconnecting needs no prompt: the decrypted keys, the agent's
 * socket or the password, and the host key check. Also sets up the MINA client so that nothing of the user's
 * ~/.ssh is used behind the settings' back (no ssh_config, no default keys, no accept-new host keys).
 */
final class SshLogin {

    private static final Duration HEARTBEAT = Duration.ofSeconds(15);
    private static final int MISSED_HEARTBEATS = 3;

    private final SshSettings settings;
    private final HostKeyCheck hostKeys;
    private final List<KeyPair> keys;
    private final Path agentSocket;
    private List<NamedFactory<Signature>> defaultSignatures;

    private SshLogin(SshSettings settings, List<KeyPair> keys, Path agentSocket) {
        this.settings = settings;
        this.hostKeys = new HostKeyCheck(settings);
        this.keys = keys;
        this.agentSocket = agentSocket;
    }

    /** Loads keys and checks the agent or password before any connection is made. */
    static SshLogin prepare(SshSettings settings, Map<String, String> environment) {
        return switch (settings.auth()) {
            case KEY -> new SshLogin(settings, SshKeys.load(settings), null);
            case AGENT -> new SshLogin(settings, List.of(), agentSocket(settings, environment));
            case PASSWORD -> {
                if (settings.password() == null || settings.password().isEmpty()) {
                    throw new SecretRequiredException(SecretRequiredException.Kind.SSH_PASSWORD,
                            SshErrors.TEXT.format("password.needed", settings.label()), "", null);
                }
                yield new SshLogin(settings, List.of(), null);
            }
        };
    }

    SshClient newClient() {
        SshClient client = SshClient.setUpDefaultClient();
        client.setHostConfigEntryResolver(HostConfigEntryResolver.EMPTY);
        client.setKeyIdentityProvider(KeyIdentityProvider.EMPTY_KEYS_PROVIDER);
        client.setPasswordIdentityProvider(PasswordIdentityProvider.EMPTY_PASSWORDS_PROVIDER);
        client.setFilePasswordProvider(FilePasswordProvider.EMPTY);
        client.setServerKeyVerifier(hostKeys);
        List<UserAuthFactory> methods = switch (settings.auth()) {
            case KEY, AGENT -> List.of(UserAuthPublicKeyFactory.INSTANCE);
            case PASSWORD -> List.of(UserAuthPasswordFactory.INSTANCE, UserAuthKeyboardInteractiveFactory.INSTANCE);
        };
        client.setUserAuthFactories(methods);
        if (agentSocket != null) {
            client.setAgentFactory(UnixAgent.factory(agentSocket));
        }
        // A host that vanished without closing the TCP connection is noticed within a minute.
        CoreModuleProperties.HEARTBEAT_INTERVAL.set(client, HEARTBEAT);
        CoreModuleProperties.HEARTBEAT_NO_REPLY_MAX.set(client, MISSED_HEARTBEATS);
        // An idle tunnel is fine: the heartbeat tells a dead connection, not a quiet one.
        CoreModuleProperties.IDLE_TIMEOUT.set(client, Duration.ZERO);
        CoreModuleProperties.NIO2_READ_TIMEOUT.set(client, Duration.ZERO);
        defaultSignatures = List.copyOf(client.getSignatureFactories());
        return client;
    }

    /** Connects, verifies the host key and logs in; the session is closed again when any step fails. */
    ClientSession establish(SshClient client) {
        client.setSignatureFactories(preferKnownTypes());
        Duration timeout = settings.connectTimeout();
        ClientSession session;
        try {
            session = client.connect(settings.user(), settings.host(), settings.port()).verify(timeout)
                    .getClientSession();
        } catch (IOException | RuntimeException e) {
            throw SshErrors.connect(settings, e);
        }
        try {
            keys.forEach(session::addPublicKeyIdentity);
            if (settings.auth() == SshSettings.Auth.PASSWORD) {
                session.addPasswordIdentity(settings.password());
            }
            session.auth().verify(timeout);
            return session;
        } catch (IOException | RuntimeException e) {
            session.close(true);
            EtcdAccessException refusal = hostKeys.takeRefusal();
            if (refusal != null) {
                throw refusal;
            }
            throw SshErrors.login(settings, tried(), e);
        }
    }

    /**
     * The host is asked for the key types known_hosts has for it first, as {@code ssh} does; otherwise a host
     * known by its ed25519 key could present its ECDSA key and look changed.
     */
    private List<NamedFactory<Signature>> preferKnownTypes() {
        Set<String> known = hostKeys.knownKeyTypes();
        if (known.isEmpty()) {
            return defaultSignatures;
        }
        List<NamedFactory<Signature>> first = new ArrayList<>();
        List<NamedFactory<Signature>> rest = new ArrayList<>();
        for (NamedFactory<Signature> factory : defaultSignatures) {
            (known.contains(KeyUtils.getCanonicalKeyType(factory.getName())) ? first : rest).add(factory);
        }
        first.addAll(rest);
        return first;
    }

    private String tried() {
        return switch (settings.auth()) {
            case KEY -> keys.stream().map(k -> KnownHosts.typeName(k.getPublic()) + " key "
                    + KnownHosts.fingerprint(k.getPublic())).collect(Collectors.joining(", "))
                    + " from " + (settings.identityFile() != null ? settings.identityFile()
                    : "the default key files");
            case AGENT -> "the keys of the SSH agent at " + agentSocket;
            case PASSWORD -> "a password";
        };
    }

    private static Path agentSocket(SshSettings settings, Map<String, String> environment) {
        String socket = environment.get("SSH_AUTH_SOCK");
        if (socket == null || socket.isBlank()) {
            throw new EtcdAccessException(Hop.SSH_AUTH, SshErrors.TEXT.format("agent.none", settings.label()),
                    SshErrors.TEXT.get("agent.none.fix"), null);
        }
        Path path = Path.of(socket);
        if (!Files.exists(path)) {
            throw new EtcdAccessException(Hop.SSH_AUTH, SshErrors.TEXT.format("agent.missing", socket),
                    SshErrors.TEXT.get("agent.missing.fix"), null);
        }
        return path;
    }
}
