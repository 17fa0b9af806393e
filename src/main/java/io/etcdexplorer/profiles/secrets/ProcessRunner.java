package io.etcdexplorer.profiles.secrets;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

/** Runs an external command; injected so tests can substitute fake tools or a scripted runner. */
@FunctionalInterface
public interface ProcessRunner {

    /**
     * What a finished command left.
     *
     * @param stdout may hold a secret: never log it, and {@link #toString()} leaves it out
     */
    record Result(int exitCode, String stdout, String stderr) {

        @Override
        public String toString() {
            return "Result[exitCode=" + exitCode + ", stdout=<" + stdout.length() + " chars>, stderr=" + stderr + "]";
        }
    }

    /**
     * Runs {@code command}, writes {@code input} (null for none) to its standard input and closes it, and waits.
     *
     * @throws IOException when it cannot start, or has not finished within {@code timeout} (it is then killed,
     *                     with any children)
     */
    Result run(List<String> command, String input, Duration timeout) throws IOException;
}
