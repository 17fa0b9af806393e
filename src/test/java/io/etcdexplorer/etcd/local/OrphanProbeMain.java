package io.etcdexplorer.etcd.local;

import java.nio.file.Path;

/**
 * Run in a separate JVM by {@link EtcdOutlivesNoJvmTest}: starts etcd, prints its pid, then idles until killed.
 * Arguments: the etcd binary and a data dir.
 */
public final class OrphanProbeMain {

    private OrphanProbeMain() {
    }

    public static void main(String[] args) throws Exception {
        EtcdProcess etcd = EtcdProcess.start(EtcdOptions.builder(Path.of(args[0]), Path.of(args[1])).build());
        System.out.println("ETCD_PID " + etcd.pid());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
