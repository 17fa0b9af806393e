package io.etcdexplorer.files;

import java.util.Arrays;
import java.util.Optional;

/**
 * What a file or folder dialog is for. Each purpose remembers its own last folder: the folder exports go to is
 * rarely the one certificates come from.
 */
public enum FolderPurpose {

    /** Saving what the app shows: exported keys, events, comparisons, the operation log, a value's bytes. */
    EXPORT("export", RecentFolders.DOCUMENTS),
    /** etcdctl JSON to write into etcd. */
    IMPORT("import", RecentFolders.DOCUMENTS),
    /** etcd snapshot files. */
    SNAPSHOT("snapshot", RecentFolders.DOCUMENTS),
    /** CA, client certificate and key files of a connection. */
    CERTIFICATES("certificates", RecentFolders.DOCUMENTS),
    /** SSH private keys: they live in ~/.ssh far more often than in Documents. */
    SSH_KEY("ssh-key", ".ssh"),
    /** Exported connection lists and the files a connection is imported from (etcdctl lines, manifests). */
    CONNECTIONS("connections", RecentFolders.DOCUMENTS);

    private final String key;
    private final String usualFolder;

    FolderPurpose(String key, String usualFolder) {
        this.key = key;
        this.usualFolder = usualFolder;
    }

    /** The name in settings.json. */
    public String key() {
        return key;
    }

    /** The folder under the user's home where such files usually are, tried before Documents and the home. */
    String usualFolder() {
        return usualFolder;
    }

    public static Optional<FolderPurpose> ofKey(String key) {
        return Arrays.stream(values()).filter(p -> p.key.equals(key)).findFirst();
    }
}
