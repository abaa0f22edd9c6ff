import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printAppSchema } from '../resolvers/build-schema';

/** Writes schema/schema.graphql from the type-graphql classes (run by `npm run generate`). */
async function main(): Promise<void> {
  const target = join(__dirname, '..', '..', 'schema', 'schema.graphql');
  writeFileSync(target, await printAppSchema());
  console.log(`wrote ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
