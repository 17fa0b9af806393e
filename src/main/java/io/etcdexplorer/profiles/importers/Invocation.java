package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.importers.ShellScript.Arg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * One run of etcdctl, etcd or kube-apiserver found in the text: what came before the program (sudo, kubectl exec,
 * ps columns...) and its arguments.
 */
record Invocation(Program program, int line, List<Arg> prefix, List<Arg> args) {

    private static final Messages TEXT = Messages.of(Invocation.class);

    /** In the order the importer prefers them when the text holds several. */
    enum Program {
        ETCDCTL("etcdctl"), KUBE_APISERVER("kube-apiserver"), ETCD("etcd");

        final String binary;

        Program(String binary) {
            this.binary = binary;
        }
    }

    // A program name after one of these is an argument (grep etcd, systemctl status etcd, cp etcdctl /usr/bin).
    private static final Set<String> NOT_LAUNCHERS = Set.of("grep", "egrep", "fgrep", "pgrep", "pkill", "rg", "which",
            "whereis", "man", "less", "more", "cat", "tail", "head", "journalctl", "systemctl", "service", "cp", "mv",
            "rm", "ls", "chmod", "chown", "echo", "printf", "tar", "curl", "wget", "install", "apt", "apt-get", "yum",
            "dnf", "brew", "kill", "killall", "file", "ln", "logs");
    private static final Set<String> EXEC_TOOLS_WITH_PODS = Set.of("kubectl", "k", "oc");
    private static final Set<String> EXEC_VALUE_OPTIONS = Set.of("-n", "--namespace", "-c", "--container", "-e",
            "--env", "-u", "--user", "-w", "--workdir", "--context");
    private static final Set<String> ENV_SETTERS = Set.of("sudo", "doas", "env");
    private static final Set<String> SSH_VALUE_OPTIONS = Set.of("-i", "-p", "-l", "-o", "-J", "-F");

    static Optional<Invocation> locate(List<Arg> args, List<Arg> outerPrefix, int line) {
        // A lone "-" is a YAML list marker from a pasted manifest fragment.
        List<Arg> words = args.stream().filter(a -> !a.text().equals("-")).toList();
        for (Program program : Program.values()) {
            // Whether nothing before i keeps the program from running (grep etcd), tracked as i moves on rather
            // than rechecked from the start: a line of 100,000 words stays linear.
            for (int i = 0; i < words.size() && launches(words, i); i++) {
                if (runs(program, words, i)) {
                    List<Arg> prefix = new ArrayList<>(outerPrefix);
                    prefix.addAll(words.subList(0, i));
                    return Optional.of(new Invocation(program, line, prefix, words.subList(i + 1, words.size())));
                }
            }
        }
        return inferFromFlags(words, outerPrefix, line);
    }

    /** Flags without their program, as grep shows them: recognise the program by its characteristic flags. */
    private static Optional<Invocation> inferFromFlags(List<Arg> words, List<Arg> outerPrefix, int line) {
        if (words.isEmpty() || !words.get(0).text().startsWith("--")) {
            return Optional.empty();
        }
        List<String> names = words.stream().map(Arg::text).filter(t -> t.startsWith("--"))
                .map(t -> t.substring(2).split("=", 2)[0]).toList();
        Program program = null;
        if (names.contains("etcd-servers")) {
            program = Program.KUBE_APISERVER;
        } else if (names.stream().anyMatch(n -> n.endsWith("client-urls") || n.equals("trusted-ca-file")
                || n.equals("cert-file") || n.equals("initial-cluster"))) {
            program = Program.ETCD;
        } else if (names.contains("endpoints") || names.contains("cacert")) {
            program = Program.ETCDCTL;
        }
        return Optional.ofNullable(program).map(p -> new Invocation(p, line, outerPrefix, words));
    }

    /** Whether the word at i names the program rather than being a flag or a flag's value (--data-dir /x/etcd). */
    private static boolean runs(Program program, List<Arg> words, int i) {
        String word = words.get(i).text();
        String previous = i > 0 ? words.get(i - 1).text() : "";
        boolean flagValue = previous.startsWith("--") && previous.length() > 2 && !previous.contains("=");
        return !word.startsWith("-") && !flagValue && binary(word).equals(program.binary);
    }

    /** True unless the word just before i is one after which a program name is only an argument. */
    private static boolean launches(List<Arg> words, int i) {
        return i == 0 || !NOT_LAUNCHERS.contains(binary(words.get(i - 1).text()));
    }

    /** The two lists one after the other, without copying them. */
    static List<Arg> joined(List<Arg> first, List<Arg> second) {
        if (first.isEmpty()) {
            return second;
        }
        return new java.util.AbstractList<>() {
            @Override
            public Arg get(int index) {
                return index < first.size() ? first.get(index) : second.get(index - first.size());
            }

            @Override
            public int size() {
                return first.size() + second.size();
            }
        };
    }

    static boolean isProgram(String word) {
        return Arrays.stream(Program.values()).anyMatch(p -> p.binary.equals(binary(word)));
    }

