package io.etcdexplorer.etcd.ssh;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Named daemon threads, so that a connection somebody forgot to close never keeps the app from exiting. */
final class DaemonThreads implements ThreadFactory {

    private final String name;
    private final AtomicInteger count = new AtomicInteger();

    DaemonThreads(String name) {
        this.name = name;
    }

    @Override
    public Thread newThread(Runnable runnable) {
        Thread thread = new Thread(runnable, name + " #" + count.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    }
}
