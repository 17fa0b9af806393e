package io.etcdexplorer.etcd.ssh;

import org.apache.sshd.client.session.ClientSession;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The current SSH session of an {@link SshConnection}, its state and whether it was closed, under one lock: forwards
 * and file reads wait here while the connection reconnects, and a session that comes back after {@link #close()} is
 * refused, so nothing outlives the connection.
 */
final class SessionSlot {

    private final Object lock = new Object();
    private ClientSession session;
    private SshState state = SshState.CONNECTED;
    private boolean closed;

    /** Makes {@code established} current and wakes the waiters; false (the caller closes it) once closed. */
    boolean attach(ClientSession established) {
        synchronized (lock) {
            if (closed) {
                return false;
            }
            session = established;
            lock.notifyAll();
            return true;
        }
    }

    /** Forgets {@code dropped} if it is still current; false when it is not (or the slot is closed). */
    boolean detach(ClientSession dropped) {
        synchronized (lock) {
            if (closed || session != dropped) {
                return false;
            }
            session = null;
            return true;
        }
    }

    /** The current session, waiting up to {@code timeout} while reconnecting; null when closed or still down. */
    ClientSession await(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (session == null && !closed) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
            return session;
        }
    }

    /** What {@link #close()} found: whether this call closed the slot, and the session it held (null if none). */
    record Closing(boolean first, ClientSession last) {
    }

    /** Closes the slot and wakes every waiter; the caller closes the session it held, after its forwards. */
    Closing close() {
        synchronized (lock) {
            if (closed) {
                return new Closing(false, null);
            }
            closed = true;
            ClientSession last = session;
            session = null;
            lock.notifyAll();
            return new Closing(true, last);
        }
    }

    boolean isClosed() {
        synchronized (lock) {
            return closed;
        }
    }

    /** Records {@code next}; false when the slot is closed and {@code next} is not CLOSED (a late reconnect report). */
    boolean publish(SshState next) {
        synchronized (lock) {
            if (closed && next.phase() != SshState.Phase.CLOSED) {
                return false;
            }
            state = next;
            return true;
        }
    }

    SshState state() {
        synchronized (lock) {
            return state;
        }
    }

    /** Runs {@code action} unless the slot is closed, atomically with respect to {@link #close()}. */
    boolean ifOpen(Runnable action) {
        synchronized (lock) {
            if (closed) {
                return false;
            }
            action.run();
            return true;
        }
    }
}
