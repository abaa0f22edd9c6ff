/**
 * How an error names a field of the input it refuses (`filters[0].value`, `definition.colour`): the path
 * as sent, a key shown only when it looks like a name, never a submitted value (docs/operations-api.md).
 */

/** A field name as sent is shown only when it looks like a name (a value pasted as a key is not). */
export function printableName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/.test(name) ? name : '(unprintable name)';
}

/** The path of a field under `prefix`, as an error names it. */
export function joinPath(prefix: string, path: ReadonlyArray<string | number>): string {
  let text = prefix;
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${printableName(key)}` : printableName(key);
  }
  return text;
}
