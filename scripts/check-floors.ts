/**
 * `npm run check:floors` (after the build; .ci/run runs it): no import runs up a floor
 * (docs/architecture.md). Ground: entities/, infra/; then services/ (and reports/); then edge/,
 * schema/, resolvers/, rest-facade/, jobs/; top: app/, which nothing imports. Imports are read
 * with madge from the TypeScript sources, type-only imports included. The imports that still run
 * up are listed below, each with why; the list may only shrink.
 */

import { existsSync } from 'node:fs';

// madge ships no types: the slice of its API used here.
type DependencyGraph = Record<string, string[]>;
const madge = require('madge') as (paths: string[], config: object) => Promise<{ obj(): DependencyGraph }>;

const FLOORS: Record<string, number> = {
  entities: 0,
  infra: 0,
  services: 1,
  reports: 1,
  edge: 2,
  schema: 2,
  resolvers: 2,
  'rest-facade': 2,
  jobs: 2,
  app: 3,
};

/** Known imports up a floor, as [importer prefix, imported prefix]. */
const KNOWN_UPWARD: Array<[string, string, string]> = [
  ['services/catalogue/', 'schema/catalogue/', 'services answer GraphQL object types (type-only)'],
  ['services/conversions/logs.ts', 'schema/conversions.types.ts', 'services answer GraphQL object types (type-only)'],
  ['services/landing-archives/upload.ts', 'schema/catalogue/offer.types.ts', 'services answer GraphQL object types (type-only)'],
  ['services/traffic-log/traces.ts', 'schema/traffic-log/trace.types.ts', 'services answer GraphQL object types (type-only)'],
  ['services/catalogue/flows.ts', 'edge/filters/', 'a flow is validated by the filters the hot path evaluates'],
  ['services/catalogue/flows.ts', 'edge/sandbox/', 'an action script is compiled by the hot path sandbox when saved'],
  ['entities/flow.entity.ts', 'edge/filters/', "the flow's filters column is typed by the filter definitions (type-only)"],
  ['services/context.ts', 'edge/click-recording/recorder.ts', 'AppServices carries the click recorder (type-only)'],
  ['services/context.ts', 'edge/postback-intake/runtime.ts', 'AppServices carries the conversion runtime (type-only)'],
  ['services/rules/target-actions.ts', 'edge/filters/', "a rule's block filter is built from the filter definitions the hot path evaluates"],
  ['services/rules/target-actions.ts', 'schema/catalogue/', 'target actions call the catalogue services with their input types (type-only)'],
];

const floorOf = (file: string): number | undefined => FLOORS[file.split('/')[0]];

async function main(): Promise<void> {
  const graph = (await madge(Object.keys(FLOORS).filter((folder) => existsSync(folder)), { fileExtensions: ['ts'], tsConfig: 'tsconfig.json' })).obj();
  const upward: string[] = [];
  for (const [file, imports] of Object.entries(graph)) {
    const from = floorOf(file);
    if (from === undefined) continue;
    for (const imported of imports) {
      const to = floorOf(imported);
      if (to === undefined || to <= from) continue;
      if (KNOWN_UPWARD.some(([importer, target]) => file.startsWith(importer) && imported.startsWith(target))) continue;
      upward.push(`${file} (floor ${from}) imports ${imported} (floor ${to})`);
    }
  }
  if (upward.length) {
    console.error(`${upward.length} import(s) run up a floor (docs/architecture.md):\n${upward.join('\n')}`);
    process.exit(1);
  }
  console.log(`no import runs up a floor (${Object.keys(graph).length} files; ${KNOWN_UPWARD.length} known exceptions)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
