package io.etcdexplorer.bench;

/**
 * The floor of idle CPU for StartupBench: a JVM with the app's options that does nothing. What it uses at rest is the
 * JVM's own housekeeping (the collector's director and statistics, monitor deflation, the VM thread's safepoint
 * checks), which no application code can switch off; the app's idle figure is read against it. Prints the same ready
 * line as the windows, so the bench starts and waits for it alike.
 */
public final class EmptyJvm {

    private EmptyJvm() {
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println("etcd-explorer ready: window");
        System.out.flush();
        while (true) {
            Thread.sleep(Long.MAX_VALUE);
        }
    }
}
