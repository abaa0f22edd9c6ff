import {
  coerceInputValue,
  getNullableType,
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { joinPath, printableName } from '../services/input-path';

/**
 * Variable checks that say what is wrong without repeating what was sent. graphql-js's own
 * messages print the whole submitted value (`got invalid value { password: "…" }`), secrets
 * included; these name the field and the expected type only: `unknown field: bogus`,
 * `password: expected a string`.
 */

const SCALAR_EXPECTATIONS: Record<string, string> = {
  String: 'a string',
  Int: 'an integer',
  Float: 'a number',
  Boolean: 'true or false',
  ID: 'an id',
  UUID: 'a UUID',
  Decimal: 'an exact decimal number: send it as a string, such as "12.50"',
  DecimalText: 'an exact decimal number written as a string, such as "12.50" (not a JSON number)',
};

/** The input type found at `path` under `type` (undefined once the path leaves the schema). */
function typeAt(type: GraphQLInputType, path: ReadonlyArray<string | number>): GraphQLInputType | undefined {
  let current: GraphQLInputType | undefined = type;
  for (const key of path) {
    if (!current) return undefined;
    const nullable = getNullableType(current) as GraphQLInputType;
    if (typeof key === 'number') current = isListType(nullable) ? (nullable.ofType as GraphQLInputType) : nullable;
    else if (isInputObjectType(nullable)) current = nullable.getFields()[key]?.type;
    else if (isListType(nullable)) current = typeAt(nullable.ofType as GraphQLInputType, [key]);
    else return undefined;
  }
  return current;
}

/** What a value of this type looks like, in words (never the value received). */
export function expectation(type: GraphQLInputType): string {
  const nullable = getNullableType(type) as GraphQLInputType;
  if (isListType(nullable))
    return `a list of ${expectation(nullable.ofType as GraphQLInputType).replace(/^an? /, '')}s`;
  if (isInputObjectType(nullable)) return 'an object';
  if (isEnumType(nullable)) {
    const names = nullable.getValues().map((value) => value.name);
    return `one of ${names.slice(0, 25).join(', ')}${names.length > 25 ? ', …' : ''}`;
  }
  if (isScalarType(nullable)) return SCALAR_EXPECTATIONS[nullable.name] ?? `a valid ${nullable.name}`;
  return 'a valid value';
}

function describe(
  prefix: string,
  variableType: GraphQLInputType,
  path: ReadonlyArray<string | number>,
  error: GraphQLError,
): string {
  const message = error.message;
  const unknown = /^Field "([^"]+)" is not defined by type/.exec(message);
  if (unknown) return `unknown field: ${joinPath(prefix, [...path, unknown[1]])}`;
  const missing = /^Field "([^"]+)" of required type "[^"]+" was not provided/.exec(message);
  if (missing) return `${joinPath(prefix, [...path, missing[1]])}: required`;
  const where = joinPath(prefix, path) || 'body';
  if (/^Expected non-nullable type .* not to be null/.test(message)) return `${where}: must not be null`;
  const type = typeAt(variableType, path);
  return `${where}: expected ${type ? expectation(type) : 'a valid value'}`;
}

export interface ProblemOptions {
  /** The label of a variable in messages: '' for the REST body variable, `name` by default. */
  labelOf?: (variable: string) => string;
}

/** Every problem of the operation's variables, in words; empty when they coerce. */
export function variableProblems(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  values: Record<string, unknown> | undefined,
  options: ProblemOptions = {},
): string[] {
  const problems: string[] = [];
  const given = values ?? {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    if (!type || !isInputType(type)) continue; // document validation reports it
    const label = options.labelOf ? options.labelOf(name) : name;
    const shown = label || 'body';
    if (!Object.hasOwn(given, name)) {
      if (isNonNullType(type) && !definition.defaultValue) problems.push(`${shown}: required`);
      continue;
    }
    const value = given[name];
    if (value === null) {
      if (isNonNullType(type)) problems.push(`${shown}: must not be null`);
      continue;
    }
    coerceInputValue(value, type, (path, _invalid, error) => {
      if (problems.length < 20) problems.push(describe(label, type, path, error));
    });
    for (const path of singleValuesForLists(value, type, []))
      problems.push(`${joinPath(label, path) || 'body'}: expected ${expectation(typeAt(type, path) ?? type)}`);
    const nul = pathOfNul(value, []);
    if (nul) problems.push(`${joinPath(label, nul) || 'body'}: must not hold a NUL character`);
  }
  return [...new Set(problems)];
}

