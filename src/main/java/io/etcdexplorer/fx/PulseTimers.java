package io.etcdexplorer.fx;

import com.sun.glass.ui.Timer;

import java.lang.reflect.Field;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts a {@link PausablePulseTimer} in place of JavaFX's GTK pulse timer, so that an idle window stops waking up (on
 * Linux only: the other platforms' timers pause already, and the headless tests' Monocle timer is left as it is).
 * JavaFX has no public way to do this, so it is done by reflection on its toolkit (JavaFX runs from the class path,
 * in the unnamed module, so nothing needs opening); if JavaFX's internals are not as expected, the GTK timer stays
 * and the window only costs more CPU at rest, as it did. {@code -Detcd-explorer.pulseTimer=gtk} keeps JavaFX's own.
 */
public final class PulseTimers {

    public static final String PROPERTY = "etcd-explorer.pulseTimer";
    private static final Logger LOG = LoggerFactory.getLogger(PulseTimers.class);
    private static final String GTK_TIMER = "com.sun.glass.ui.gtk.GtkTimer";

    private PulseTimers() {
    }

    /**
     * Call on the UI thread once the toolkit runs. Returns whether the pausable timer is now JavaFX's pulse timer.
     */
    public static boolean makeIdleWindowsSleep() {
        if ("gtk".equals(System.getProperty(PROPERTY))) {
            return false;
        }
        try {
            Object toolkit = com.sun.javafx.tk.Toolkit.getToolkit();
            Field pulseTimer = field(toolkit.getClass(), "pulseTimer");
            // The toolkit pauses and resumes its timer in methods synchronized on itself: swap under the same lock.
            synchronized (toolkit) {
                Timer gtk = (Timer) pulseTimer.get(toolkit);
                if (gtk == null || !gtk.getClass().getName().equals(GTK_TIMER) || !gtk.isRunning()) {
                    return false;
                }
                Runnable pulseTask = (Runnable) field(Timer.class, "runnable").get(gtk);
                int period = (int) Math.round((double) field(Timer.class, "period").get(gtk));
                Timer pausable = new PausablePulseTimer(pulseTask);
                pausable.start(period);
                pulseTimer.set(toolkit, pausable);
                gtk.stop();
                LOG.debug("JavaFX's pulse timer pauses when the window is idle (period {} ms)", period);
                return true;
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.info("JavaFX's GTK pulse timer kept (it wakes the window 60 times a second at rest): {}", e.toString());
            return false;
        }
    }

    private static Field field(Class<?> owner, String name) throws NoSuchFieldException {
        Field field = owner.getDeclaredField(name);
        field.setAccessible(true);
        return field;
    }
}
