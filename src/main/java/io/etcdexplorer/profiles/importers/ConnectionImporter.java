package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.importers.Invocation.Program;
import io.etcdexplorer.profiles.importers.ShellVariables.Variable;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Turns what users already have into a {@link ConnectionDraft}: an etcdctl command (also behind sudo, kubectl exec
 * or ssh), {@code ETCDCTL_*} variables, an etcd or kube-apiserver command line (also from {@code ps} or
 * /proc/PID/cmdline), or a Kubernetes manifest such as kubeadm's etcd.yaml. The kind is detected from the text.
 * Pure: no file is read and nothing is connected to.
 */
public final class ConnectionImporter {

    private static final Messages TEXT = Messages.of(ConnectionImporter.class);

    /** The most an import reads, pasted or from a file: a kubeadm manifest is a few KiB. */
    public static final int MAX_TEXT_BYTES = 1024 * 1024;
    private static final int LISTED_OTHER_LINES = 5;
    // Text that is clearly meant as a command; elsewhere (prose with an apostrophe) a quote error would confuse.
    private static final Pattern COMMAND_LIKE =
            Pattern.compile("etcdctl|kube-apiserver|ETCDCTL_|ETCD_|(^|\\s)--?[a-z]");
    // Markdown code fences around pasted docs; their backticks would read as command substitution.
    private static final Pattern FENCE = Pattern.compile("(?m)^[ \\t]*(```|~~~).*$");

    private ConnectionImporter() {
    }

    /**
     * Recognises the text and reads a draft from it.
     *
     * @throws ImportException when nothing usable is found, or the text is broken (an unterminated quote, invalid
     *                         YAML); the message is meant for the user
     */
    public static ConnectionDraft parse(String pasted) throws ImportException {
        if (pasted == null || pasted.isBlank()) {
            throw new ImportException(TEXT.get("error.nothing"));
        }
        long bytes = utf8Length(pasted);
        if (bytes > MAX_TEXT_BYTES) {
            throw new ImportLimitException(TEXT.format("error.tooBig", size(bytes), size(MAX_TEXT_BYTES)));
        }
        String text = FENCE.matcher(pasted).replaceAll("");
        if (!ManifestReader.looksLikeManifest(text)) {
            return fromScript(script(text));
        }
        try {
            return ManifestReader.read(text);
        } catch (ImportException manifestProblem) {
            // A transcript may start with JSON log output or hold "kind:" in a heredoc: try it as shell text.
            try {
                return fromScript(ShellScript.parse(text));
            } catch (ImportException ignored) {
                throw manifestProblem;
            }
        }
    }

    /**
     * Reads the {@code ETCDCTL_*} variables of an environment, such as {@link System#getenv()}. Other variables
     * are skipped without being listed: a whole process environment is not the user's paste.
     */
    public static ConnectionDraft fromEnvironment(Map<String, String> environment) throws ImportException {
        Map<String, String> etcdctl = new TreeMap<>();
        environment.forEach((name, value) -> {
            if (name.startsWith("ETCDCTL_")) {
                etcdctl.put(name, value);
            }
        });
        ShellScript script = ShellScript.ofEnvironment(etcdctl);
        if (!EtcdctlReader.hasVariables(script)) {
            throw new ImportException(TEXT.get("error.noVariable"));
        }
        DraftBuilder draft = new DraftBuilder();
        EtcdctlReader.read(null, script, draft);
        return draft.build();
    }

    private static ShellScript script(String text) throws ImportException {
        try {
            return ShellScript.parse(text);
        } catch (ImportException e) {
            if (e instanceof ImportLimitException || COMMAND_LIKE.matcher(text).find()) {
                throw e;
            }
            throw new ImportException(TEXT.get("error.noEndpoint"));
        }
    }

    private static ConnectionDraft fromScript(ShellScript script) throws ImportException {
        Invocation chosen = choose(script);
        DraftBuilder draft = new DraftBuilder();
        if (chosen != null) {
            chosen.listLauncher(draft);
            switch (chosen.program()) {
                case ETCDCTL -> EtcdctlReader.read(chosen, script, draft);
                case KUBE_APISERVER -> ApiServerReader.read(chosen, draft);
                case ETCD -> EtcdServerReader.read(chosen, script, draft);
            }
            chosen.warnAboutLauncher(draft);
        } else if (EtcdctlReader.hasVariables(script)) {
            EtcdctlReader.read(null, script, draft);
        } else if (EtcdServerReader.hasVariables(script)) {
            EtcdServerReader.read(null, script, draft);
        } else {
            throw notFound(script);
        }
        listUnused(script, chosen, draft);
        return draft.build();
    }

    private static Invocation choose(ShellScript script) {
        for (Program program : Program.values()) {
            for (Invocation invocation : script.invocations()) {
                if (invocation.program() == program && usable(invocation)) {
                    return invocation;
                }
            }
        }
        return null;
    }

    private static boolean usable(Invocation invocation) {
        return switch (invocation.program()) {
            case ETCDCTL -> EtcdctlReader.usable(invocation);
            case KUBE_APISERVER -> ApiServerReader.usable(invocation);
            case ETCD -> EtcdServerReader.usable(invocation);
        };
    }

    private static ImportException notFound(ShellScript script) {
        if (script.invocations().stream().anyMatch(i -> i.program() == Program.KUBE_APISERVER)) {
            return new ImportException(TEXT.get("error.noEtcdServers"));
        }
        return new ImportException(TEXT.get("error.noEndpoint"));
    }

    private static void listUnused(ShellScript script, Invocation chosen, DraftBuilder draft) {
        for (Invocation other : script.invocations()) {
            if (other != chosen && !draft.merged.contains(other)) {
                draft.ignoreLine(TEXT.format("ignored.anotherCommand", String.valueOf(other.line()),
                        other.program().binary));
            }
        }
        List<String> others = script.otherLines();
        others.stream().limit(LISTED_OTHER_LINES).forEach(line -> draft.ignore(line, TEXT.get("ignored.notEtcd")));
        if (others.size() > LISTED_OTHER_LINES) {
            draft.ignoreLine(TEXT.format("ignored.moreLines", others.size() - LISTED_OTHER_LINES));
        }
        for (Variable variable : script.variables()) {
            if (!variable.used) {
                draft.ignore(variable.name, TEXT.get("ignored.unusedVariable"));
            }
        }
    }

    /** Counted without encoding: the text may be far over the limit. */
    private static long utf8Length(String text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
        }
        return bytes;
    }

    /** 4.2 MiB, 1 MiB, 64 KiB; rounded up, so that a text just over a limit never reads as equal to it. */
    public static String size(long bytes) {
        if (bytes < 1024 * 1024) {
            return (bytes + 1023) / 1024 + " KiB";
        }
        double mib = Math.ceil(bytes * 10 / (1024.0 * 1024)) / 10;
        return mib == Math.rint(mib) ? (long) mib + " MiB" : mib + " MiB";
    }

    /** Lists each non-blank line of text that was skipped as a whole, e.g. a shell prompt above a manifest. */
    static void listLines(String text, String reason, DraftBuilder draft) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (!line.isEmpty()) {
                draft.ignore("line " + (i + 1) + ": " + (line.length() > 60 ? line.substring(0, 57) + "..." : line),
                        reason);
            }
        }
    }
}
