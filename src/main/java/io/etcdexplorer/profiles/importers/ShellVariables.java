package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.profiles.importers.ShellScript.Arg;
import io.etcdexplorer.profiles.importers.ShellWord.Part;
import io.etcdexplorer.profiles.importers.ShellWord.PartKind;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The variables of pasted shell text, in the order they were assigned, and the expansion of words with them. Kept
 * apart from {@link ShellScript}, which decides what a line does: this class only remembers values and which of them
 * a word or a reader took, so the importer can list the assignments it did not use.
 */
final class ShellVariables {

    /** One assignment target; {@code used} is set once a word or a reader takes its value. */
    static final class Variable {
        final String name;
        String value;
        List<String> unresolved;
        int assignments;
        boolean used;

        Variable(String name) {
            this.name = name;
        }
    }

    private static final Pattern ASSIGNMENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*=.*", Pattern.DOTALL);

    private final Map<String, Variable> variables = new LinkedHashMap<>();
    /** Shared by every expansion of one paste, so that nested references cannot blow up memory. */
    private final ExpansionBudget budget = new ExpansionBudget();

    static boolean isAssignment(String text) {
        return ASSIGNMENT.matcher(text).matches();
    }

    /** The value of NAME=value. */
    static Arg value(Arg assignment) {
        return new Arg(assignment.text().substring(assignment.text().indexOf('=') + 1), assignment.unresolved());
    }

    /** Records NAME=value. */
    void assign(Arg assignment) {
        assign(assignment.text().substring(0, assignment.text().indexOf('=')), value(assignment));
    }

    void assign(String name, Arg value) {
        Variable variable = variables.computeIfAbsent(name, Variable::new);
        variable.value = value.text();
        variable.unresolved = value.unresolved();
        variable.assignments++;
    }

    /**
     * The word with the variables known so far put in; references to unknown ones stay as written and are listed as
     * unresolved. {@code line} is the word's line, for the budget's message.
     */
    Arg expand(ShellWord word, int line) {
        StringBuilder text = new StringBuilder();
        List<String> unresolved = new ArrayList<>();
        for (Part part : word.parts()) {
            Variable variable = part.kind() == PartKind.VARIABLE ? variables.get(part.name()) : null;
            if (part.kind() == PartKind.LITERAL) {
                text.append(part.text());
            } else if (variable != null) {
                variable.used = true;
                budget.charge(text.length(), variable.value.length(), "$" + variable.name, word, line);
                text.append(variable.value);
                unresolved.addAll(variable.unresolved);
            } else {
                text.append(part.text());
                unresolved.add(part.text());
            }
        }
        return new Arg(text.toString(), List.copyOf(unresolved));
    }

    Collection<Variable> all() {
        return variables.values();
    }

    Optional<Variable> get(String name) {
        return Optional.ofNullable(variables.get(name));
    }
}
