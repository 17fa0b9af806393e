package io.etcdexplorer.testsupport;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Registered for every test class (META-INF/services, junit-platform.properties). TestFX keeps any thread's uncaught
 * exception and throws it at the next wait, in whichever class waits next: an Apache MINA I/O thread that an sshd
 * test left behind failed {@code FileDialogsTest} once in CI ("Executor has been shut down"). What earlier classes
 * left is not this class's; what this class's own threads throw still fails it.
 */
public final class ForgetEarlierAsyncExceptions implements BeforeAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        WaitForAsyncUtils.clearExceptions();
    }
}
