package io.etcdexplorer.keys.index;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Key bytes packed back to back into 1 MiB arenas, each key addressed by one int (12 bits of arena, 20 of offset) plus
 * its length, so a key costs its bytes and no object. Append-only: a removed key's bytes stay where they are, but each
 * arena counts its live bytes and is dropped once none are left (watch churn, e.g. expiring events, would otherwise
 * grow the arenas forever); its slot is then reused, which also keeps the 12 bits of arena from running out.
 */
final class Arenas {

    static final int OFFSET_BITS = 20;
    static final int ARENA_SIZE = 1 << OFFSET_BITS;
    private static final int OFFSET_MASK = ARENA_SIZE - 1;
    private static final int MAX_ARENAS = 1 << (32 - OFFSET_BITS);

    private byte[][] arenas = new byte[4][];
    /** Bytes of keys still in the index plus one per key (so an empty key also holds its arena), per arena. */
    private int[] live = new int[4];
    /** Slots in use or freed; slots at or above this were never used. */
    private int slots;
    /** Freed slots, reused before new ones. */
    private int[] free = new int[4];
    private int freeCount;
    /** The arena being filled, and how far; -1 and a full fill force a fresh arena on first use. */
    private int current = -1;
    private int fill = ARENA_SIZE;
    /** Arenas allocated ahead of time off the UI thread, used before allocating here. */
    private final ArrayDeque<byte[]> spare = new ArrayDeque<>();

    static int arenasFor(long keyBytes) {
        return (int) ((keyBytes + OFFSET_MASK) >>> OFFSET_BITS);
    }

    static byte[] newArena() {
        return new byte[ARENA_SIZE];
    }

    void donate(List<byte[]> arenas) {
        spare.addAll(arenas);
    }

    /** Copies a key in and returns its ref. */
    int store(byte[] key) {
        if (current < 0 || key.length > ARENA_SIZE - fill) {
            if (current >= 0 && live[current] == 0) {
                drop(current); // emptied by removals, and about to be left for a key too large for it
            }
            // A key too large for an arena gets one of its own: offsets stay within their bits either way.
            byte[] arena = key.length <= ARENA_SIZE && !spare.isEmpty() ? spare.poll()
                    : new byte[Math.max(ARENA_SIZE, key.length)];
            current = takeSlot();
            arenas[current] = arena;
            fill = 0;
        }
        int at = fill;
        System.arraycopy(key, 0, arenas[current], at, key.length);
        live[current] += key.length + 1;
        fill = key.length > ARENA_SIZE ? ARENA_SIZE : at + key.length;
        return (current << OFFSET_BITS) | at;
    }

    /** The key at {@code ref} left the index: its arena goes once it holds no live key. */
    void release(int ref, int length) {
        int a = ref >>> OFFSET_BITS;
        live[a] -= length + 1;
        if (live[a] != 0) {
            return;
        }
        if (a != current) {
            drop(a);
        } else if (arenas[a].length == ARENA_SIZE) {
            fill = 0; // nothing in it is referenced any more: fill it again from the start
        } else {
            drop(a); // an oversized key's own arena: the next key starts a fresh one
        }
    }

    private void drop(int a) {
        byte[] arena = arenas[a];
        arenas[a] = null;
        if (a == current) {
            current = -1;
        }
        if (arena.length == ARENA_SIZE && spare.size() < 2) {
            spare.add(arena); // saves the next allocation; a stale tail of old bytes is harmless
        }
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = a;
    }

    /** Compares the key at {@code ref} with {@code other}, unsigned. */
    int compare(int ref, int length, byte[] other) {
        int from = ref & OFFSET_MASK;
        return Arrays.compareUnsigned(arenas[ref >>> OFFSET_BITS], from, from + length, other, 0, other.length);
    }

    byte[] copy(int ref, int length) {
        int from = ref & OFFSET_MASK;
        return Arrays.copyOfRange(arenas[ref >>> OFFSET_BITS], from, from + length);
    }

    /** Drops arenas reserved for keys that did not come. */
    void trim() {
        spare.clear();
    }

    long retainedBytes() {
        long bytes = 0;
        for (int a = 0; a < slots; a++) {
            bytes += arenas[a] == null ? 0 : arenas[a].length + 16L;
        }
        return bytes + arenas.length * 4L + live.length * 4L;
    }

    private int takeSlot() {
        if (freeCount > 0) {
            return free[--freeCount];
        }
        if (slots == MAX_ARENAS) {
            throw new IllegalStateException("key index is full");
        }
        if (slots == arenas.length) {
            arenas = Arrays.copyOf(arenas, slots * 2);
            live = Arrays.copyOf(live, slots * 2);
        }
        return slots++;
    }
}
