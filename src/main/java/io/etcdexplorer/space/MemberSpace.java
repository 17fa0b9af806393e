package io.etcdexplorer.space;

/**
 * One member's database file as its status reports it: the file's size, the part in use (the rest is free pages
 * that a defragmentation returns to the disk) and the backend quota.
 *
 * @param endpoint    the member's client URL
 * @param dbSize      bytes of the database file
 * @param dbSizeInUse bytes in use; -1 when the server does not say (etcd before 3.4)
 * @param quota       the backend quota in bytes; -1 when it could not be read
 */
public record MemberSpace(String endpoint, long dbSize, long dbSizeInUse, long quota) {

    /** Bytes a defragmentation would give back to the disk; -1 when unknown. */
    public long reclaimable() {
        return dbSizeInUse < 0 ? -1 : Math.max(0, dbSize - dbSizeInUse);
    }
}
