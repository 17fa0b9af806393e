package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.MaskedUrls;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The etcdctl command line that does what the app just did, for users to copy into a terminal or a script.
 * Connection flags come from the session's settings; the password is never included (etcdctl then prompts).
 */
public final class EtcdctlCommand {

    private final List<String> words = new ArrayList<>();

    private EtcdctlCommand(ConnectionSettings settings) {
        words.add("etcdctl");
        if (settings != null) {
            // etcdctl ignores a password in an endpoint URL anyway, so masking it costs the command nothing.
            words.add("--endpoints=" + ShellQuote.quote(MaskedUrls.mask(String.join(",", settings.endpointUrls()))));
            path("--cacert", settings.caCert());
            path("--cert", settings.cert());
            path("--key", settings.key());
            if (settings.insecureSkipTlsVerify()) {
                words.add("--insecure-skip-tls-verify");
            }
            if (settings.user() != null) {
                words.add("--user=" + ShellQuote.quote(settings.user()));
            }
        }
    }

    /** Starts a command with the connection flags of {@code settings} (null for etcdctl's defaults). */
    public static EtcdctlCommand of(ConnectionSettings settings) {
        return new EtcdctlCommand(settings);
    }

    /** {@code etcdctl get KEY}, with the session's namespace applied to the key as etcdctl has no such flag. */
    public static String get(ConnectionSettings settings, byte[] key) {
        return of(settings).word("get").key(settings, key).toString();
    }

    public EtcdctlCommand word(String word) {
        words.add(word);
        return this;
    }

    /** A key argument; the profile's key prefix is added, since jetcd adds it to every request too. */
    public EtcdctlCommand key(ConnectionSettings settings, byte[] key) {
        String namespace = settings == null ? null : settings.namespace();
        if (namespace != null && !namespace.isEmpty()) {
            byte[] prefix = namespace.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            byte[] full = new byte[prefix.length + key.length];
            System.arraycopy(prefix, 0, full, 0, prefix.length);
            System.arraycopy(key, 0, full, prefix.length, key.length);
            key = full;
        }
        words.add(ShellQuote.quote(key));
        return this;
    }

    /** A flag with a value, e.g. {@code flag("--rev", "42")}. */
    public EtcdctlCommand flag(String name, String value) {
        words.add(name + "=" + ShellQuote.quote(value));
        return this;
    }

    private void path(String flag, Path value) {
        if (value != null) {
            words.add(flag + "=" + ShellQuote.quote(value.toString()));
        }
    }

    @Override
    public String toString() {
        return String.join(" ", words);
    }
}
