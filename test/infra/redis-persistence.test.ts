import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { openRedis, type Redis } from '../../infra/redis';
import { checkRedisPersistence, redisPersistence } from '../../infra/redis-persistence';
import { logCapture } from '../support/log-capture';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis server of this test's own (the shared one's settings are not ours to change). */
async function ownRedis(args: string[], dir: string): Promise<{ redis: Redis; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', ...args],
    { stdio: 'ignore' },
  );
  let redis: Redis | undefined;
  for (let i = 0; i < 50 && !redis; i++) {
    redis = await openRedis(`redis://127.0.0.1:${port}`, 'test-persistence').catch(() => undefined);
    if (!redis) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!redis) throw new Error('redis-server did not start');
  return {
    redis,
    async stop() {
      await redis!.quit();
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function capture() {
  const { lines, sink } = logCapture();
  return { lines, log: pino({ level: 'info' }, sink) };
}

async function gauge(): Promise<number> {
  return (await redisPersistence.get()).values[0]?.value ?? NaN;
}

describe('start-up check of Redis persistence', { skip: spawnable() ? false : 'redis-server is not installed' }, () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tt_test_redis_'));
  });
  after(async () => rm(dir, { recursive: true, force: true }));

  for (const [setting, durable, warns] of [
    ['no', 0, true],
    ['yes', 1, false],
  ] as const) {
    it(`appendonly ${setting}: gauge ${durable}${warns ? ' and a warning' : ', no warning'}`, async () => {
      const server = await ownRedis(['--appendonly', setting], dir);
      try {
        const { lines, log } = capture();
        await checkRedisPersistence(server.redis, log as never);
        assert.equal(await gauge(), durable);
        assert.equal(
          lines.some((line) => line.includes('appendonly yes') && line.includes('"level":40')),
          warns,
          lines.join(''),
        );
      } finally {
        await server.stop();
      }
    });
  }

  it('CONFIG disabled: gauge -1 and a warning, start-up goes on', async () => {
    const server = await ownRedis(['--appendonly', 'no', '--rename-command', 'CONFIG', '""'], dir);
    try {
      const { lines, log } = capture();
      const report = await checkRedisPersistence(server.redis, log as never);
      assert.equal(report.durable, null);
      assert.equal(await gauge(), -1);
      assert.ok(
        lines.some((line) => line.includes('could not be read')),
        lines.join(''),
      );
    } finally {
      await server.stop();
    }
  });
});

function spawnable(): boolean {
  try {
    require('node:child_process').execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
