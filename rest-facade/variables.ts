import { Kind, type OperationDefinitionNode, type TypeNode, type VariableDefinitionNode } from 'graphql';
import { BadRequestError } from '../services/errors';

export interface HttpInput {
  method: string;
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** The variable that receives the whole JSON body when an operation declares it. */
export const BODY_VARIABLE = 'input';

interface TypeShape {
  name: string;
  list: boolean;
}

function shapeOf(type: TypeNode): TypeShape {
  if (type.kind === Kind.NON_NULL_TYPE) return shapeOf(type.type);
  if (type.kind === Kind.LIST_TYPE) return { ...shapeOf(type.type), list: true };
  return { name: type.name.value, list: false };
}

/** Turns a query or path string into the JSON value GraphQL expects for the variable's type. */
function fromText(raw: string, typeName: string): unknown {
  switch (typeName) {
    case 'Int':
      return /^-?\d+$/.test(raw) ? Number(raw) : raw;
    case 'Float':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    case 'Boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      return raw;
    default:
      return raw;
  }
}

function fromQuery(raw: string | string[], definition: VariableDefinitionNode): unknown {
  const shape = shapeOf(definition.type);
  if (shape.list) {
    const items = (Array.isArray(raw) ? raw : [raw]).flatMap((item) => item.split(',')).filter((item) => item !== '');
    return items.map((item) => fromText(item, shape.name));
  }
  if (Array.isArray(raw)) {
    throw new BadRequestError(`query parameter "${definition.variable.name.value}" must be given once`);
  }
  return fromText(raw, shape.name);
}

export function hasBody(method: string): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH';
}

/**
 * Maps path parameters, query parameters and the JSON body onto the operation's variables.
 * Anything that has no variable to go to is refused, so clients learn of typos instead of
 * having them ignored. GraphQL then coerces the values and refuses unknown input fields.
 */
export function buildVariables(operation: OperationDefinitionNode, input: HttpInput): Record<string, unknown> {
  const definitions = new Map((operation.variableDefinitions ?? []).map((d) => [d.variable.name.value, d]));
  const variables: Record<string, unknown> = {};

  for (const [name, raw] of Object.entries(input.params)) {
    const definition = definitions.get(name);
    if (definition) variables[name] = fromText(raw, shapeOf(definition.type).name);
  }

  for (const [name, raw] of Object.entries(input.query)) {
    if (raw === undefined) continue;
    const definition = definitions.get(name);
    if (!definition || name in input.params || name === BODY_VARIABLE) {
      throw new BadRequestError(`unknown query parameter "${name}"`);
    }
    variables[name] = fromQuery(raw, definition);
  }

  if (!hasBody(input.method)) return variables;
  const body = input.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body) || body === null) {
    throw new BadRequestError('body must be a JSON object');
  }
  if (definitions.has(BODY_VARIABLE)) {
    variables[BODY_VARIABLE] = body;
    return variables;
  }
  for (const [name, value] of Object.entries(body)) {
    if (!definitions.has(name) || name in input.params || name in variables) {
      throw new BadRequestError(`unknown field "${name}"`);
    }
    variables[name] = value;
  }
  return variables;
}
