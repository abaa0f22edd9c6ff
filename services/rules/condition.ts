import jsep from 'jsep';

/**
 * A rule's condition: comparisons of metric expressions combined with AND / OR, e.g.
 * `roi < -30 AND clicks > 500`. Parsed by jsep (a real expression parser; never eval), then
 * checked against this grammar and the metric names. Word operators are accepted in any case
 * (`AND`, `and`, `&&`; `OR`, `or`, `||`) and `=` means `==`.
 */
export const MAX_CONDITION_LENGTH = 2000;

const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '!=']);
const LOGICAL = new Set(['&&', '||']);
const ARITHMETIC = new Set(['+', '-', '*', '/']);

/** A condition that cannot be saved: what is wrong and where (1-based character position). */
export class ConditionError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(`${reason} at character ${position}`);
  }
}

export type ConditionNode =
  | { kind: 'logical'; op: '&&' | '||'; left: ConditionNode; right: ConditionNode }
  | { kind: 'compare'; op: string; left: ValueNode; right: ValueNode };

export type ValueNode =
  | { kind: 'number'; value: number }
  | { kind: 'metric'; name: string }
  | { kind: 'negate'; value: ValueNode }
  | { kind: 'arith'; op: string; left: ValueNode; right: ValueNode };

export interface ParsedCondition {
  tree: ConditionNode;
  /** Metric names the condition reads, in order of first use. */
  metrics: string[];
}

/**
 * Rewrites word operators and a lone `=` into jsep's spelling, keeping for every character of
 * the rewritten text the position it came from, so errors point into what the user wrote.
 */
function normalise(source: string): { text: string; origin: number[] } {
  let text = '';
  const origin: number[] = [];
  const push = (chunk: string, at: number) => {
    text += chunk;
    for (let i = 0; i < chunk.length; i++) origin.push(at);
  };
  let i = 0;
  while (i < source.length) {
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
    if (word) {
      const upper = word[0].toUpperCase();
      if (upper === 'AND') push('&& ', i);
      else if (upper === 'OR') push('||', i);
      else for (let k = 0; k < word[0].length; k++) push(word[0][k], i + k);
      i += word[0].length;
      continue;
    }
    const ch = source[i];
    if (ch === '=' && !'=!<>'.includes(source[i - 1] ?? '') && source[i + 1] !== '=') push('==', i);
    else push(ch, i);
    i++;
  }
  origin.push(source.length);
  return { text, origin };
}

