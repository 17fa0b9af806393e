package io.etcdexplorer.etcd;

import io.etcd.jetcd.Client;
import io.etcd.jetcd.kv.GetResponse;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Closing a session ends the waits for its calls at once. jetcd never completes a call that was in flight when its
 * client closed, so a waiting thread used to wait for the whole request timeout, holding the closed workspace it
 * worked for (WorkspaceLeakWindowTest saw workspaces held for up to a minute by a revision probe).
 */
class SessionCloseTest {

    private static final String ENDPOINT = "http://127.0.0.1:1";

    private static EtcdSession session() {
        Client client = Client.builder().endpoints(ENDPOINT).build();
        return new EtcdSession(client, ConnectionSettings.plain(List.of(ENDPOINT)), Duration.ofSeconds(30),
                header -> { });
    }

    @Test
    void aWaitForACallThatNeverAnswersEndsWhenTheSessionCloses() throws Exception {
        EtcdSession session = session();
        CompletableFuture<GetResponse> neverAnswered = new CompletableFuture<>();
        CompletableFuture<Throwable> failure = CompletableFuture.supplyAsync(() -> {
            try {
                session.call(neverAnswered);
                return null;
            } catch (RuntimeException e) {
                return e;
            }
        });
        Thread.sleep(300); // the waiting thread is in its wait
        long closedAt = System.nanoTime();
        session.close();
        Throwable thrown = failure.get(5, TimeUnit.SECONDS);
        assertTrue(System.nanoTime() - closedAt < TimeUnit.SECONDS.toNanos(5), "the wait outlived the close");
        EtcdAccessException closed = (EtcdAccessException) thrown;
        assertEquals("The connection to " + ENDPOINT + " was closed.", closed.getMessage());
        assertEquals("Connect to it again to go on.", closed.hint());
    }

    @Test
    void aWaitThatBeginsAfterTheCloseEndsAtOnce() {
        EtcdSession session = session();
        session.close();
        long start = System.nanoTime();
        EtcdAccessException closed = assertThrows(EtcdAccessException.class,
                () -> session.call(new CompletableFuture<GetResponse>()));
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5));
        assertTrue(closed.getMessage().endsWith("was closed."), closed.getMessage());
    }

    @Test
    void theClosedConnectionIsNamedInTheUsersLanguage() {
        EtcdSession session = session();
        session.close();
        Locales.use(Language.RUSSIAN);
        try {
            EtcdAccessException closed = assertThrows(EtcdAccessException.class,
                    () -> session.call(new CompletableFuture<GetResponse>()));
            assertEquals("Подключение к " + ENDPOINT + " закрыто.", closed.getMessage());
            assertEquals("Чтобы продолжить, подключитесь снова.", closed.hint());
        } finally {
            Locales.use(Language.ENGLISH);
        }
    }
}
