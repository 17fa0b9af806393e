package io.etcdexplorer.etcd.admin;

/**
 * One permission of an etcd role: {@code READ}, {@code WRITE} or {@code READWRITE} on a key, or on the range
 * {@code [key, rangeEnd)} when {@code rangeEnd} is not empty ("\0" as range end: every key from {@code key} on).
 * Keys are as etcd holds them; the arrays are not copied.
 */
public record RolePermission(String type, byte[] key, byte[] rangeEnd) {
}
