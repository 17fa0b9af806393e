package io.etcdexplorer.editor;

/**
 * The code area keeps only "\n" line ends, so text with "\r\n" is shown with "\n" and written back with "\r\n".
 * Text whose carriage returns are not all part of "\r\n" (or that mixes both) cannot survive the area: it is
 * edited as hex or base64 instead, so saving never changes bytes the user did not touch.
 */
enum LineEnds {
    LF, CRLF, MIXED;

    static LineEnds of(byte[] value) {
        boolean crlf = false;
        boolean lf = false;
        for (int i = 0; i < value.length; i++) {
            if (value[i] == '\r') {
                if (i + 1 >= value.length || value[i + 1] != '\n') {
                    return MIXED;
                }
                crlf = true;
                i++;
            } else if (value[i] == '\n') {
                lf = true;
            }
        }
        return crlf && lf ? MIXED : crlf ? CRLF : LF;
    }

    String toArea(String text) {
        return this == CRLF ? text.replace("\r\n", "\n") : text;
    }

    String fromArea(String text) {
        return this == CRLF ? text.replace("\n", "\r\n") : text;
    }
}
