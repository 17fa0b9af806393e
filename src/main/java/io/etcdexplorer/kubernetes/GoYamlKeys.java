package io.etcdexplorer.kubernetes;

/**
 * go-yaml v2's ordering of mapping keys, which {@code kubectl get -o yaml} inherits: runs of digits compare as numbers
 * ("a2" before "a10"), and at the first difference a non-letter sorts before a letter ("app.kubernetes.io/name"
 * before "apps"); letters compare by code point.
 */
final class GoYamlKeys {

    private GoYamlKeys() {
    }

    static int compare(String a, String b) {
        int[] ar = a.codePoints().toArray();
        int[] br = b.codePoints().toArray();
        for (int i = 0; i < ar.length && i < br.length; i++) {
            if (ar[i] == br[i]) {
                continue;
            }
            boolean al = Character.isLetter(ar[i]);
            boolean bl = Character.isLetter(br[i]);
            if (al && bl) {
                return Integer.compare(ar[i], br[i]);
            }
            if (al || bl) {
                return bl ? -1 : 1;
            }
            return compareNumbers(ar, br, i);
        }
        return Integer.compare(ar.length, br.length);
    }

    /** Both differ at i and neither is a letter: compare the digit runs starting there as numbers. */
    private static int compareNumbers(int[] ar, int[] br, int i) {
        long an = 0;
        long bn = 0;
        if (ar[i] == '0' || br[i] == '0') {
            // A zero after non-zero digits is part of a larger number; go-yaml then compares the runs as numbers.
            for (int j = i - 1; j >= 0 && Character.isDigit(ar[j]); j--) {
                if (ar[j] != '0') {
                    an = 1;
                    bn = 1;
                    break;
                }
            }
        }
        int ai = i;
        while (ai < ar.length && Character.isDigit(ar[ai])) {
            an = an * 10 + (ar[ai] - '0');
            ai++;
        }
        int bi = i;
        while (bi < br.length && Character.isDigit(br[bi])) {
            bn = bn * 10 + (br[bi] - '0');
            bi++;
        }
        if (an != bn) {
            return Long.compare(an, bn);
        }
        if (ai != bi) {
            return Integer.compare(ai, bi);
        }
        return Integer.compare(ar[i], br[i]);
    }
}
