package io.etcdexplorer.cluster;

/**
 * An active alarm: NOSPACE (the database reached its quota; etcd accepts only reads and deletes) or CORRUPT (a
 * member's data differs from the others').
 *
 * @param typeNumber etcd's AlarmType value (1 NOSPACE, 2 CORRUPT): jetcd's enum lacks CORRUPT
 */
record Alarm(long memberId, String memberName, int typeNumber) {

    public String type() {
        return switch (typeNumber) {
            case 1 -> "NOSPACE";
            case 2 -> "CORRUPT";
            default -> "alarm " + typeNumber;
        };
    }

    /** What the alarm means and what to do, for the Alarms section. */
    public String meaning() {
        return switch (typeNumber) {
            case 1 -> "The database reached its space quota: etcd refuses every write until space is freed and the"
                    + " alarm disarmed. Delete or compact, defragment every member, then disarm.";
            case 2 -> "This member's data differs from the others' (a corruption check failed). Do not disarm "
                    + "before the member has been replaced or restored from a snapshot.";
            default -> "An alarm this version does not know.";
        };
    }

    public String memberText() {
        return (memberName == null || memberName.isEmpty() ? "" : memberName + " ") + "(" + Long.toHexString(memberId)
                + ")";
    }
}
