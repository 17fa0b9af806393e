package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Maps etcd keys to relative file paths and back, reversibly, for the plain-files export.
 *
 * <p>The scheme:
 * <ul>
 *   <li>A key is split at {@code /}; each part becomes a folder, the last part the file: {@code /a/b/c} becomes
 *       {@code a/b/c}. A key that does not start with {@code /} is placed under the folder {@value #NO_SLASH}.</li>
 *   <li>Within a part, bytes that some file system rejects or treats specially are percent-encoded as {@code %XX}
 *       (uppercase hex of the byte): {@code %} itself, control characters, {@code < > : " \ | ? *}, a trailing
 *       {@code .} or space (Windows drops them, and it makes {@code .} and {@code ..} ordinary names), the first
 *       letter of a Windows device name ({@code CON}, {@code NUL}, {@code COM1}...), and every byte of a part that is
 *       not valid UTF-8. Valid UTF-8 stays readable.</li>
 *   <li>An empty part ({@code //} or a trailing {@code /}) is written {@value #EMPTY}.</li>
 *   <li>A key that is also a folder because longer keys extend it ({@code /a} next to {@code /a/b}) stores its
 *       value in {@code a/}{@value #VALUE}.</li>
 *   <li>A top-level part named like the manifest ({@value #MANIFEST}) has its first letter encoded.</li>
 * </ul>
 * A literal {@code %} is always encoded, so names starting with {@code %} followed by a non-hex letter are reserved.
 * Not handled: file systems that ignore letter case or normalise Unicode may merge names that differ only in that.
 */
public final class FileNames {

    public static final String MANIFEST = "etcd-export.json";
    public static final String VALUE = "%value";
    public static final String EMPTY = "%empty";
    public static final String NO_SLASH = "%no-slash";
    /** Longest name most file systems accept, in bytes. */
    static final int MAX_NAME_BYTES = 255;

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
    private static final String SPECIAL = "%<>:\"\\|?*";
    private static final Pattern DEVICE = Pattern.compile("(con|prn|aux|nul|com[0-9]|lpt[0-9])(\\..*)?");
    private static final Set<String> RESERVED = Set.of(VALUE, EMPTY, NO_SLASH);

    private FileNames() {
    }

    /** The relative path of {@code key}, as its parts (join them with {@code /}). */
    public static List<String> encode(byte[] key) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        if (key.length > 0 && key[0] == '/') {
            start = 1;
        } else {
            parts.add(NO_SLASH);
        }
        for (int i = start; i <= key.length; i++) {
            if (i == key.length || key[i] == '/') {
                parts.add(encodePart(key, start, i, parts.isEmpty()));
                start = i + 1;
            }
        }
        return parts;
    }

    /** The key a relative path (parts joined by {@code /}) stands for; the inverse of {@link #encode}. */
    public static byte[] decode(String path) {
        List<String> parts = new ArrayList<>(List.of(path.split("/", -1)));
        ByteArrayOutputStream key = new ByteArrayOutputStream();
        if (parts.get(0).equals(NO_SLASH)) {
            parts.remove(0);
        } else {
            key.write('/');
        }
        if (parts.size() > 1 && parts.get(parts.size() - 1).equals(VALUE)) {
            parts.remove(parts.size() - 1);
        }
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) {
                key.write('/');
            }
            decodePart(parts.get(i), key);
        }
        return key.toByteArray();
    }

    private static String encodePart(byte[] key, int from, int to, boolean topLevel) {
        if (from == to) {
            return EMPTY;
        }
        String text = strictUtf8(key, from, to);
        StringBuilder out = new StringBuilder(to - from + 8);
        if (text != null) {
            text.codePoints().forEach(cp -> {
                if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || SPECIAL.indexOf(cp) >= 0) {
                    percent(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8), out);
                } else {
                    out.appendCodePoint(cp);
                }
            });
        } else {
            for (int i = from; i < to; i++) {
                int b = key[i] & 0xff;
                if (b < 0x20 || b >= 0x7f || SPECIAL.indexOf(b) >= 0) {
                    percent(new byte[]{(byte) b}, out);
                } else {
                    out.append((char) b);
                }
            }
        }
        char last = out.charAt(out.length() - 1);
        if (last == '.' || last == ' ') {
            out.setLength(out.length() - 1);
            percent(new byte[]{(byte) last}, out);
        }
        String lower = out.toString().toLowerCase(Locale.ROOT);
        if (DEVICE.matcher(lower).matches() || (topLevel && lower.equals(MANIFEST))) {
            StringBuilder escaped = new StringBuilder();
            percent(new byte[]{(byte) out.charAt(0)}, escaped);
            out.replace(0, 1, escaped.toString());
        }
        String name = out.toString();
        if (name.getBytes(StandardCharsets.UTF_8).length > MAX_NAME_BYTES) {
            // Shown to the user inside the exporter's message; the decode errors below only reach tests.
            throw new IllegalArgumentException(Messages.of(FileNames.class).format("export.partTooLong",
                    name.getBytes(StandardCharsets.UTF_8).length, MAX_NAME_BYTES));
        }
        return name;
    }

    private static void decodePart(String part, ByteArrayOutputStream key) {
        if (part.equals(EMPTY)) {
            return;
        }
        if (RESERVED.contains(part) || part.isEmpty()) {
            throw new IllegalArgumentException("'" + part + "' is not a valid part of an exported file name");
        }
        byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] != '%') {
                key.write(bytes[i]);
                continue;
            }
            boolean hex = i + 2 < bytes.length
                    && Character.digit(bytes[i + 1], 16) >= 0 && Character.digit(bytes[i + 2], 16) >= 0;
            if (!hex) {
                throw new IllegalArgumentException("Bad %-escape in file name '" + part + "'");
            }
            key.write(Character.digit(bytes[i + 1], 16) * 16 + Character.digit(bytes[i + 2], 16));
            i += 2;
        }
    }

    private static void percent(byte[] bytes, StringBuilder out) {
        for (byte b : bytes) {
            out.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
        }
    }

    /** The text of {@code bytes[from, to)} if it is valid UTF-8, else null. */
    private static String strictUtf8(byte[] bytes, int from, int to) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, from, to - from))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
