package io.etcdexplorer.space;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The CSV a spreadsheet opens: quoting of odd keys, one row per box, the largest keys after an empty line. */
class SpaceCsvTest {

    @Test
    void quotesCommasQuotesAndLineBreaksAndListsTheLargestKeys() {
        SpaceTally tally = new SpaceTally("/a/", SpaceGrouping.PREFIX, SpaceReport.Kind.SIZE);
        tally.add("/a/with,comma", 30, 3);
        tally.add("/a/say \"hi\"", 10, 4);
        tally.add("/a/two\nlines", 10, 5);
        String csv = SpaceCsv.of(tally.report(0, 9, true));
        List<String> rows = List.of(csv.split("\r\n", -1));
        assertEquals("depth,name,prefix,keys,bytes,share,largest key,its bytes", rows.get(0));
        assertEquals("0,/a/,/a/,3,50,1.000000,\"/a/with,comma\",30", rows.get(1));
        assertEquals("1,\"with,comma\",\"/a/with,comma\",1,30,0.600000,\"/a/with,comma\",30", rows.get(2));
        assertTrue(csv.contains("\"say \"\"hi\"\"\",\"/a/say \"\"hi\"\"\""), csv);
        assertTrue(csv.contains("\"/a/two\nlines\""), csv);
        int blank = rows.indexOf("");
        assertEquals("rank,key,bytes,mod revision,changes", rows.get(blank + 1));
        assertEquals("1,\"/a/with,comma\",30,3,1", rows.get(blank + 2));
    }
}
