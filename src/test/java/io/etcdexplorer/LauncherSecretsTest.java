package io.etcdexplorer;

import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line never prints back what may be a secret: a mistyped option is named without the argument after
 * it, and a password in an endpoint URL is masked, in the doctor's report too (run against a real etcd).
 */
class LauncherSecretsTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final String SECRET = "rootpw-7f3a";

    /** Exit code, then everything printed on stdout and stderr. */
    private record Run(int exit, String out, String err) {
        String all() {
            return out + err;
        }
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Launcher.runInTerminal(List.of(args), Map.of(), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMistypedOptionIsNamedWithTheNearestOneAndItsValueIsNeverEchoed() {
        Run spaced = run("--endpoints=" + etcd.endpoint(), "--passwd", SECRET);
        assertEquals(2, spaced.exit());
        assertEquals("etcd-explorer: Unknown option --passwd: did you mean --password? (see --help)\n"
                + "Run with --help for the options.\n", spaced.err());
        assertFalse(spaced.all().contains(SECRET), spaced.all());

        Run joined = run("--passwd=" + SECRET);
        assertTrue(joined.err().contains("Unknown option --passwd: did you mean --password?"), joined.err());
        assertFalse(joined.all().contains(SECRET), joined.all());

        Run doctor = run("doctor", "--usr", "root:" + SECRET);
        assertEquals(2, doctor.exit());
        assertTrue(doctor.err().contains("Unknown option --usr: did you mean --user?"), doctor.err());
        assertFalse(doctor.all().contains(SECRET), doctor.all());
    }

    @Test
    void aStrayArgumentIsCountedNotShown() {
        Run stray = run(SECRET);
        assertEquals(2, stray.exit());
        assertTrue(stray.err().contains("Unexpected argument #1 (not shown, in case it is a secret)"), stray.err());
        assertFalse(stray.all().contains(SECRET), stray.all());

        Run ssh = run("doctor", "--ssh=me:" + SECRET + "@node");
        assertTrue(ssh.err().contains("--ssh takes no password"), ssh.err());
        assertFalse(ssh.all().contains(SECRET), ssh.all());
    }

    @Test
    void theDoctorMasksAPasswordInAnEndpointUrl() {
        String endpoint = etcd.endpoint().replace("http://", "http://root:" + SECRET + "@");

        Run connected = run("doctor", "--endpoints=" + endpoint);

        assertEquals(0, connected.exit(), connected.all());
        assertTrue(connected.out().startsWith("etcd-explorer doctor: " + endpoint.replace(SECRET, "***")),
                connected.out());
        assertTrue(connected.out().contains("Connected."), connected.out());
        assertFalse(connected.all().contains(SECRET), connected.all());

        Run refused = run("doctor", "--endpoints=http://root:" + SECRET + "@127.0.0.1:1", "--dial-timeout=1s");
        assertEquals(1, refused.exit(), refused.all());
        assertTrue(refused.out().contains("http://root:***@127.0.0.1:1"), refused.out());
        assertFalse(refused.all().contains(SECRET), refused.all());
    }
}
