package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.node.NumericNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

import java.io.IOException;
import java.math.BigDecimal;

/**
 * A float64 printed as Go prints it: encoding/json uses plain notation from 1e-6 to 1e21 and {@code 1e-7} /
 * {@code 1e+21} outside; kubectl's YAML goes through go-yaml, which uses Go's shortest {@code %g} ({@code 1e-07},
 * {@code 1.2345675e+06}). Only non-integral values need this: integral ones are written as integers.
 */
final class GoFloatNode extends NumericNode {

    private static final long serialVersionUID = 1L;
    private static final double PLAIN_MIN = 1e-6;
    private static final double PLAIN_MAX = 1e21;
    private static final int G_EXPONENT_LIMIT = 6;
    private static final int G_SMALL_LIMIT = -4;

    private final double value;

    GoFloatNode(double value) {
        this.value = value;
    }

    @Override
    public void serialize(JsonGenerator g, SerializerProvider provider) throws IOException {
        g.writeNumber(g instanceof YAMLGenerator ? yamlText(value) : jsonText(value));
    }

    // The rest is what any double node answers.

    @Override
    public JsonToken asToken() {
        return JsonToken.VALUE_NUMBER_FLOAT;
    }

    @Override
    public JsonParser.NumberType numberType() {
        return JsonParser.NumberType.DOUBLE;
    }

    @Override
    public boolean isFloatingPointNumber() {
        return true;
    }

    @Override
    public boolean isDouble() {
        return true;
    }

    @Override
    public Number numberValue() {
        return value;
    }

    @Override
    public int intValue() {
        return (int) value;
    }

    @Override
    public long longValue() {
        return (long) value;
    }

    @Override
    public double doubleValue() {
        return value;
    }

    @Override
    public BigDecimal decimalValue() {
        return BigDecimal.valueOf(value);
    }

    @Override
    public java.math.BigInteger bigIntegerValue() {
        return decimalValue().toBigInteger();
    }

    @Override
    public boolean canConvertToInt() {
        return value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE;
    }

    @Override
    public boolean canConvertToLong() {
        return value >= Long.MIN_VALUE && value <= Long.MAX_VALUE;
    }

    @Override
    public boolean isNaN() {
        return Double.isNaN(value);
    }

    @Override
    public String asText() {
        return jsonText(value);
    }

    /** Equal to any floating-point node of the same value, so a parsed copy of the output compares equal. */
    @Override
    public boolean equals(Object other) {
        return other instanceof com.fasterxml.jackson.databind.JsonNode node && node.isFloatingPointNumber()
                && Double.compare(node.doubleValue(), value) == 0;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(value);
    }

    static String jsonText(double value) {
        double abs = Math.abs(value);
        if (abs >= PLAIN_MIN && abs < PLAIN_MAX) {
            return decimal(value).toPlainString();
        }
        return exponent(value, false);
    }

    static String yamlText(double value) {
        BigDecimal d = decimal(value);
        int exp = d.precision() - d.scale() - 1;
        if (exp < G_SMALL_LIMIT || exp >= G_EXPONENT_LIMIT) {
            return exponent(value, true);
        }
        return d.toPlainString();
    }

    /** d.ddde±x with Go's exponent digits: at least two, except that encoding/json trims "e-07" to "e-7". */
    private static String exponent(double value, boolean padNegative) {
        BigDecimal d = decimal(value);
        int exp = d.precision() - d.scale() - 1;
        String digits = d.unscaledValue().abs().toString();
        String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        String magnitude = Integer.toString(Math.abs(exp));
        if (magnitude.length() == 1 && (exp >= 0 || padNegative)) {
            magnitude = "0" + magnitude;
        }
        return (value < 0 ? "-" : "") + mantissa + "e" + (exp < 0 ? "-" : "+") + magnitude;
    }

    private static BigDecimal decimal(double value) {
        return new BigDecimal(Double.toString(value)).stripTrailingZeros();
    }
}
