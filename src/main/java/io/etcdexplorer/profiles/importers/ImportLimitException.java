package io.etcdexplorer.profiles.importers;

/**
 * The text is beyond what an import reads (too long, or variables that expand without end). Unlike other import
 * problems it is reported as it is, whatever the text looks like, since it names the limit and the way out.
 */
final class ImportLimitException extends ImportException {

    ImportLimitException(String message) {
        super(message);
    }
}
