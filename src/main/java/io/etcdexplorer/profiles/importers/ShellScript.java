package io.etcdexplorer.profiles.importers;


import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Runs pasted shell text just far enough to find etcd-related commands: variable assignments (export, set, setx,
 * PowerShell {@code $env:}) are recorded in order and expanded into later words, and every other line is kept so
 * the importer can say it was not used.
 */
final class ShellScript {

    /** A word after expansion, with the references the text itself does not define (kept as written). */
    record Arg(String text, List<String> unresolved) {
        static Arg literal(String text) {
            return new Arg(text, List.of());
        }
    }

    /** Commands quoted inside commands (sh -c "ssh host 'etcdctl ...'"); a self-referencing variable would recurse. */
    private static final int MAX_NESTING = 8;
    private static final Set<String> DECLARATIONS = Set.of("export", "declare", "typeset", "readonly", "local");

    private final ShellVariables variables = new ShellVariables();
    private final List<Invocation> invocations = new ArrayList<>();
    private final List<String> otherLines = new ArrayList<>();
    /** The line being run, for messages. */
    private int line;
    private int nesting;

    static ShellScript parse(String text) throws ImportException {
        try {
            return interpret(text);
        } catch (ExpansionBudget.Exceeded e) {
            throw new ImportLimitException(e.getMessage());
        }
    }

    private static ShellScript interpret(String text) throws ImportException {
        ShellScript script = new ShellScript();
        List<ShellWord> pending = null;
        int pendingLine = 0;
        boolean continuable = false;
        for (ShellCommand command : ShellLexer.split(text)) {
            if (pending != null && continuable && startsWithFlag(command)) {
                pending.addAll(command.words());
                continue;
            }
            if (pending != null) {
                script.run(pendingLine, pending, List.of());
            }
            pending = new ArrayList<>(command.words());
            pendingLine = command.line();
            // Decided once per command, not per continued line: a manifest of 100,000 flag lines stays linear.
            continuable = continuable(command);
        }
        if (pending != null) {
            script.run(pendingLine, pending, List.of());
        }
        return script;
    }

    /**
     * Whether lines of only flags (or "- --flag", a YAML list item) continue this command: it runs a known program
     * or is itself such a line. Pasted docs lose their backslashes, and manifests list one flag per line.
     */
    private static boolean continuable(ShellCommand command) {
        if (startsWithFlag(command)) {
            return true;
        }
        List<Arg> args = command.words().stream().map(w -> Arg.literal(w.raw())).toList();
        return Invocation.locate(args, List.of(), command.line()).isPresent();
    }

    private static boolean startsWithFlag(ShellCommand command) {
        List<ShellWord> words = command.words();
        int first = words.get(0).raw().equals("-") && words.size() > 1 ? 1 : 0;
        String start = words.get(first).raw();
        return start.startsWith("--") && start.length() > 2 && Character.isLetter(start.charAt(2));
    }

    static ShellScript ofEnvironment(Map<String, String> environment) {
        ShellScript script = new ShellScript();
        environment.forEach((name, value) -> script.variables.assign(name, Arg.literal(value)));
        return script;
    }

    /** A command given as a list of arguments (a manifest's command), so nothing is split or expanded. */
    static ShellScript ofArguments(Map<String, String> environment, List<String> arguments) {
        ShellScript script = ofEnvironment(environment);
        if (!arguments.isEmpty()) {
            script.process(1, arguments.stream().map(Arg::literal).toList(), List.of());
        }
        return script;
    }

    List<Invocation> invocations() {
        return invocations;
    }

    List<String> otherLines() {
        return otherLines;
    }

    Collection<ShellVariables.Variable> variables() {
        return variables.all();
    }

    Optional<ShellVariables.Variable> variable(String name) {
        return variables.get(name);
    }

    static boolean isAssignment(String text) {
        return ShellVariables.isAssignment(text);
    }

    private void run(int line, List<ShellWord> words, List<Arg> outerPrefix) {
        this.line = line;
        String first = words.get(0).raw();
        if (first.equalsIgnoreCase("rem") || first.startsWith("::")) {
            return;
        }
        if (declaration(first, words)) {
            return;
        }
        process(line, words.stream().map(this::expand).toList(), outerPrefix);
    }

