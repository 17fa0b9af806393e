package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.files.SafeFiles;
import org.apache.sshd.client.config.hosts.KnownHostEntry;
import org.apache.sshd.common.config.keys.AuthorizedKeyEntry;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.config.keys.PublicKeyEntryResolver;
import org.apache.sshd.common.digest.BuiltinDigests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An OpenSSH known_hosts file, read the way {@code ssh} reads it: {@code host} lines for port 22 and
 * {@code [host]:port} lines for others, plain or hashed ({@code |1|salt|hash}), with wildcards and negations, and
 * {@code @revoked} keys. Host certificates ({@code @cert-authority}) are not supported and are skipped.
 */
final class KnownHosts {

    private static final Logger LOG = LoggerFactory.getLogger(KnownHosts.class);

    /** What the file says about a presented key. */
    enum Verdict { TRUSTED, UNKNOWN, CHANGED, REVOKED }

    /** One matching line: its number (from 1) and its key. */
    record Line(int number, PublicKey key) {
    }

    /** The verdict, with the line that decided it (null for UNKNOWN, or for TRUSTED). */
    record Check(Verdict verdict, Line line) {
    }

    private final Path file;

    static {
        MinaDefaults.apply();
    }

    KnownHosts(Path file) {
        this.file = file;
    }

    Path file() {
        return file;
    }

    /**
     * Checks the key {@code host:port} presented. A missing file knows no host.
     *
     * @throws IOException when the file exists but cannot be read (permissions, a folder in its place): the key
     *                     cannot be checked then, and must not be taken for an unknown one
     */
    Check check(String host, int port, PublicKey presented) throws IOException {
        List<Line> same = new ArrayList<>();
        List<Line> others = new ArrayList<>();
        String type = KeyUtils.getKeyType(presented);
        List<Parsed> matching = matching(host, port);
        // A revoked key stays revoked wherever its line is, as in ssh.
        for (Parsed parsed : matching) {
            if ("revoked".equals(parsed.marker()) && KeyUtils.compareKeys(parsed.line().key(), presented)) {
                return new Check(Verdict.REVOKED, parsed.line());
            }
        }
        for (Parsed parsed : matching) {
            if (parsed.marker() != null) {
                continue;
            }
            if (KeyUtils.compareKeys(parsed.line().key(), presented)) {
                return new Check(Verdict.TRUSTED, parsed.line());
            }
            (type.equals(KeyUtils.getKeyType(parsed.line().key())) ? same : others).add(parsed.line());
        }
        // A known key of the same type that differs is a changed key; known keys of other types only are too,
        // since the connection asks for those types first (see knownKeyTypes).
        if (!same.isEmpty()) {
            return new Check(Verdict.CHANGED, same.get(0));
        }
        return others.isEmpty() ? new Check(Verdict.UNKNOWN, null) : new Check(Verdict.CHANGED, others.get(0));
    }

    /** The key types known for {@code host:port}, in file order, so that the host is asked for one of those. */
    Set<String> knownKeyTypes(String host, int port) throws IOException {
        Set<String> types = new LinkedHashSet<>();
        for (Parsed parsed : matching(host, port)) {
            if (parsed.marker() == null) {
                types.add(KeyUtils.getKeyType(parsed.line().key()));
            }
        }
        return types;
    }

    /**
     * Adds a line trusting {@code key} for {@code host:port}, creating the file (and its folder) readable by
     * the user only when missing, as {@code ssh} does.
     */
    void trust(String host, int port, PublicKey key) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            SafeFiles.createPrivateDirectory(dir);
        }
        byte[] existing = Files.exists(file) ? Files.readAllBytes(file) : new byte[0];
        String separator = existing.length == 0 || existing[existing.length - 1] == '\n' ? "" : "\n";
        byte[] line = (separator + pattern(host, port) + " " + PublicKeyEntry.toString(key) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        byte[] content = Arrays.copyOf(existing, existing.length + line.length);
        System.arraycopy(line, 0, content, existing.length, line.length);
        // The file is replaced whole, never appended to in place: a crash cannot leave half a line that ssh then
        // rejects. It keeps the user's mode (a new one is rw-------, as ssh makes it) and its bytes as they were.
        SafeFiles.replaceKeepingMode(file, content);
    }

    /** How known_hosts names a host: {@code host} for port 22, {@code [host]:port} for any other port. */
    static String pattern(String host, int port) {
        String name = host.toLowerCase(Locale.ROOT);
        return port == SshSettings.DEFAULT_PORT ? name : "[" + name + "]:" + port;
    }

    /** {@code SHA256:<base64 without padding>}, as {@code ssh-keygen -l} prints it. */
    static String fingerprint(PublicKey key) {
        return KeyUtils.getFingerPrint(BuiltinDigests.sha256, key);
    }

    /** {@code ED25519}, {@code RSA}, {@code ECDSA}: the key type as {@code ssh-keygen -l} names it. */
    static String typeName(PublicKey key) {
        String type = KeyUtils.getKeyType(key);
        if (type == null) {
            return key.getAlgorithm();
        }
        if (type.contains("ed25519")) {
            return "ED25519";
        }
        if (type.startsWith("ecdsa")) {
            return "ECDSA";
        }
        return type.contains("rsa") ? "RSA" : type.toUpperCase(Locale.ROOT);
    }

    private record Parsed(String marker, Line line) {
    }

    private List<Parsed> matching(String host, int port) throws IOException {
        List<String> lines = lines();
        List<Parsed> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            KnownHostEntry entry;
            try {
                entry = KnownHostEntry.parseKnownHostEntry(text);
            } catch (RuntimeException e) {
                LOG.debug("Skipped known_hosts line {}: not readable", i + 1, e);
                continue; // ssh skips lines it cannot parse too
            }
            if (entry == null || "cert-authority".equals(entry.getMarker()) || !entry.isHostMatch(host, port)) {
                continue;
            }
            PublicKey key = key(entry.getKeyEntry());
            if (key != null) {
                found.add(new Parsed(entry.getMarker(), new Line(i + 1, key)));
            }
        }
        return found;
    }

    /**
     * The file's lines, each decoded on its own: a byte that is not UTF-8 (a Latin-1 comment, say) becomes U+FFFD
     * in its line only, as ssh, which reads bytes, ignores it. Decoding the whole file strictly would fail on it and
     * make every host look unknown, a changed key included. A missing file has no lines; any other failure to read
     * it is thrown, since then no key can be checked.
     */
    private List<String> lines() throws IOException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= bytes.length; i++) {
            if (i == bytes.length || bytes[i] == '\n') {
                int end = i > start && bytes[i - 1] == '\r' ? i - 1 : i;
                lines.add(new String(bytes, start, end - start, StandardCharsets.UTF_8));
                start = i + 1;
            }
        }
        return lines;
    }

    private static PublicKey key(AuthorizedKeyEntry entry) {
        if (entry == null) {
            return null;
        }
        try {
            return entry.resolvePublicKey(null, Map.of(), PublicKeyEntryResolver.IGNORING);
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            LOG.debug("Skipped a known_hosts key of a type this client does not know", e);
            return null; // a key type this client does not know cannot match what it negotiated
        }
    }
}
