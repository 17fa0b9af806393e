package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The Cluster tab's headline counts members in Russian with Russian's own plural forms, and DOWN in words. */
class ClusterTextsInRussianTest {

    @AfterEach
    void backToEnglish() {
        Locales.use(Language.ENGLISH);
    }

    private static ClusterOverview members(int up, int down) {
        List<MemberRow> rows = new ArrayList<>();
        for (int i = 1; i <= up + down; i++) {
            rows.add(new MemberRow(i, "m" + i, List.of(), List.of(), false, null,
                    i <= up ? MemberRow.Health.UP : MemberRow.Health.DOWN, null, "", false));
        }
        return new ClusterOverview(0x7e3b, rows, List.of(), "", "");
    }

    @Test
    void membersAreCountedWithRussianPluralForms() {
        Locales.use(Language.RUSSIAN);
        assertEquals("1 участник, отвечают: 1 · лидер: нет · кластер 7e3b", ClusterRefresh.summarize(members(1, 0)));
        assertEquals("3 участника, отвечают: 2, недоступны: 1 · лидер: нет · кластер 7e3b",
                ClusterRefresh.summarize(members(2, 1)));
        assertEquals("5 участников, отвечают: 5 · лидер: нет · кластер 7e3b", ClusterRefresh.summarize(members(5, 0)));
        assertEquals("Показано 500 из 2\u00a0140 аренд (с наименьшими ID)",
                io.etcdexplorer.i18n.Messages.of(ClusterView.class).format("leases.countShown", 500, 2140));
    }

    @Test
    void englishStaysAsBefore() {
        assertEquals("3 members, 2 answering, 1 DOWN · leader: none · cluster 7e3b",
                ClusterRefresh.summarize(members(2, 1)));
    }
}
