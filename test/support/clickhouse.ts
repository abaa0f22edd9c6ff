import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';
import { waitFor } from './wait';

/** Debian's package puts the server in /usr/sbin; current releases ship one `clickhouse` binary (`clickhouse server`). */
const SERVER = ['/usr/sbin/clickhouse-server', '/usr/bin/clickhouse-server'].find((path) => existsSync(path));
const COMMAND: [string, string[]] | null = SERVER
  ? [SERVER, []]
  : existsSync('/usr/bin/clickhouse')
    ? ['/usr/bin/clickhouse', ['server']]
    : null;

/** Why the ClickHouse tests cannot run here (they are skipped and counted; CI installs the package and runs them). */
export const clickhouseMissing: string | false =
  process.env.TEST_CLICKHOUSE_URL || COMMAND
    ? false
    : 'ClickHouse is not installed (Debian package "clickhouse-server"; .ci/run installs it)';

export interface TestClickHouse {
  url: string;
  stop(): Promise<void>;
}

/**
 * The config of a server of the test file's own: HTTP only, on 127.0.0.1, its data in a scratch
 * folder, small caches and two threads per query (several test processes share the machine).
 * Written for Debian's 18.16 package; current releases read it too.
 */
function serverConfig(dir: string, port: number, cluster = ''): string {
  return `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><console>1</console></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${port}</http_port>${cluster}
  <path>${dir}/data/</path>
  <tmp_path>${dir}/tmp/</tmp_path>
  <user_files_path>${dir}/user_files/</user_files_path>
  <format_schema_path>${dir}/format_schemas/</format_schema_path>
  <mark_cache_size>67108864</mark_cache_size>
  <uncompressed_cache_size>0</uncompressed_cache_size>
  <max_concurrent_queries>16</max_concurrent_queries>
  <timezone>UTC</timezone>
  <users>
    <default>
      <password></password>
      <networks><ip>127.0.0.1</ip></networks>
      <profile>default</profile>
      <quota>default</quota>
    </default>
  </users>
  <profiles><default><max_threads>2</max_threads><max_memory_usage>1000000000</max_memory_usage></default></profiles>
  <quotas><default></default></quotas>
</yandex>
`;
}

/**
 * A ClickHouse server for one test file, started as an ordinary process (the package does not run
 * as a service here), stopped with `stop`. TEST_CLICKHOUSE_URL names a running one instead;
 * TEST_CLICKHOUSE_PORT pins the port (otherwise a free one).
 */
export async function startClickHouse(): Promise<TestClickHouse> {
  if (process.env.TEST_CLICKHOUSE_URL) return { url: process.env.TEST_CLICKHOUSE_URL, stop: async () => undefined };
  return startServer(Number(process.env.TEST_CLICKHOUSE_PORT) || (await freePort()), '');
}

export interface TestClickHouseCluster {
  /** The cluster's name in each server's remote_servers, and each shard's HTTP URL (the first is the entry). */
  name: string;
  shardUrls: string[];
  stop(): Promise<void>;
}

/**
 * Two servers as the shards of one cluster without ZooKeeper (CLICKHOUSE_CLUSTER): each lists both
 * in its `remote_servers` by their native ports, which the Distributed tables speak between them.
 */
export async function startClickHouseCluster(shards = 2): Promise<TestClickHouseCluster> {
  const ports = await Promise.all(Array.from({ length: shards }, async () => [await freePort(), await freePort()]));
  const name = 'tt_test';
  const remote = `
  <remote_servers><${name}>${ports
    .map(([, tcp]) => `<shard><replica><host>127.0.0.1</host><port>${tcp}</port></replica></shard>`)
    .join('')}</${name}></remote_servers>`;
  const servers: TestClickHouse[] = [];
  try {
    for (const [http, tcp] of ports) servers.push(await startServer(http, `\n  <tcp_port>${tcp}</tcp_port>${remote}`));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return {
    name,
    shardUrls: servers.map((server) => server.url),
    stop: async () => void (await Promise.all(servers.map((server) => server.stop()))),
  };
}

async function startServer(port: number, cluster: string): Promise<TestClickHouse> {
  const dir = await mkdtemp(join(tmpdir(), 'tt_test_clickhouse_'));
  await writeFile(join(dir, 'config.xml'), serverConfig(dir, port, cluster));
  if (!COMMAND) throw new Error(String(clickhouseMissing));
  const child: ChildProcess = spawn(COMMAND[0], [...COMMAND[1], `--config-file=${join(dir, 'config.xml')}`], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`clickhouse-server exited: ${output}`);
      return (
        (await fetch(`${url}/ping`)
          .then((r) => r.text())
          .catch(() => '')) === 'Ok.\n'
      );
    }, 60_000);
  } catch (error) {
    kill();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      process.removeListener('exit', kill);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
        if (child.exitCode === null) kill();
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
