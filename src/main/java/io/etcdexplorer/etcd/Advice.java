package io.etcdexplorer.etcd;

import java.util.ArrayList;
import java.util.List;

/**
 * What to do, in words for one place: prose with the commands it asks the user to type kept as commands, so the
 * window can offer each one for copying and nobody has to find them in the prose again. {@link #text()} writes a
 * command in backquotes where it stands, as terminals and logs show it. Immutable: {@link #then} and
 * {@link #command} return a longer copy.
 */
public final class Advice {

    /** No advice. */
    public static final Advice NONE = new Advice(List.of());

    /** Words, or (when {@code command}) a command line to type exactly as written. */
    public record Part(String text, boolean command) {
    }

    private final List<Part> parts;

    private Advice(List<Part> parts) {
        this.parts = List.copyOf(parts);
    }

    /** Advice that starts with {@code words} (none when null or empty). */
    public static Advice of(String words) {
        return NONE.then(words);
    }

    /**
     * Translated words in which each of {@code commands} occurs as written, in order: those occurrences become
     * commands to copy, wherever the language put them in the sentence. A command a text left out stays missing.
     */
    public static Advice withCommands(String text, String... commands) {
        Advice advice = NONE;
        int at = 0;
        for (String command : commands) {
            int found = text.indexOf(command, at);
            if (found < 0) {
                continue;
            }
            advice = advice.then(text.substring(at, found)).command(command);
            at = found + command.length();
        }
        return advice.then(text.substring(at));
    }

    /** This advice followed by {@code words}. */
    public Advice then(String words) {
        return words == null || words.isEmpty() ? this : with(new Part(words, false));
    }

    /** This advice followed by a command the user may run as it stands (shown as {@code `line`} in text). */
    public Advice command(String line) {
        return with(new Part(line, true));
    }

    /** This advice followed by {@code more}'s parts. */
    public Advice then(Advice more) {
        List<Part> all = new ArrayList<>(parts);
        all.addAll(more.parts);
        return new Advice(all);
    }

    public List<Part> parts() {
        return parts;
    }

    /** The commands, in order, exactly as they are to be typed. */
    public List<String> commands() {
        return parts.stream().filter(Part::command).map(Part::text).toList();
    }

    /** The advice as one text, each command in backquotes where it stands. */
    public String text() {
        StringBuilder text = new StringBuilder();
        for (Part part : parts) {
            text.append(part.command() ? "`" + part.text() + "`" : part.text());
        }
        return text.toString();
    }

    public boolean isEmpty() {
        return parts.isEmpty();
    }

    /** The same advice with every URL's password hidden (see {@link MaskedUrls}). */
    public Advice masked() {
        return new Advice(parts.stream().map(p -> new Part(MaskedUrls.mask(p.text()), p.command())).toList());
    }

    private Advice with(Part part) {
        List<Part> all = new ArrayList<>(parts);
        all.add(part);
        return new Advice(all);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Advice a && a.parts.equals(parts);
    }

    @Override
    public int hashCode() {
        return parts.hashCode();
    }

    @Override
    public String toString() {
        return text();
    }
}
