package io.etcdexplorer.values;

import io.etcdexplorer.i18n.Messages;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Turns SnakeYAML's English parser complaints into sentences in the user's language, at the position where the
 * fix goes. A complaint is matched against the kinds of mistakes people make in YAML (a tab in the indentation,
 * a quote left open, a line indented wrongly, a character that cannot start a value); only when no kind matches
 * does SnakeYAML's own wording reach the user, quoted as data.
 */
final class YamlProblems {

    private static final Messages TEXT = Messages.of(YamlProblems.class);

    private static final Pattern CANNOT_START = Pattern.compile("found character '(.+?)' that cannot start any token");
    private static final Pattern EXPECTED = Pattern.compile("expected (.+?), but (found|got) (.+)", Pattern.DOTALL);
    private static final Pattern DID_NOT_FIND = Pattern.compile("did not find expected (.+)", Pattern.DOTALL);
    private static final Pattern EITHER = Pattern.compile("('.') or ('.')");

    /** SnakeYAML names tokens after its grammar; people know them by what they look like. */
    private static final Map<String, String> TOKENS = Map.of(
            "'<block mapping start>'", "yaml.token.mapping",
            "'<block sequence start>'", "yaml.token.listItem",
            "<block sequence start>", "yaml.token.listItem",
            "<block end>", "yaml.token.blockEnd",
            "'<document start>'", "yaml.token.document",
            "<document start>", "yaml.token.document",
            "<stream end>", "yaml.token.end",
            "'<scalar>'", "yaml.token.value",
            "'?'", "yaml.token.key",
            "'-'", "yaml.token.listItem");

    /** What SnakeYAML was reading when it stopped. */
    private static final Map<String, String> CONTEXTS = Map.of(
            "while parsing a block mapping", "yaml.context.blockMapping",
            "while parsing a block collection", "yaml.context.blockCollection",
            "while parsing a flow sequence", "yaml.context.flowSequence",
            "while parsing a flow mapping", "yaml.context.flowMapping",
            "while scanning a simple key", "yaml.context.simpleKey",
            "while scanning a quoted scalar", "yaml.context.quoted",
            "while parsing a block node", "yaml.context.node",
            "while parsing a flow node", "yaml.context.node");

    private YamlProblems() {
    }

    static ValueEditing.Problem of(YAMLException e) {
        if (!(e instanceof MarkedYAMLException)) {
            // E.g. the code point limit: no position, so point at the start rather than at nothing.
            return new ValueEditing.Problem(TEXT.format("yaml.sentence", other(e.getMessage())), 1, 1);
        }
        MarkedYAMLException marked = (MarkedYAMLException) e;
        Mark where = marked.getProblemMark() != null ? marked.getProblemMark() : marked.getContextMark();
        if (e instanceof YamlEvents.TooDeep) {
            return position(where, TEXT.format("yaml.tooDeep", YamlEvents.MAX_DEPTH));
        }
        String problem = marked.getProblem() == null ? "" : marked.getProblem();
        String context = marked.getContext();
        Mark contextMark = marked.getContextMark();
        if (context != null && context.contains("quoted scalar") && problem.contains("end of stream")
                && contextMark != null) {
            // SnakeYAML points at the end of the text; the opening quote is where the fix goes.
            return position(contextMark, TEXT.get("yaml.unclosedQuote"));
        }
        if (problem.contains("(TAB)")) {
            return position(where, TEXT.get("yaml.tab"));
        }
        String message = kind(problem);
        if (context != null && contextMark != null) {
            String during = CONTEXTS.containsKey(context) ? TEXT.get(CONTEXTS.get(context)) : context;
            return position(where, TEXT.format("yaml.withContext", message, during,
                    String.valueOf(contextMark.getLine() + 1)));
        }
        return position(where, TEXT.format("yaml.sentence", message));
    }

    /** The problem as a clause without its final period. */
    private static String kind(String problem) {
        Matcher m;
        if (problem.startsWith("mapping values are not allowed here")) {
            return TEXT.get("yaml.mappingValues");
        }
        if ((m = CANNOT_START.matcher(problem)).lookingAt()) {
            return TEXT.format("yaml.cannotStart", "'" + m.group(1) + "'");
        }
        if ((m = EXPECTED.matcher(problem)).matches()) {
            return TEXT.format("found".equals(m.group(2)) ? "yaml.expectedFound" : "yaml.expectedGot",
                    token(m.group(1).strip()), token(m.group(3).strip()));
        }
        if ((m = DID_NOT_FIND.matcher(problem)).matches()) {
            return TEXT.format("yaml.didNotFind", token(m.group(1).strip()));
        }
        if (problem.equals("could not find expected ':'")) {
            return TEXT.get("yaml.noColon");
        }
        if (problem.startsWith("found unexpected end of stream")) {
            return TEXT.get("yaml.endsEarly");
        }
        return other(problem);
    }

    private static String token(String token) {
        String key = TOKENS.get(token);
        if (key != null) {
            return TEXT.get(key);
        }
        Matcher either = EITHER.matcher(token);
        return either.matches() ? TEXT.format("yaml.token.either", either.group(1), either.group(2)) : token;
    }

    private static String other(String problem) {
        String text = problem == null || problem.isBlank() ? "syntax error" : problem.replace('\n', ' ').strip();
        text = text.replaceAll(" ?\\(Do not use .* for indentation\\)", "");
        text = Character.toLowerCase(text.charAt(0)) + text.substring(1);
        return TEXT.format("yaml.other", text.endsWith(".") ? text.substring(0, text.length() - 1) : text);
    }

    private static ValueEditing.Problem position(Mark mark, String message) {
        if (mark == null) {
            return new ValueEditing.Problem(message, 1, 1);
        }
        // Marks are 0-based and count code points, as our columns do.
        return new ValueEditing.Problem(message, mark.getLine() + 1, mark.getColumn() + 1);
    }
}