/**
 * A JSON-scalar input that holds the arguments of a field (a saved report's `definition` is the
 * arguments of `report`) checked as if they were sent to it: unknown fields at any depth, values
 * that do not coerce, lists given one value. Problems are named under `label`, never with values.
 */
export function argumentProblems(
  field: { args: ReadonlyArray<{ name: string; type: GraphQLInputType }> },
  values: Record<string, unknown>,
  label: string,
): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const argument = field.args.find((arg) => arg.name === key);
    if (!argument) {
      problems.push(`unknown field: ${joinPath(label, [key])}`);
      continue;
    }
    if (value === null || value === undefined) continue;
    const prefix = joinPath(label, [key]);
    coerceInputValue(value, argument.type, (path, _invalid, error) => {
      if (problems.length < 20) problems.push(describe(prefix, argument.type, path, error));
    });
    for (const path of singleValuesForLists(value, argument.type, []))
      problems.push(`${joinPath(prefix, path)}: expected ${expectation(typeAt(argument.type, path) ?? argument.type)}`);
  }
  return [...new Set(problems)].slice(0, 20);
}

/**
 * Where a list is given one value instead (`"ids": "<id>"`): GraphQL's input coercion wraps it in a
 * list, so a client's mistake would pass unseen; it is refused (issue 35, item 7).
 */
function singleValuesForLists(
  value: unknown,
  type: GraphQLInputType,
  path: (string | number)[],
): (string | number)[][] {
  if (value === null || value === undefined) return [];
  const nullable = getNullableType(type) as GraphQLInputType;
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return [path];
    return value.flatMap((item, i) => singleValuesForLists(item, nullable.ofType as GraphQLInputType, [...path, i]));
  }
  if (!isInputObjectType(nullable) || typeof value !== 'object' || Array.isArray(value)) return [];
  const fields = nullable.getFields();
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    fields[key] ? singleValuesForLists(item, fields[key].type, [...path, key]) : [],
  );
}

/**
 * The path of the first string holding a NUL character (U+0000) in a variable's value, JSON
 * scalars included: Postgres stores no NUL in text, so such a value is refused here, naming the
 * field, instead of failing as a 500 wherever it reaches the database.
 */
function pathOfNul(value: unknown, path: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return [...path, key];
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The last line of defence for any GraphQL error message: graphql-js patterns that print a
 * submitted value lose it. Messages written by this service never include submitted values.
 */
export function withoutSubmittedValues(message: string): string {
  const variable = /^Variable "\$(\w+)" got invalid value/.exec(message);
  if (variable) return `invalid value for variable $${variable[1]}`;
  const literal = /^Expected value of type "([^"]+)", found /.exec(message);
  if (literal) return `expected a value of type ${literal[1]}`;
  const enumValue = /^Value .* does not exist in "(\w+)" enum/s.exec(message);
  if (enumValue) return `not a value of the ${enumValue[1]} enum`;
  const scalar = /^(\w+) cannot represent /.exec(message);
  if (scalar) return `expected ${SCALAR_EXPECTATIONS[scalar[1]] ?? `a valid ${scalar[1]}`}`;
  const scalarsLibrary = /^Value is not a valid (\w+)/.exec(message);
  if (scalarsLibrary) return `expected a valid ${scalarsLibrary[1]}`;
  if (/^DecimalText must be/.test(message)) return `expected ${SCALAR_EXPECTATIONS.DecimalText}`;
  if (/^Decimal must be|^Decimal .* has more digits/.test(message)) return `expected ${SCALAR_EXPECTATIONS.Decimal}`;
  return message;
}
