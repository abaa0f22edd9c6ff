import jsep from 'jsep';
import { builtInMetric } from '../entities/report-metrics';

/**
 * Custom metric formulas (spec "Custom metric"): built-in metric names, numbers, `+ - * /`, unary
 * minus and parentheses; no functions, no conditions. Parsed by jsep (a real expression parser,
 * never eval) into a tree that is checked node by node and compiled to SQL over the report's sums;
 * a division by zero is null.
 */

export class FormulaError extends Error {
  constructor(
    message: string,
    /** 0-based character position of the problem in the formula. */
    readonly position: number,
  ) {
    super(`${message} at position ${position + 1}`);
  }
}

export type FormulaNode =
  | { type: 'metric'; name: string }
  | { type: 'number'; value: number }
  | { type: 'negate'; operand: FormulaNode }
  | { type: 'binary'; operator: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

const OPERATORS = new Set(['+', '-', '*', '/']);
const MAX_LENGTH = 1000;

/** Where an identifier or literal sits in the source (jsep does not keep positions). */
function positionOf(formula: string, token: string, from = 0): number {
  const found = formula.indexOf(token, from);
  return Math.max(found, 0);
}

/** Parses and checks a formula; throws FormulaError naming the problem and its position. */
export function parseFormula(formula: string): FormulaNode {
  if (typeof formula !== 'string' || !formula.trim()) throw new FormulaError('formula is empty', 0);
  if (formula.length > MAX_LENGTH)
    throw new FormulaError(`formula is longer than ${MAX_LENGTH} characters`, MAX_LENGTH);
  const bad = /[^\w\s.+\-*/()]/.exec(formula);
  if (bad) throw new FormulaError('only metric names, numbers, + - * / and parentheses are allowed', bad.index);
  let tree: jsep.Expression;
  try {
    tree = jsep(formula);
  } catch (error) {
    const e = error as { description?: string; index?: number };
    throw new FormulaError(`syntax error: ${e.description ?? 'unreadable formula'}`, e.index ?? 0);
  }
  let cursor = 0;
  const walk = (node: jsep.Expression): FormulaNode => {
    switch (node.type) {
      case 'Identifier': {
        const name = (node as jsep.Identifier).name;
        const at = positionOf(formula, name, cursor);
        cursor = at + name.length;
        if (name === 'visitors') throw new FormulaError('visitors is not additive and cannot be used in a formula', at);
        if (!builtInMetric(name)) throw new FormulaError('unknown metric', at);
        return { type: 'metric', name };
      }
      case 'Literal': {
        const literal = node as jsep.Literal;
        const at = positionOf(formula, String(literal.raw), cursor);
        if (typeof literal.value !== 'number' || !Number.isFinite(literal.value))
          throw new FormulaError('only numbers may be written as literals', at);
        cursor = at + String(literal.raw).length;
        return { type: 'number', value: literal.value };
      }
      case 'UnaryExpression': {
        const unary = node as jsep.UnaryExpression;
        if (unary.operator !== '-' && unary.operator !== '+')
          throw new FormulaError(
            `operator ${unary.operator} is not allowed`,
            positionOf(formula, unary.operator, cursor),
          );
        const operand = walk(unary.argument);
        return unary.operator === '-' ? { type: 'negate', operand } : operand;
      }
      case 'BinaryExpression': {
        const binary = node as jsep.BinaryExpression;
        const left = walk(binary.left);
        if (!OPERATORS.has(binary.operator))
          throw new FormulaError(
            `operator ${binary.operator} is not allowed`,
            positionOf(formula, binary.operator, cursor),
          );
        const right = walk(binary.right);
        return { type: 'binary', operator: binary.operator as '+' | '-' | '*' | '/', left, right };
      }
      case 'CallExpression':
        throw new FormulaError('functions are not allowed', positionOf(formula, '(', cursor));
      default:
        throw new FormulaError(`${node.type} is not allowed`, cursor);
    }
  };
  return walk(tree);
}

/** SQL of a checked formula over the sums of alias `s`; `metricSql` gives a built-in metric's SQL. */
export function formulaSql(node: FormulaNode, metricSql: (name: string) => string): string {
  switch (node.type) {
    case 'metric':
      return `(${metricSql(node.name)})::numeric`;
    case 'number':
      return `${node.value}::numeric`;
    case 'negate':
      return `(-${formulaSql(node.operand, metricSql)})`;
    case 'binary': {
      const left = formulaSql(node.left, metricSql);
      const right = formulaSql(node.right, metricSql);
      return node.operator === '/' ? `(${left} / nullif(${right}, 0))` : `(${left} ${node.operator} ${right})`;
    }
  }
}

/** The metric names a formula reads. */
export function formulaMetrics(node: FormulaNode, into = new Set<string>()): Set<string> {
  if (node.type === 'metric') into.add(node.name);
  else if (node.type === 'negate') formulaMetrics(node.operand, into);
  else if (node.type === 'binary') {
    formulaMetrics(node.left, into);
    formulaMetrics(node.right, into);
  }
  return into;
}