/** Parses and checks a condition; `known` answers whether a metric name exists. */
export function parseCondition(source: string, known: (metric: string) => boolean): ParsedCondition {
  if (source.trim() === '') throw new ConditionError('the condition is empty', 1);
  if (source.length > MAX_CONDITION_LENGTH)
    throw new ConditionError(
      `the condition is longer than ${MAX_CONDITION_LENGTH} characters`,
      MAX_CONDITION_LENGTH + 1,
    );
  const { text, origin } = normalise(source);
  let ast: jsep.Expression;
  try {
    ast = jsep(text);
  } catch (error) {
    const parseError = error as { description?: string; index?: number };
    const at = origin[Math.min(parseError.index ?? 0, origin.length - 1)] + 1;
    throw new ConditionError(`syntax error: ${parseError.description ?? 'cannot parse'}`, at);
  }
  const metrics: string[] = [];
  // Identifiers in the order written, to place an unknown-metric error.
  const identifiers = [...source.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)].filter(
    (m) => !['AND', 'OR'].includes(m[0].toUpperCase()),
  );
  let identifierIndex = 0;
  const positionOf = (name: string) => {
    for (let k = identifierIndex; k < identifiers.length; k++)
      if (identifiers[k][0] === name) return identifiers[k].index! + 1;
    return 1;
  };

  const value = (node: jsep.Expression): ValueNode => {
    switch (node.type) {
      case 'Literal': {
        const literal = node as jsep.Literal;
        if (typeof literal.value !== 'number' || !Number.isFinite(literal.value))
          throw new ConditionError('only numbers may be compared with metrics', 1);
        return { kind: 'number', value: literal.value };
      }
      case 'Identifier': {
        const name = (node as jsep.Identifier).name;
        if (!known(name)) throw new ConditionError('unknown metric', positionOf(name));
        if (!metrics.includes(name)) metrics.push(name);
        return { kind: 'metric', name };
      }
      case 'UnaryExpression': {
        const unary = node as jsep.UnaryExpression;
        if (unary.operator === '-') return { kind: 'negate', value: value(unary.argument) };
        if (unary.operator === '+') return value(unary.argument);
        throw new ConditionError(`operator ${unary.operator} is not allowed in a value`, 1);
      }
      case 'BinaryExpression': {
        const binary = node as jsep.BinaryExpression;
        if (!ARITHMETIC.has(binary.operator))
          throw new ConditionError(
            `a comparison or ${binary.operator === '&&' ? 'AND' : binary.operator === '||' ? 'OR' : binary.operator} cannot be used as a value`,
            1,
          );
        return { kind: 'arith', op: binary.operator, left: value(binary.left), right: value(binary.right) };
      }
      default:
        throw new ConditionError(
          `${describe(node)} is not allowed (use metrics, numbers, + - * /, comparisons, AND, OR and parentheses)`,
          1,
        );
    }
  };

  const condition = (node: jsep.Expression): ConditionNode => {
    if (node.type === 'BinaryExpression') {
      const binary = node as jsep.BinaryExpression;
      if (LOGICAL.has(binary.operator)) {
        return {
          kind: 'logical',
          op: binary.operator as '&&' | '||',
          left: condition(binary.left),
          right: condition(binary.right),
        };
      }
      if (COMPARISONS.has(binary.operator))
        return { kind: 'compare', op: binary.operator, left: value(binary.left), right: value(binary.right) };
    }
    if (node.type === 'Compound') throw new ConditionError('two expressions follow each other without AND or OR', 1);
    if (
      node.type === 'Identifier' ||
      node.type === 'Literal' ||
      node.type === 'BinaryExpression' ||
      node.type === 'UnaryExpression'
    ) {
      // Checks names first, so an unknown metric is reported as such.
      value(node);
      throw new ConditionError('the condition must compare a metric (for example roi < -30)', 1);
    }
    throw new ConditionError(
      `${describe(node)} is not allowed (use metrics, numbers, + - * /, comparisons, AND, OR and parentheses)`,
      1,
    );
  };

  const tree = condition(ast);
  identifierIndex = identifiers.length;
  return { tree, metrics };
}

function describe(node: jsep.Expression): string {
  switch (node.type) {
    case 'CallExpression':
      return 'a function call';
    case 'MemberExpression':
      return 'a member access (.)';
    case 'ConditionalExpression':
      return 'a ?: expression';
    case 'ArrayExpression':
      return 'a list';
    default:
      return `a ${node.type}`;
  }
}

function valueOfNode(node: ValueNode, metrics: Record<string, number | null>): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'metric':
      return metrics[node.name] ?? null;
    case 'negate': {
      const inner = valueOfNode(node.value, metrics);
      return inner === null ? null : -inner;
    }
    case 'arith': {
      const left = valueOfNode(node.left, metrics);
      const right = valueOfNode(node.right, metrics);
      if (left === null || right === null) return null;
      if (node.op === '+') return left + right;
      if (node.op === '-') return left - right;
      if (node.op === '*') return left * right;
      return right === 0 ? null : left / right;
    }
  }
}

/**
 * True when the condition holds for these metric values. A comparison with an undefined value
 * (a ratio over zero: roi without cost) is false, so such a target neither fires nor recovers on it.
 */
export function conditionHolds(node: ConditionNode, metrics: Record<string, number | null>): boolean {
  if (node.kind === 'logical') {
    return node.op === '&&'
      ? conditionHolds(node.left, metrics) && conditionHolds(node.right, metrics)
      : conditionHolds(node.left, metrics) || conditionHolds(node.right, metrics);
  }
  const left = valueOfNode(node.left, metrics);
  const right = valueOfNode(node.right, metrics);
  if (left === null || right === null) return false;
  switch (node.op) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '==':
      return left === right;
    default:
      return left !== right;
  }
}
