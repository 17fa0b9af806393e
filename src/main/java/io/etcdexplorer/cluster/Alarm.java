package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;

/**
 * An active alarm: NOSPACE (the database reached its quota; etcd accepts only reads and deletes) or CORRUPT (a
 * member's data differs from the others').
 *
 * @param typeNumber etcd's AlarmType value (1 NOSPACE, 2 CORRUPT): jetcd's enum lacks CORRUPT
 */
record Alarm(long memberId, String memberName, int typeNumber) {

    private static final Messages TEXT = Messages.of(Alarm.class);

    public String type() {
        return switch (typeNumber) {
            case 1 -> "NOSPACE";
            case 2 -> "CORRUPT";
            default -> TEXT.format("alarm.unknownType", Integer.toString(typeNumber));
        };
    }

    /** What the alarm means and what to do, for the Alarms section. */
    public String meaning() {
        return switch (typeNumber) {
            case 1 -> TEXT.get("alarm.nospace");
            case 2 -> TEXT.get("alarm.corrupt");
            default -> TEXT.get("alarm.unknown");
        };
    }

    public String memberText() {
        return (memberName == null || memberName.isEmpty() ? "" : memberName + " ") + "(" + Long.toHexString(memberId)
                + ")";
    }
}
