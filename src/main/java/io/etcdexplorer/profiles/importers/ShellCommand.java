package io.etcdexplorer.profiles.importers;

import java.util.ArrayList;
import java.util.List;

/** One simple command of pasted text: its words and the line it starts on. */
record ShellCommand(int line, List<ShellWord> words) {

    /** /proc/PID/cmdline separates arguments with NUL and quotes nothing. */
    static ShellCommand nulSeparated(String text) {
        List<ShellWord> words = new ArrayList<>();
        for (String arg : text.strip().split("\0")) {
            if (!arg.isEmpty()) {
                words.add(ShellWord.literal(arg));
            }
        }
        return new ShellCommand(1, words);
    }
}
