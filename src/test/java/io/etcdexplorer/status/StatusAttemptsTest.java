package io.etcdexplorer.status;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A banner belongs to the attempt that raised it: the next attempt takes it down, and nothing else. */
class StatusAttemptsTest {

    @Test
    void theNextAttemptTakesDownTheBannerOfTheLastOne() {
        StatusViewModel status = new StatusViewModel();
        status.reportAttempt(Problem.of("The host key has CHANGED.", "Remove the old key."));

        status.attemptStarted();

        assertNull(status.problemProperty().get());
    }

    @Test
    void problemsOfOtherWorkOutliveAnAttempt() {
        StatusViewModel status = new StatusViewModel();
        status.reportAttempt(Problem.of("The host key has CHANGED.", ""));
        Problem other = Problem.of("Could not save the profile.", "Check the disk.");
        status.report(other);

        status.attemptStarted();

        assertEquals(other, status.problemProperty().get());
    }

    @Test
    void aCopyIsWithdrawnOnlyWhileItStillShows() {
        StatusViewModel workspace = new StatusViewModel();
        Problem copied = Problem.of("Connecting failed.", "");
        workspace.show(copied);
        workspace.withdraw(copied);
        assertNull(workspace.problemProperty().get());

        Problem own = Problem.of("A write failed.", "");
        workspace.show(own);
        workspace.withdraw(copied);
        assertEquals(own, workspace.problemProperty().get());
    }
}
