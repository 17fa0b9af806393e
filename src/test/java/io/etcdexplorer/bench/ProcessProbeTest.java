package io.etcdexplorer.bench;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The idle bench's split of a process's threads (as /proc names them, cut to 15 characters) into the JVM's own and the
 * app's: a thread of the app counted as the JVM's would hide idle work the target is about.
 */
class ProcessProbeTest {

    @Test
    void theJvmsHousekeepingIsToldApartFromTheAppsThreads() {
        for (String jvm : List.of("ZDirector#11", "ZStat#12", "ZWorker#3#40", "ZRuntimeWorke#41", "Monitor Deflati#13",
                "VM Thread#14", "VM Periodic Tas#15", "C1 CompilerThre#16", "C2 CompilerThre#17", "G1 Service#18",
                "GC Thread#0#19", "Common-Cleaner#20", "Reference Handl#21")) {
            assertTrue(ProcessProbe.isJvmThread(jvm), jvm);
        }
        for (String app : List.of("JavaFX Applicat#30", "InvokeLaterDisp#31", "vert.x-eventloo#32",
                "vertx-blocked-t#33", "jetcd-pool-2-th#34", "etcd-explorer-t#35", "etcd-explorer-i#36", "java#37",
                "QuantumRenderer#38", "gmain#39", "Cleaner-0#42", "Zoo#43")) {
            assertFalse(ProcessProbe.isJvmThread(app), app);
        }
    }
}
