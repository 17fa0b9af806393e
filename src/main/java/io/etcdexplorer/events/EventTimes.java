package io.etcdexplorer.events;

import io.etcdexplorer.i18n.Locales;

import java.time.ZoneId;
import java.time.chrono.IsoChronology;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.FormatStyle;
import java.util.Locale;

/**
 * When an event arrived, as a time of day in the chosen language's own format ("3:04:05.123 PM", "15:04:05.123"),
 * with milliseconds: events of one second are told apart by them.
 */
public final class EventTimes {

    private EventTimes() {
    }

    /** The locale's medium time pattern with milliseconds after the seconds, in this computer's time zone. */
    public static DateTimeFormatter formatter() {
        Locale locale = Locales.current();
        String pattern = DateTimeFormatterBuilder.getLocalizedDateTimePattern(null, FormatStyle.MEDIUM,
                IsoChronology.INSTANCE, locale);
        // Every medium time pattern has seconds ("ss"); adding ".SSS" after them keeps the locale's order and marks.
        String withMillis = pattern.contains("ss") ? pattern.replaceFirst("ss", "ss.SSS") : pattern;
        return DateTimeFormatter.ofPattern(withMillis, locale).withZone(ZoneId.systemDefault());
    }
}
