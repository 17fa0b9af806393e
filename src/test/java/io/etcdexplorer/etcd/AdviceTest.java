package io.etcdexplorer.etcd;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A fix keeps its commands as commands: in backquotes in text, listed for copying, in the words asked for. */
class AdviceTest {

    @Test
    void commandsStandInTheTextAndAreListedExactly() {
        Advice advice = Advice.of("Remove it with ").command("ssh-keygen -R '[h]:2222'").then(", then ")
                .command("ssh-keyscan -p 2222 h >> k").then(".");

        assertEquals("Remove it with `ssh-keygen -R '[h]:2222'`, then `ssh-keyscan -p 2222 h >> k`.", advice.text());
        assertEquals(List.of("ssh-keygen -R '[h]:2222'", "ssh-keyscan -p 2222 h >> k"), advice.commands());
    }

    @Test
    void anExceptionAnswersInTheVocabularyAskedAndNeverShowsAPassword() {
        EtcdAccessException e = new EtcdAccessException(Hop.REMOTE_FILE, "denied", words -> switch (words) {
            case GUI -> Advice.of("Turn on the check box.");
            case CLI -> Advice.of("Add --flag for ").command("curl http://u:secret@h:2379");
        }, null);

        assertEquals("Turn on the check box.", e.hint());
        assertEquals("Add --flag for `curl http://u:***@h:2379`", e.hint(Vocabulary.CLI));
        assertEquals(List.of("curl http://u:***@h:2379"), e.advice(Vocabulary.CLI).commands());
        assertEquals(e.fix(), e.atHop(Hop.TLS).fix());
    }
}
