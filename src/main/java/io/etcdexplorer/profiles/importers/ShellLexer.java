package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.importers.ShellWord.Part;
import io.etcdexplorer.profiles.importers.ShellWord.PartKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Splits pasted text into commands and words the way a POSIX shell would, close enough for what people copy from
 * terminals, docs and scripts: quotes, comments, {@code ; | && ||} separators and line continuations (backslash,
 * PowerShell backtick, cmd caret). Variable references and command substitutions stay parts of their word, so the
 * caller can expand what the text itself defines and point out the rest.
 */
final class ShellLexer {

    private static final Messages TEXT = Messages.of(ShellLexer.class);

    // Characters a backslash escapes outside quotes; before anything else it stays, to keep C:\certs\ca.crt intact.
    private static final String ESCAPABLE = " \t'\"\\$`;&|()<>#";

    private final String text;
    private final List<ShellCommand> commands = new ArrayList<>();
    private final WordAssembler words = new WordAssembler();
    private int[] newlines;
    private int commandStart;
    private int pos;

    private ShellLexer(String text) {
        this.text = text;
    }

    static List<ShellCommand> split(String text) throws ImportException {
        if (text.indexOf('\0') >= 0) {
            return List.of(ShellCommand.nulSeparated(text));
        }
        return new ShellLexer(text.replace("\r\n", "\n")).run();
    }

    private List<ShellCommand> run() throws ImportException {
        while (pos < text.length()) {
            if (continuation()) {
                continue;
            }
            char c = text.charAt(pos);
            switch (c) {
                case ' ', '\t', '\r' -> {
                    endWord();
                    pos++;
                }
                case '\n', ';', '|' -> {
                    endCommand();
                    pos++;
                }
                case '&' -> ampersand();
                case '#' -> hash();
                case '\'' -> singleQuoted();
                case '"' -> doubleQuoted();
                case '$' -> dollar();
                case '`' -> backtick();
                case '\\' -> backslash();
                default -> {
                    append(c);
                    pos++;
                }
            }
        }
        endCommand();
        return commands;
    }

    private boolean continuation() {
        char c = text.charAt(pos);
        if (c == '\\' && at(pos + 1) == '\n') {
            pos += 2;
            // Terminal transcripts show "> " at the start of continued lines.
            int p = skipBlanks(pos);
            if (at(p) == '>' && (at(p + 1) == ' ' || at(p + 1) == '\t')) {
                endWord();
                pos = p + 2;
            }
            return true;
        }
        if ((c == '`' || c == '^') && restOfLineBlank(pos + 1)) {
            endWord();
            pos = Math.min(text.length(), text.indexOf('\n', pos) + 1);
            return true;
        }
        return false;
    }

    private void ampersand() {
        // 2>&1 and &> are redirections, not command separators.
        if (at(pos - 1) == '>' || at(pos + 1) == '>') {
            append('&');
        } else {
            endCommand();
        }
        pos++;
    }

    private void hash() {
        if (words.inWord()) {
            append('#');
            pos++;
        } else {
            int end = text.indexOf('\n', pos);
            pos = end < 0 ? text.length() : end;
        }
    }

    private void singleQuoted() throws ImportException {
        int end = text.indexOf('\'', pos + 1);
        beginWord();
        if (end < 0) {
            throw unterminated(pos, "error.singleQuote");
        }
        words.append(text, pos + 1, end);
        pos = end + 1;
    }