    private void process(int line, List<Arg> words, List<Arg> outerPrefix) {
        List<Arg> args = new ArrayList<>(words);
        int i = 0;
        while (i < args.size() && isAssignment(args.get(i).text())) {
            Arg value = ShellVariables.value(args.get(i));
            // A systemd unit's ExecStart=/usr/local/bin/etcd \ names the program like an assignment.
            if (args.get(i).text().startsWith("Exec") && Invocation.isProgram(value.text())) {
                args.set(i, value);
                break;
            }
            variables.assign(args.get(i));
            i++;
        }
        if (i == args.size()) {
            return;
        }
        List<Arg> rest = args.subList(i, args.size());
        Optional<Invocation> found = Invocation.locate(rest, outerPrefix, line);
        if (found.isPresent()) {
            found.get().assignments().forEach(variables::assign);
            invocations.add(found.get());
        } else if (!runNested(line, rest, outerPrefix)) {
            otherLines.add(line(line, rest));
        }
    }

    /** Commands quoted inside another: sh -c "...", minikube ssh "...", kubectl exec ... -- sh -c '...'. */
    private boolean runNested(int line, List<Arg> args, List<Arg> outerPrefix) {
        if (nesting >= MAX_NESTING) {
            return false;
        }
        for (int i = 0; i < args.size(); i++) {
            String text = args.get(i).text();
            if (!text.strip().contains(" ") || text.startsWith("-") || !mayRun(text)) {
                continue;
            }
            int before = invocations.size();
            int otherBefore = otherLines.size();
            // A view: copying the prefix for every quoted word made a line of many quoted words quadratic.
            List<Arg> prefix = Invocation.joined(outerPrefix, args.subList(0, i));
            nesting++;
            try {
                for (ShellCommand nested : ShellLexer.split(text)) {
                    run(line, nested.words(), prefix);
                }
            } catch (ImportException e) {
                continue;
            } finally {
                nesting--;
            }
            if (invocations.size() > before) {
                return true;
            }
            // The quoted text was not a command after all: its words belong to the line, listed once by the caller.
            otherLines.subList(otherBefore, otherLines.size()).clear();
        }
        return false;
    }

    /** Text that could hold an etcd command: a program's name, a flag or a variable that may expand to either. */
    private static boolean mayRun(String text) {
        return text.contains("--") || text.contains("$") || text.toLowerCase(Locale.ROOT).contains("etcd");
    }

    private boolean declaration(String first, List<ShellWord> words) {
        String keyword = first.toLowerCase(Locale.ROOT);
        if (DECLARATIONS.contains(keyword)) {
            words.stream().skip(1).map(this::expand).filter(a -> isAssignment(a.text())).forEach(variables::assign);
            return true;
        }
        if (keyword.equals("set") && words.size() > 1) {
            return set(words);
        }
        if (keyword.equals("setx") && words.size() == 3) {
            variables.assign(words.get(1).raw(), expand(words.get(2)));
            return true;
        }
        if (first.regionMatches(true, 0, "$env:", 0, 5)) {
            return powerShellAssignment(first, words);
        }
        return false;
    }

    /** cmd's {@code set NAME=value} (the value runs to the end of the line) or fish's {@code set -x NAME value}. */
    private boolean set(List<ShellWord> words) {
        List<Arg> args = words.stream().skip(1).map(this::expand).toList();
        if (isAssignment(args.get(0).text())) {
            Arg joined = join(args);
            variables.assign(joined);
            return true;
        }
        int i = 0;
        while (i < args.size() && args.get(i).text().startsWith("-")) {
            i++;
        }
        if (i == 0 || i + 1 >= args.size() || !isAssignment(args.get(i).text() + "=")) {
            return false;
        }
        variables.assign(args.get(i).text(), join(args.subList(i + 1, args.size())));
        return true;
    }

    private boolean powerShellAssignment(String first, List<ShellWord> words) {
        int eq = first.indexOf('=');
        if (eq > 5) {
            variables.assign(first.substring(5, eq), new Arg(first.substring(eq + 1), List.of()));
            return true;
        }
        if (words.size() == 3 && words.get(1).raw().equals("=")) {
            variables.assign(first.substring(5), expand(words.get(2)));
            return true;
        }
        return false;
    }

    private Arg expand(ShellWord word) {
        return variables.expand(word, line);
    }

    private static Arg join(List<Arg> args) {
        List<String> unresolved = args.stream().flatMap(a -> a.unresolved().stream()).toList();
        return new Arg(String.join(" ", args.stream().map(Arg::text).toList()), unresolved);
    }

    private static String line(int line, List<Arg> args) {
        String text = String.join(" ", args.stream().map(Arg::text).toList());
        return "line " + line + ": " + (text.length() > 60 ? text.substring(0, 57) + "..." : text);
    }
}
