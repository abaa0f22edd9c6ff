import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createClient } from 'redis';
import { waitFor } from '../support/wait';

/**
 * The Redis part of docs/operations.md "Backup and restore", on a private redis-server (its own
 * port and folder, never the shared Redis): with the append-only file on, keys and a stream survive
 * a crash (kill -9) and a restart, and a copy of `appendonlydir` taken as documented (BGREWRITEAOF,
 * wait for the rewrite, copy) restores them into a new server.
 */
const PORTS = [4261, 4262];

type Client = ReturnType<typeof createClient>;

interface Server {
  process: ChildProcess;
  redis: Client;
}

/** A client once the server answers PING (a server loads its append-only file first: LOADING until then). */
async function connected(port: number): Promise<Client | null> {
  const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    if ((await client.ping()) === 'PONG') return client;
  } catch {
    /* not up yet */
  }
  close(client);
  return null;
}

/** Drops a client's connection (a closed client throws on destroy: nothing to drop then). */
function close(client: Client): void {
  if (client.isOpen) client.destroy();
}

describe('Redis append-only file: crash, restart and restore from a copy', () => {
  const servers: Server[] = [];
  const folders: string[] = [];

  const start = async (dir: string, port: number): Promise<Server> => {
    // appendfsync always: every write is on disk before it is answered, so the kill below loses
    // nothing by construction (production runs everysec: at most a second, docs/operations.md).
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always'],
      { stdio: 'ignore' },
    );
    const server: Server = { process: child, redis: null as unknown as Client };
    servers.push(server);
    server.redis = (await waitFor(() => connected(port))) as Client;
    return server;
  };
  const stop = async (server: Server, signal: NodeJS.Signals) => {
    close(server.redis);
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill(signal);
    await exited;
  };

  after(async () => {
    for (const server of servers)
      if (server.process.exitCode === null && server.process.signalCode === null) await stop(server, 'SIGKILL');
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('keeps keys and the click stream across kill -9, and restores a copied appendonlydir', async () => {
    const live = await mkdtemp(join(tmpdir(), 'tt_test_redis_live_'));
    const backup = await mkdtemp(join(tmpdir(), 'tt_test_redis_backup_'));
    folders.push(live, backup);
    let server = await start(live, PORTS[0]);
    await server.redis.set('tt:cache:campaign', 'compiled');
    await server.redis.xAdd('tt:clicks', '*', { click_id: 'c1' });
    await server.redis.xAdd('tt:clicks', '*', { click_id: 'c2' });

    // The documented backup: rewrite, wait for it to end, copy the folder while Redis runs.
    await server.redis.bgRewriteAof();
    await waitFor(
      () => server.redis.info('persistence'),
      (info) => /aof_rewrite_in_progress:0/.test(info) && /aof_rewrite_scheduled:0/.test(info),
    );
    await cp(join(live, 'appendonlydir'), join(backup, 'appendonlydir'), { recursive: true });
    // Written after the copy: in the live file, not in the backup.
    await server.redis.xAdd('tt:clicks', '*', { click_id: 'c3' });

    await stop(server, 'SIGKILL');
    server = await start(live, PORTS[0]);
    const ids = async (redis: Client) =>
      (await redis.xRange('tt:clicks', '-', '+')).map((entry) => entry.message.click_id);
    assert.deepEqual(await ids(server.redis), ['c1', 'c2', 'c3'], 'the crash lost nothing');
    assert.equal(await server.redis.get('tt:cache:campaign'), 'compiled');
    await stop(server, 'SIGTERM');

    const restored = await start(backup, PORTS[1]);
    assert.deepEqual(await ids(restored.redis), ['c1', 'c2'], 'the copy holds what was written before it');
    assert.equal(await restored.redis.get('tt:cache:campaign'), 'compiled');
    await stop(restored, 'SIGTERM');
  });
});
