/**
 * `npm run check:floors` (after the build; .ci/run runs it): no import runs up a floor
 * (docs/architecture.md). Ground: entities/, infra/; then services/; then reports/ (the read side
 * reads the domain, never the other way); then edge/, schema/, resolvers/, rest-facade/, jobs/; top:
 * app/, which nothing imports. Imports are read
 * with madge from the TypeScript sources, type-only imports included. There are no exceptions: a
 * service that needs something of a higher floor takes a port (an interface or a function it
 * defines), and the composition root hands in the implementation.
 */

import { existsSync } from 'node:fs';

// madge ships no types: the slice of its API used here.
type DependencyGraph = Record<string, string[]>;
const madge = require('madge') as (paths: string[], config: object) => Promise<{ obj(): DependencyGraph }>;

const FLOORS: Record<string, number> = {
  entities: 0,
  infra: 0,
  services: 1,
  reports: 2,
  edge: 3,
  schema: 3,
  resolvers: 3,
  'rest-facade': 3,
  jobs: 3,
  app: 4,
};

const floorOf = (file: string): number | undefined => FLOORS[file.split('/')[0]];

async function main(): Promise<void> {
  const graph = (
    await madge(
      Object.keys(FLOORS).filter((folder) => existsSync(folder)),
      { fileExtensions: ['ts'], tsConfig: 'tsconfig.json' },
    )
  ).obj();
  const upward: string[] = [];
  for (const [file, imports] of Object.entries(graph)) {
    const from = floorOf(file);
    if (from === undefined) continue;
    for (const imported of imports) {
      const to = floorOf(imported);
      if (to === undefined || to <= from) continue;
      upward.push(`${file} (floor ${from}) imports ${imported} (floor ${to})`);
    }
  }
  if (upward.length) {
    console.error(`${upward.length} import(s) run up a floor (docs/architecture.md):\n${upward.join('\n')}`);
    process.exit(1);
  }
  console.log(`no import runs up a floor (${Object.keys(graph).length} files)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
