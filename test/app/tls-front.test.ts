import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin, catalog, lastClick } from '../support/routing';
import { startDnsServer } from '../support/dns-server';
import { accepts, freePort } from '../support/ports';
import { waitFor } from '../support/wait';

const CADDY = '/usr/bin/caddy';

/** curl through the TLS front, the name resolved to it (SNI and Host are the name); the root CA of Caddy's `tls internal` is trusted. */
function curl(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile('curl', ['-sS', '--max-time', '20', ...args], (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

/**
 * The compose file's TLS front (Debian's caddy, on-demand certificates asking /internal/tls-ask)
 * in front of the service: a domain whose DNS points here (a local resolver answers for it) gets a
 * certificate on its first request, a campaign answers over HTTPS by that name, the visitor's own
 * address and country reach the click, and an unknown name gets no certificate.
 */
describe('HTTPS by itself: the Caddy TLS front', {
  skip: !existsSync(CADDY) && 'Debian caddy is not installed',
}, () => {
  let t: TestApp;
  let owner: Session;
  let caddy: ChildProcess;
  let dir: string;
  let httpsPort: number;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let caddyLog = '';

  before(async () => {
    dns = await startDnsServer(
      new Map([
        ['secure.example.test', { a: ['127.0.0.1'] }],
        ['elsewhere.example.test', { a: ['198.51.100.7'] }],
      ]),
    );
    t = await startTestApp({
      workers: true,
      env: {
        DNS_RESOLVERS: dns.address,
        DOMAIN_TARGETS: '127.0.0.1',
        // Compose sets it to the front: the front's X-Forwarded-For carries the visitor.
        TRUSTED_PROXIES: '127.0.0.1/32',
        PUBLIC_BASE_URL: 'http://admin.example.test',
      },
    });
    owner = await createSession(t);
    const appPort = await freePort();
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
    dir = await mkdtemp(join(tmpdir(), 'tt_test_caddy_'));
    httpsPort = await freePort();
    const httpPort = await freePort();
    // The compose front's Caddyfile (infra/caddy/Caddyfile) with a local CA instead of Let's Encrypt.
    // It trusts 127.0.0.1 as a hop before it (a load balancer), so a test visitor can have a public address.
    await writeFile(
      join(dir, 'Caddyfile'),
      `{
  admin off
  skip_install_trust
  http_port ${httpPort}
  https_port ${httpsPort}
  storage file_system ${join(dir, 'data')}
  on_demand_tls {
    ask http://127.0.0.1:${appPort}/internal/tls-ask
  }
}

https:// {
  tls internal {
    on_demand
  }
  reverse_proxy 127.0.0.1:${appPort} {
    trusted_proxies 127.0.0.1/32
  }
}
`,
    );
    caddy = spawn(CADDY, ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        ...process.env,
        HOME: dir,
        XDG_DATA_HOME: join(dir, 'xdg-data'),
        XDG_CONFIG_HOME: join(dir, 'xdg-config'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk) => (caddyLog += chunk));
    caddy.stderr?.on('data', (chunk) => (caddyLog += chunk));
    await waitFor(() => accepts(httpsPort), 30_000).catch((error) => {
      throw new Error(`caddy did not start: ${caddyLog.slice(-2000)} ${error}`);
    });
  });

  after(async () => {
    caddy?.kill('SIGTERM');
    if (caddy && caddy.exitCode === null) await new Promise((resolve) => caddy.once('exit', resolve));
    await t?.close();
    await dns?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const on = (name: string) => ['--resolve', `${name}:${httpsPort}:127.0.0.1`];

  it('serves a campaign over HTTPS on an added domain whose DNS points here, with the visitor address and country', async () => {
    const c = catalog(t, owner);
    const offer = await c.offer('TLS offer', 'https://offer.example/tls?cc={country}');
    const campaign = await c.campaign({ alias: 'tls-campaign', domains_only: true });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    const domain = await admin(t, owner, 'POST', '/domains', { name: 'secure.example.test', https_redirect: true });
    assert.equal(domain.dns_state, 'pointed');
    assert.equal(domain.base_url, 'https://secure.example.test');

    const root = join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt');
    await waitFor(() => existsSync(root), 30_000);
    const res = await curl([
      ...on('secure.example.test'),
      '--cacert',
      root,
      '-H',
      'X-Forwarded-For: 73.15.20.1',
      '-H',
      'User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code} %{redirect_url} %{ssl_verify_result}',
      `https://secure.example.test:${httpsPort}/tls-campaign`,
    ]);
    assert.equal(res.code, 0, `${res.stderr} ${caddyLog.slice(-2000)}`);
    assert.equal(
      res.stdout,
      '302 https://offer.example/tls?cc=US 0',
      'a verified certificate, the offer for a US visitor',
    );
    const [click] = await lastClick(t, campaign.id);
    assert.equal(click.ip, '73.15.20.1');
    assert.equal(click.country, 'US');
  });

  it('refuses a certificate to an unknown name and to an added domain whose DNS points elsewhere', async () => {
    await admin(t, owner, 'POST', '/domains', { name: 'elsewhere.example.test' });
    for (const name of ['unknown.example.test', 'elsewhere.example.test']) {
      const res = await curl([...on(name), '-k', '-o', '/dev/null', `https://${name}:${httpsPort}/tls-campaign`]);
      assert.notEqual(res.code, 0, name);
      // curl: 35 (TLS handshake failed: no certificate was served).
      assert.equal(res.code, 35, `${name}: ${res.stderr}`);
    }
  });
});
