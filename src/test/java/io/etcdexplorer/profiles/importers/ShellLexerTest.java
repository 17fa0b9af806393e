package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.profiles.importers.ShellWord.Part;
import io.etcdexplorer.profiles.importers.ShellWord.PartKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ShellLexerTest {

    private static List<List<String>> words(String text) throws ImportException {
        return ShellLexer.split(text).stream()
                .map(c -> c.words().stream().map(ShellWord::raw).toList()).toList();
    }

    @Test
    void quotesAndEscapes() throws Exception {
        assertEquals(List.of(List.of("a", "b c", "d \"e\" $X", "f g", "C:\\certs\\ca.crt", "", "it's")),
                words("a 'b c' \"d \\\"e\\\" $X\" f\\ g C:\\certs\\ca.crt '' it\\'s"));
    }

    @Test
    void lineContinuationsOfBashPowerShellAndCmd() throws Exception {
        List<List<String>> expected = List.of(List.of("etcdctl", "--endpoints=x", "get", "k"));
        assertEquals(expected, words("etcdctl \\\n  --endpoints=x \\\n  get k"));
        assertEquals(expected, words("etcdctl `\r\n  --endpoints=x `  \r\n  get k"));
        assertEquals(expected, words("etcdctl ^\n  --endpoints=x ^\n  get k"));
        assertEquals(expected, words("etcdctl \\\n>   --endpoints=x \\\n> get k"));
    }

    @Test
    void separatorsCommentsAndRedirections() throws Exception {
        assertEquals(List.of(List.of("a"), List.of("b"), List.of("c", "2>&1"), List.of("d"), List.of("e", "x#y"),
                        List.of("f")),
                words("a; b && c 2>&1 | d || e x#y # comment\n\n# whole line\nf"));
    }

    @Test
    void referencesStayPartsOfTheirWord() throws Exception {
        List<Part> parts = ShellLexer.split("x=$A${B}:$(cat \"f g\")`date`$env:C$1").get(0).words().get(0).parts();
        assertEquals(List.of(new Part(PartKind.LITERAL, "x=", null),
                new Part(PartKind.VARIABLE, "$A", "A"),
                new Part(PartKind.VARIABLE, "${B}", "B"),
                new Part(PartKind.LITERAL, ":", null),
                new Part(PartKind.COMMAND, "$(cat \"f g\")", null),
                new Part(PartKind.COMMAND, "`date`", null),
                new Part(PartKind.VARIABLE, "$env:C", "C"),
                new Part(PartKind.VARIABLE, "$1", "1")), parts);
    }

    @Test
    void singleQuotesKeepDollarsLiteralAndLoneDollarsStay() throws Exception {
        List<Part> parts = ShellLexer.split("'$HOME' $ 5$").get(0).words().stream()
                .flatMap(w -> w.parts().stream()).toList();
        assertEquals(List.of(Part.literal("$HOME"), Part.literal("$"), Part.literal("5$")), parts);
    }

    @Test
    void procCmdlineIsSplitOnNul() throws Exception {
        assertEquals(List.of(List.of("etcd", "--name", "my node", "--data-dir=/var/lib/etcd")),
                words("etcd\0--name\0my node\0--data-dir=/var/lib/etcd\0"));
    }

    @Test
    void commandsKnowTheirLine() throws Exception {
        List<ShellCommand> commands = ShellLexer.split("a \\\n b\n\n'c\nd' e\nf");
        assertEquals(List.of(1, 4, 6), commands.stream().map(ShellCommand::line).toList());
    }
}