    static String binary(String word) {
        String name = word.substring(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1)
                .toLowerCase(Locale.ROOT);
        return name.endsWith(".exe") ? name.substring(0, name.length() - 4) : name;
    }

    /**
     * Variables set for the program: NAME=value where a shell would take it as one, at the start (after a prompt
     * such as "$" or "sh-5.2#") or right after sudo or env; elsewhere it is an argument (docker --mount a=b).
     */
    List<Arg> assignments() {
        List<Arg> assignments = new ArrayList<>();
        boolean open = true;
        for (Arg arg : prefix) {
            String word = arg.text();
            if (open && ShellScript.isAssignment(word)) {
                assignments.add(arg);
            } else {
                open = ENV_SETTERS.contains(binary(word)) || open && (word.startsWith("-") || prompt(word));
            }
        }
        return assignments;
    }

    private static boolean prompt(String word) {
        return word.endsWith("$") || word.endsWith("#") || word.endsWith(">") || word.endsWith("%");
    }

    /** The prefix without the assignments the script has already applied. */
    List<String> launcher() {
        List<Arg> assignments = assignments();
        return prefix.stream().filter(a -> assignments.stream().noneMatch(b -> b == a)).map(Arg::text).toList();
    }

    boolean sudo() {
        return launcher().stream().anyMatch(w -> binary(w).equals("sudo") || binary(w).equals("doas"));
    }

    /** The pod or container a {@code kubectl exec} / {@code docker exec} runs the program in, or null. */
    String container() {
        List<String> words = launcher();
        int exec = words.indexOf("exec");
        for (int i = exec + 1; exec >= 0 && i < words.size(); i++) {
            String w = words.get(i);
            if (EXEC_VALUE_OPTIONS.contains(w)) {
                i++;
            } else if (!w.startsWith("-")) {
                return w;
            }
        }
        return null;
    }

    boolean inPod() {
        List<String> words = launcher();
        int exec = words.indexOf("exec");
        return exec > 0 && words.subList(0, exec).stream().anyMatch(w -> EXEC_TOOLS_WITH_PODS.contains(binary(w)));
    }

    /** The machine an {@code ssh} or {@code minikube ssh} runs the program on, or null. */
    String sshHost() {
        List<String> words = launcher();
        int ssh = words.indexOf("ssh");
        if (ssh < 0) {
            return null;
        }
        if (ssh > 0 && binary(words.get(ssh - 1)).equals("minikube")) {
            return "the minikube node";
        }
        for (int i = ssh + 1; i < words.size(); i++) {
            if (SSH_VALUE_OPTIONS.contains(words.get(i))) {
                i++;
            } else if (!words.get(i).startsWith("-")) {
                return words.get(i);
            }
        }
        return "another machine";
    }

    /** Lists what ran the program (sudo, kubectl exec, ssh, ps columns) as ignored, saying what it does. */
    void listLauncher(DraftBuilder draft) {
        List<String> words = launcher();
        if (words.isEmpty()) {
            return;
        }
        List<String> roles = new ArrayList<>();
        if (psColumns()) {
            roles.add(TEXT.get("role.ps"));
        }
        if (sshHost() != null) {
            roles.add(TEXT.format("role.ssh", program.binary, shownHost()));
        }
        if (container() != null) {
            roles.add(TEXT.format(inPod() ? "role.pod" : "role.container", program.binary, container()));
        }
        if (sudo()) {
            roles.add(TEXT.format("role.sudo", program.binary));
        }
        if (roles.isEmpty()) {
            roles.add(TEXT.get(words.stream().allMatch(Invocation::prompt) ? "role.prompt" : "role.text"));
        }
        draft.ignore(String.join(" ", words), String.join(", ", roles));
    }

    /** What the launcher means for the files the draft names: they are where the command ran, as whom it ran. */
    void warnAboutLauncher(DraftBuilder draft) {
        boolean hasFiles = draft.caCert != null || draft.cert != null || draft.key != null;
        if (sshHost() != null && hasFiles) {
            draft.warn(TEXT.format("warn.ssh", shownHost()));
        }
        if (container() != null && hasFiles) {
            draft.warn(TEXT.format(inPod() ? "warn.pod" : "warn.container", container()));
        }
        if (sudo() && draft.key != null) {
            draft.warn(TEXT.format("warn.sudo", draft.key));
        }
    }

    /** {@link #sshHost()} as the user reads it: the two stand-ins in this run's language. */
    private String shownHost() {
        String host = sshHost();
        return host.equals("the minikube node") ? TEXT.get("host.minikube")
                : host.equals("another machine") ? TEXT.get("host.other") : host;
    }

    /** A short name for where the program ran, for the suggested name: a pod, a container or an ssh host. */
    String machine() {
        String container = container();
        if (container != null) {
            return container.contains("$") ? null : container;
        }
        String host = sshHost();
        if (host == null || host.equals("another machine")) {
            return null;
        }
        return host.equals("the minikube node") ? "minikube" : host.substring(host.indexOf('@') + 1);
    }

    /** ps aux / ps -ef lines start with a user and a process id. */
    boolean psColumns() {
        List<String> words = launcher();
        return words.size() >= 2 && words.get(1).matches("\\d+");
    }
}
