package io.etcdexplorer.profiles.importers;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class MalformedInputTest {

    private static final String NOT_FOUND = "No etcd endpoint found: paste an etcdctl command, ETCDCTL_* variables,"
            + " an etcd or kube-apiserver command line, or a kubeadm manifest";

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "   ", "\n\t\n"})
    void emptyText(String text) {
        ImportException e = assertThrows(ImportException.class, () -> ConnectionImporter.parse(text));
        assertEquals("Nothing to import: paste an etcdctl command, ETCDCTL_* variables, an etcd or kube-apiserver"
                + " command line, or a kubeadm manifest", e.getMessage());
        assertEquals(0, e.line());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
        "I can't connect to my cluster, what's wrong?",
        "Please connect me to etcd on the staging server",
        "NAME READY STATUS RESTARTS AGE\netcd-minikube 1/1 Running 0 25m",
        "export KUBECONFIG=/etc/kubernetes/admin.conf\nkubectl get pods -A"})
    void proseAndUnrelatedCommands(String text) {
        ImportException e = assertThrows(ImportException.class, () -> ConnectionImporter.parse(text));
        assertEquals(NOT_FOUND, e.getMessage());
    }

    @Test
    void unterminatedDoubleQuoteSaysWhere() {
        ImportException e = assertThrows(ImportException.class,
                () -> ConnectionImporter.parse("etcdctl --endpoints=\"https://127.0.0.1:2379 get /"));
        assertEquals("Unterminated double quote (\") at line 1, column 21: the text ends before it is closed",
                e.getMessage());
        assertEquals(1, e.line());
        assertEquals(21, e.column());
    }

    @Test
    void unterminatedSingleQuoteOnALaterLine() {
        String text = """
                export ETCDCTL_API=3
                etcdctl --endpoints=https://10.0.0.1:2379 \\
                  --cacert='/etc/etcd/ca.crt \\
                  member list
                """;
        ImportException e = assertThrows(ImportException.class, () -> ConnectionImporter.parse(text));
        assertEquals("Unterminated single quote (') at line 3, column 12: the text ends before it is closed",
                e.getMessage());
        assertEquals(3, e.line());
        assertEquals(12, e.column());
    }

    @Test
    void unterminatedCommandSubstitution() {
        ImportException e = assertThrows(ImportException.class,
                () -> ConnectionImporter.parse("etcdctl --password=$(cat /run/secret get foo"));
        assertEquals("Unterminated $( at line 1, column 20: the text ends before it is closed", e.getMessage());
    }

    @Test
    void aQuoteProblemInWhatLooksLikeACommandIsReported() {
        ImportException e = assertThrows(ImportException.class,
                () -> ConnectionImporter.parse("etcdctl won't connect to --endpoints=https://10.0.0.1:2379"));
        assertEquals("Unterminated single quote (') at line 1, column 12: the text ends before it is closed",
                e.getMessage());
    }
}
