package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.profiles.importers.ShellWord.Part;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the words of one command while {@link ShellLexer} reads it: literal characters are gathered into one part
 * until a variable reference or a command substitution ends it, so a word keeps which of its pieces the importer may
 * expand. The lexer decides what the characters mean; this class only assembles them.
 */
final class WordAssembler {

    private List<ShellWord> words = new ArrayList<>();
    private final List<Part> parts = new ArrayList<>();
    private final StringBuilder literal = new StringBuilder();
    private boolean inWord;

    /** Whether nothing of the current command has been read yet: the next word is its first. */
    boolean atCommandStart() {
        return !inWord && words.isEmpty();
    }

    /** Whether a word is being read (a {@code #} inside a word is not a comment). */
    boolean inWord() {
        return inWord;
    }

    /** Starts a word even if nothing is appended to it: {@code ''} is an empty word, not no word. */
    void begin() {
        inWord = true;
    }

    void append(char c) {
        inWord = true;
        literal.append(c);
    }

    void append(CharSequence text, int start, int end) {
        inWord = true;
        literal.append(text, start, end);
    }

    /** A reference or substitution, kept apart from the literal text around it. */
    void add(Part part) {
        inWord = true;
        flushLiteral();
        parts.add(part);
    }

    void endWord() {
        if (!inWord) {
            return;
        }
        flushLiteral();
        if (parts.isEmpty()) {
            parts.add(Part.literal(""));
        }
        words.add(new ShellWord(List.copyOf(parts)));
        parts.clear();
        inWord = false;
    }

    /** The command's words (empty when it had none); the next call starts a new command. */
    List<ShellWord> endCommand() {
        endWord();
        List<ShellWord> done = words;
        words = new ArrayList<>();
        return done;
    }

    private void flushLiteral() {
        if (literal.length() > 0) {
            parts.add(Part.literal(literal.toString()));
            literal.setLength(0);
        }
    }
}
