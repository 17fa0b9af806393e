package io.etcdexplorer.values;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.HostileTexts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the editor's problem line and the viewer say about a broken JSON or YAML value in Russian and Japanese:
 * the parser's complaint comes out as a sentence of that language, with the line and column where the fix goes.
 */
class ValueProblemsLanguageTest {

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    private static String problem(String text, EditMode mode) {
        return ValueEditing.validate(text, mode).orElseThrow().describe();
    }

    @Test
    void brokenJsonInRussian() {
        Locales.use(Language.RUSSIAN);
        assertEquals("Строка 3, столбец 3: неожиданный символ '}': имя поля должно начинаться с двойной кавычки.",
                problem("{\n  \"a\": 1,\n  }", EditMode.JSON));
        assertEquals("Строка 2, столбец 3: неожиданный символ '\"': поля объекта разделяются запятой.",
                problem("{\"a\": 1\n  \"b\": 2 \"c\": 3}", EditMode.JSON));
        assertEquals("Строка 1, столбец 8: текст кончается, а объект, открытый в строке 1, не закрыт: добавьте }.",
                problem("{\"a\": 1", EditMode.JSON));
        // The viewer's pretty-printer says the same in its own frame.
        InvalidValueException e = assertThrows(InvalidValueException.class,
                () -> ValueRenderer.prettyJson("[\"ключ\", }".getBytes(StandardCharsets.UTF_8)));
        assertEquals("Неверный JSON в строке 1, столбец 10: неожиданный символ '}': здесь должно быть значение.",
                e.getMessage());
    }

    @Test
    void brokenYamlInRussian() {
        Locales.use(Language.RUSSIAN);
        assertEquals("Строка 3, столбец 2: ожидалось: конец блока; найдено: элемент списка (в блочном отображении,"
                + " строка 1).", problem("a:\n  - 1\n - 2", EditMode.YAML));
        assertEquals("Строка 2, столбец 1: табуляция не может служить отступом: используйте пробелы.",
                problem("ok: 1\n\tkey: 1", EditMode.YAML));
        String tooDeep = problem(HostileTexts.deeplyNestedYaml(200 * 1024), EditMode.YAML);
        // The limit is a count, grouped the Russian way (1 000 with a no-break space).
        assertTrue(tooDeep.matches("Строка 1, столбец 1001: коллекции вложены здесь глубже 1.000 уровней, .*"),
                tooDeep);
    }

    @Test
    void brokenJsonAndYamlInJapanese() {
        Locales.use(Language.JAPANESE);
        assertEquals("3 行 8 列: 不明なトークン 'x' です。ここには JSON の値が必要です (文字列はダブルクォートで囲みます)。",
                problem("{\n  \"ключ\": 1,\n  \"🔑\": x\n}", EditMode.JSON));
        assertEquals("1 行 5 列: 文字列の途中でテキストが終わっています。閉じる引用符がありません。",
                problem("\"abc", EditMode.JSON));
        assertEquals("2 行 6 列: この引用符付き文字列が閉じられていません。閉じる引用符を追加してください。",
                problem("a: 1\nkey: \"never closed\nx: 1\n", EditMode.YAML));
        assertEquals("1 行 9 列: 期待: ',' または ']'、実際: テキストの終わり (1 行目、[ ] のリスト)。",
                problem("a: [1, 2", EditMode.YAML));
        InvalidValueException e = assertThrows(InvalidValueException.class,
                () -> ValueEditing.format("a: 1\n b: 2", EditMode.YAML));
        assertEquals("2 行 3 列: ここでは「キー: 値」を始められません。インデントを確認するか、値を引用符で囲んでください。",
                e.getMessage());
        assertEquals(2, e.line());
    }

    @Test
    void aProblemWithoutAKindQuotesTheParser() {
        Locales.use(Language.RUSSIAN);
        // Jackson's wording for a problem no kind covers stays visible, quoted, inside a Russian sentence.
        String message = JsonProblems.describe("Something Jackson never said before");
        assertEquals("ошибка синтаксиса JSON, парсер сообщает: «something Jackson never said before».", message);
    }
}
