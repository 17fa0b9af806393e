package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.importers.ShellScript.Arg;
import io.etcdexplorer.profiles.importers.ShellVariables.Variable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A program's arguments read as Go programs read them ({@code --flag=value}, {@code --flag value}, shorthands), in
 * order, with the matching environment variables in front so later flags win. Readers {@link #take} what they
 * understand; {@link #rest} is what is left to list as ignored.
 */
final class Flags {

    private static final Messages TEXT = Messages.of(Flags.class);

    /**
     * One flag, environment variable or positional argument.
     *
     * @param name    flag name without dashes; null for a positional argument
     * @param value   null for a flag given without a value
     * @param label   how to refer to it: "--cacert" or "ETCDCTL_CACERT"
     * @param written as written, for messages: "--cacert /x", "ETCDCTL_CACERT=/x"
     */
    record Flag(String name, String value, String label, String written, List<String> unresolved) {
        boolean positional() {
            return name == null;
        }

        /** Go's strconv.ParseBool, with a bare flag meaning true. */
        boolean isTrue() {
            return value == null || Set.of("1", "t", "true").contains(value.toLowerCase(Locale.ROOT));
        }
    }

    /**
     * @param valueFlags        flags that take the next argument as their value
     * @param booleanFlags      flags that never do
     * @param shorthands        single-letter forms, e.g. w for write-out
     * @param unknownTakesValue whether an unknown flag takes a following non-flag argument as its value
     * @param singleDashLong    Go's flag package: {@code -name value} is a long flag too
     */
    record Spec(Set<String> valueFlags, Set<String> booleanFlags, Map<Character, String> shorthands,
                boolean unknownTakesValue, boolean singleDashLong) {
    }

    private final List<Flag> items;
    private final Set<Flag> taken = Collections.newSetFromMap(new IdentityHashMap<>());

    private Flags(List<Flag> items) {
        this.items = items;
    }

    static Flags parse(List<Arg> args, Spec spec, List<Flag> environment) {
        List<Flag> items = new ArrayList<>(environment);
        for (int i = 0; i < args.size(); i++) {
            Arg arg = args.get(i);
            String text = arg.text();
            if (text.equals("--")) {
                args.subList(i + 1, args.size()).forEach(a -> items.add(positional(a)));
                break;
            }
            String name = flagName(text, spec);
            if (name == null) {
                items.add(positional(arg));
                continue;
            }
            String inline = inlineValue(text, spec);
            Arg next = i + 1 < args.size() ? args.get(i + 1) : null;
            if (inline == null && next != null && takesValue(name, next.text(), spec)) {
                items.add(flag(name, next.text(), text + " " + next.text(), union(arg, next)));
                i++;
            } else {
                items.add(flag(name, inline, text, arg.unresolved()));
            }
        }
        return new Flags(items);
    }

    /** Flags set through variables named prefix + NAME_IN_CAPITALS, as etcd and etcdctl read them. */
    static List<Flag> fromEnvironment(ShellScript script, String prefix, Predicate<String> known,
                                      DraftBuilder draft) {
        List<Flag> flags = new ArrayList<>();
        for (Variable variable : script.variables()) {
            if (!variable.name.startsWith(prefix)) {
                continue;
            }
            String name = variable.name.substring(prefix.length()).toLowerCase(Locale.ROOT).replace('_', '-');
            if (known.test(name)) {
                variable.used = true;
                if (variable.assignments > 1) {
                    draft.warn(TEXT.format("warn.variableTwice", variable.name, variable.assignments));
                }
                flags.add(new Flag(name, variable.value, variable.name, variable.name + "=" + variable.value,
                        variable.unresolved));
            }
        }
        return flags;
    }

    private static String flagName(String text, Spec spec) {
        if (text.startsWith("--") && text.length() > 2) {
            return text.substring(2).split("=", 2)[0];
        }
        if (!text.startsWith("-") || text.length() < 2 || Character.isDigit(text.charAt(1))) {
            return null;
        }
        if (spec.singleDashLong() && text.length() > 2 && text.charAt(2) != '=') {
            return text.substring(1).split("=", 2)[0];
        }
        return spec.shorthands().getOrDefault(text.charAt(1), text.substring(1, 2));
    }

    /** The value glued to the flag: --name=value, -w=json or -wjson. */
    private static String inlineValue(String text, Spec spec) {
        int eq = text.indexOf('=');
        if (text.startsWith("--") || spec.singleDashLong() && text.length() > 2 && text.charAt(2) != '=') {
            return eq < 0 ? null : text.substring(eq + 1);
        }
        if (text.length() == 2) {
            return null;
        }
        return text.charAt(2) == '=' ? text.substring(3) : text.substring(2);
    }

    private static boolean takesValue(String name, String next, Spec spec) {
        if (spec.booleanFlags().contains(name)) {
            return false;
        }
        return spec.valueFlags().contains(name) || spec.unknownTakesValue() && !next.startsWith("-");
    }

    private static Flag flag(String name, String value, String written, List<String> unresolved) {
        String label = written.startsWith("--") ? "--" + name : written.split("[= ]", 2)[0];
        return new Flag(name, value, label, written, unresolved);
    }

    private static Flag positional(Arg arg) {
        return new Flag(null, arg.text(), arg.text(), arg.text(), arg.unresolved());
    }

    private static List<String> union(Arg a, Arg b) {
        List<String> all = new ArrayList<>(a.unresolved());
        all.addAll(b.unresolved());
        return all;
    }

    /** The last occurrence, as Go keeps it; earlier ones are taken too, with a warning when they differ. */
    Flag take(String name, DraftBuilder draft) {
        List<Flag> all = takeAll(name);
        if (all.isEmpty()) {
            return null;
        }
        Flag last = all.get(all.size() - 1);
        if (all.stream().map(Flag::value).distinct().count() > 1) {
            draft.warn(describe(all));
        }
        return last;
    }

    List<Flag> takeAll(String name) {
        List<Flag> all = items.stream().filter(f -> name.equals(f.name()) && !taken.contains(f)).toList();
        taken.addAll(all);
        return all;
    }

    boolean has(String name) {
        return items.stream().anyMatch(f -> name.equals(f.name()));
    }

    Flag peek(String name) {
        return items.stream().filter(f -> name.equals(f.name())).reduce((a, b) -> b).orElse(null);
    }

    List<Flag> rest() {
        return items.stream().filter(f -> !taken.contains(f)).toList();
    }

    /** Environment variables come first, so a flag after one overrides it, as etcd and etcdctl do. */
    private static String describe(List<Flag> all) {
        Flag first = all.get(0);
        Flag last = all.get(all.size() - 1);
        if (!first.label().equals(last.label())) {
            return TEXT.format("warn.flagOverridden", first.label(), last.label());
        }
        return TEXT.format("warn.flagTwice", last.label(), all.size());
    }
}
