package io.etcdexplorer.profiles.secrets;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Finds a tool on the PATH given, not the JVM's own, so tests can put fakes first. */
final class Executables {

    private static final Logger LOG = LoggerFactory.getLogger(Executables.class);

    private Executables() {
    }

    static Optional<Path> find(String name, Map<String, String> env) {
        String path = env.get("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isBlank()) {
                continue;
            }
            try {
                Path candidate = Path.of(dir).resolve(name);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return Optional.of(candidate.toAbsolutePath());
                }
            } catch (InvalidPathException ignored) {
                // A malformed PATH entry just holds nothing.
                LOG.debug("Skipped a PATH entry that is not a path", ignored);
            }
        }
        return Optional.empty();
    }
}