    private void doubleQuoted() throws ImportException {
        int start = pos;
        beginWord();
        pos++;
        while (true) {
            if (pos >= text.length()) {
                throw unterminated(start, "error.doubleQuote");
            }
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return;
            }
            if (c == '\\' && "\"\\$`\n".indexOf(at(pos + 1)) >= 0 && pos + 1 < text.length()) {
                if (at(pos + 1) != '\n') {
                    words.append(at(pos + 1));
                }
                pos += 2;
            } else if (c == '$') {
                dollar();
            } else if (c == '`') {
                backtick();
            } else {
                words.append(c);
                pos++;
            }
        }
    }

    private void dollar() throws ImportException {
        char next = at(pos + 1);
        if (next == '(') {
            int end = closingParenthesis(pos + 1);
            reference(PartKind.COMMAND, pos, end + 1, null);
        } else if (next == '{') {
            int end = text.indexOf('}', pos);
            if (end < 0) {
                throw unterminated(pos, "error.variable");
            }
            reference(PartKind.VARIABLE, pos, end + 1, leadingName(pos + 2));
        } else if (isNameStart(at(nameStart()))) {
            // PowerShell's $env:NAME reads the same environment variable as $NAME.
            String name = leadingName(nameStart());
            reference(PartKind.VARIABLE, pos, nameStart() + name.length(), name);
        } else if (Character.isDigit(next) || "@*#?$!-".indexOf(next) >= 0) {
            reference(PartKind.VARIABLE, pos, pos + 2, String.valueOf(next));
        } else {
            append('$');
            pos++;
        }
    }

    private int nameStart() {
        return text.startsWith("env:", pos + 1) && isNameStart(at(pos + 5)) ? pos + 5 : pos + 1;
    }

    private int closingParenthesis(int open) throws ImportException {
        int depth = 0;
        for (int p = open; p < text.length(); p++) {
            char c = text.charAt(p);
            if (c == '\'' || c == '"') {
                int close = text.indexOf(c, p + 1);
                p = close < 0 ? text.length() : close;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return p;
            }
        }
        throw unterminated(open - 1, "error.substitution");
    }

    /** `command` substitution; a lone backtick (PowerShell's escape) stays literal. */
    private void backtick() {
        int end = text.indexOf('`', pos + 1);
        if (end >= 0) {
            reference(PartKind.COMMAND, pos, end + 1, null);
        } else {
            append('`');
            pos++;
        }
    }

    private void backslash() {
        char next = at(pos + 1);
        boolean escape = next != 0 && ESCAPABLE.indexOf(next) >= 0;
        append(escape ? next : '\\');
        pos += escape ? 2 : 1;
    }

    private void reference(PartKind kind, int start, int end, String name) {
        beginWord();
        words.add(new Part(kind, text.substring(start, end), name));
        pos = end;
    }

    private void append(char c) {
        beginWord();
        words.append(c);
    }

    /** Remembers where a command's first word starts, for its line number. */
    private void beginWord() {
        if (words.atCommandStart()) {
            commandStart = pos;
        }
        words.begin();
    }

    private void endWord() {
        words.endWord();
    }

    private void endCommand() {
        List<ShellWord> done = words.endCommand();
        if (!done.isEmpty()) {
            commands.add(new ShellCommand(lineAt(commandStart), done));
        }
    }

    private ImportException unterminated(int offset, String key) {
        int line = lineAt(offset);
        int column = offset - text.lastIndexOf('\n', offset - 1);
        return new ImportException(TEXT.format(key, String.valueOf(line), String.valueOf(column)), line, column);
    }

    /** By binary search in the line starts found once: counting from the top for every command was quadratic. */
    private int lineAt(int offset) {
        if (newlines == null) {
            newlines = IntStream.range(0, text.length()).filter(i -> text.charAt(i) == '\n').toArray();
        }
        int found = Arrays.binarySearch(newlines, Math.min(offset, text.length()));
        return 1 + (found >= 0 ? found : -found - 1);
    }

    private boolean restOfLineBlank(int from) {
        int p = skipBlanks(from);
        return p >= text.length() || text.charAt(p) == '\n';
    }

    private int skipBlanks(int from) {
        int p = from;
        while (p < text.length() && (text.charAt(p) == ' ' || text.charAt(p) == '\t' || text.charAt(p) == '\r')) {
            p++;
        }
        return p;
    }

    private String leadingName(int from) {
        int p = from;
        while (p < text.length() && (Character.isLetterOrDigit(text.charAt(p)) || text.charAt(p) == '_')) {
            p++;
        }
        return text.substring(from, p);
    }

    private static boolean isNameStart(char c) {
        return Character.isLetter(c) || c == '_';
    }

    private char at(int p) {
        return p >= 0 && p < text.length() ? text.charAt(p) : 0;
    }
}
