import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../services/errors';

/**
 * How deep a JSON body may nest (objects and arrays). The deepest body the API takes is a report
 * request's filter (about 5 levels) or a stored preference (a few more); a body nested thousands
 * deep overflowed the stack of the recursive checks behind it (a 500).
 */
export const MAX_BODY_DEPTH = 64;

/** Whether `value` nests deeper than `limit`, walked with a stack of its own (no recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    // Parsed JSON only (plain objects and arrays): a streamed body (an upload) is not walked.
    if (!item || typeof item !== 'object') continue;
    if (
      !Array.isArray(item) &&
      Object.getPrototypeOf(item) !== Object.prototype &&
      Object.getPrototypeOf(item) !== null
    )
      continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item))
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** The same over JSON text not parsed yet (GraphQL's `variables` in a GET's query string): brackets outside strings. */
export function textNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/**
 * Refuses (400, before any handler or validation runs) a parsed body, or a JSON query parameter,
 * nested deeper than MAX_BODY_DEPTH.
 */
export function bodyDepthLimit(scope: FastifyInstance, limit = MAX_BODY_DEPTH): void {
  scope.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, limit))
      throw new BadRequestError(`body: nested deeper than ${limit} levels of objects and arrays`);
    const query = request.query as Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(query ?? {}))
      if (typeof value === 'string' && textNestsDeeperThan(value, limit))
        throw new BadRequestError(`${name}: nested deeper than ${limit} levels of objects and arrays`);
  });
}
