import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | undefined;

/** The package version, read once. */
export function serviceVersion(): string {
  if (cached === undefined) {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    cached = pkg.version;
  }
  return cached;
}
