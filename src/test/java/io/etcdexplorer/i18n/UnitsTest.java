package io.etcdexplorer.i18n;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Sizes and counts in each language's own number format and plural. */
class UnitsTest {

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    @Test
    void englishSizesAndCounts() {
        Locales.use(Language.ENGLISH);
        assertEquals("1 byte", Units.bytes(1));
        assertEquals("512 bytes", Units.bytes(512));
        assertEquals("1.5 KiB", Units.bytes(1536));
        assertEquals("12 MiB", Units.bytes(12L * 1024 * 1024 + 1000));
        assertEquals("1,234,567", Units.count(1_234_567));
    }

    @Test
    void russianUsesItsDecimalCommaGroupingAndThreePluralForms() {
        Locales.use(Language.RUSSIAN);
        assertEquals("1 байт", Units.bytes(1));
        assertEquals("3 байта", Units.bytes(3));
        assertEquals("11 байт", Units.bytes(11));
        assertEquals("1,5 KiB", Units.bytes(1536));
        assertEquals("1\u00a0234\u00a0567", Units.count(1_234_567));
    }

    @Test
    void japaneseAndChineseHaveOneForm() {
        Locales.use(Language.JAPANESE);
        assertEquals("2 バイト", Units.bytes(2));
        Locales.use(Language.CHINESE_SIMPLIFIED);
        assertEquals("2 字节", Units.bytes(2));
        assertEquals("2.0 GiB", Units.bytes(2L << 30));
    }
}
