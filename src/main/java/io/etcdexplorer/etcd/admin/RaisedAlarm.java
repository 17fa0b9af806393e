package io.etcdexplorer.etcd.admin;

/**
 * An alarm a member raised, as etcd's Alarm RPC lists it.
 *
 * @param type etcd's AlarmType value (1 NOSPACE, 2 CORRUPT): jetcd's enum lacks CORRUPT, so the number is kept
 */
public record RaisedAlarm(long memberId, int type) {
}
