import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLUUID } from 'graphql-scalars';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A double keeps any decimal of up to 15 significant digits exactly; a JSON number with more was
 * already rounded by JSON.parse (123456789012.123456 arrives as 123456789012.12346), so it is
 * refused rather than stored as another amount.
 */
const EXACT_DOUBLE_DIGITS = 15;

function significantDigits(text: string): number {
  return text.replace(/^-/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

function parse(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && !/e/i.test(String(value))) {
    const text = String(value);
    if (significantDigits(text) > EXACT_DOUBLE_DIGITS) {
      throw new GraphQLError(
        'Decimal: more digits than a JSON number carries exactly; send it as a string, such as "12.50"',
      );
    }
    return text;
  }
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  throw new GraphQLError('Decimal must be a decimal number written as a string, such as "12.50"');
}

/**
 * Exact decimal numbers (money, rates) travel as strings so no float rounding ever touches them.
 * Input also accepts a plain JSON number for convenience.
 */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'Exact decimal number as a string, e.g. "12.50". Never a float.',
  serialize: (value) => String(value),
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return parse(ast.value);
    // A numeric literal is exact text: take it as written when it is plain decimal notation (1e3 goes through a number).
    if (ast.kind === Kind.FLOAT || ast.kind === Kind.INT)
      return parse(DECIMAL.test(ast.value) ? ast.value : Number(ast.value));
    throw new GraphQLError('Decimal must be a string such as "12.50"');
  },
});

/**
 * An exact decimal that must travel as a string (a cost update's `amount`; issue 35, item 7): the
 * documented type is a string, so a JSON number is refused with a 400 instead of being taken.
 */
export const DecimalTextScalar = new GraphQLScalarType({
  name: 'DecimalText',
  description: 'Exact decimal number written as a string, e.g. "125.40"; a JSON number is refused.',
  serialize: (value) => String(value),
  parseValue(value) {
    if (typeof value !== 'string') throw new GraphQLError('DecimalText must be a decimal number written as a string');
    return parse(value);
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return parse(ast.value);
    throw new GraphQLError('DecimalText must be a decimal number written as a string');
  },
});

/**
 * graphql-scalars' UUID, taken in lower case. Postgres compares uuids regardless of case, but the
 * services compare ids as text (duplicates, self-references, reorder lists, "is it me"), so an id
 * sent in upper case must arrive as the id the database returns.
 */
export const UuidScalar = new GraphQLScalarType({
  ...GraphQLUUID.toConfig(),
  parseValue: (value) => (GraphQLUUID.parseValue(value) as string).toLowerCase(),
  parseLiteral: (ast, variables) => (GraphQLUUID.parseLiteral(ast, variables) as string).toLowerCase(),
});
