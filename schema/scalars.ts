import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL = /^-?\d+(\.\d+)?$/;

function parse(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && !/e/i.test(String(value))) return String(value);
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  throw new GraphQLError(`Decimal must be a decimal number written as a string, such as "12.50"; got ${JSON.stringify(value)}`);
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
    if (ast.kind === Kind.STRING || ast.kind === Kind.FLOAT || ast.kind === Kind.INT) return parse(ast.kind === Kind.STRING ? ast.value : Number(ast.value));
    throw new GraphQLError('Decimal must be a string such as "12.50"');
  },
});
