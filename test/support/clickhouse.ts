import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, freePort } from './ports';
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
  /** The cluster's name in each server's remote_servers, and each shard's replicas' HTTP URLs (the first is the entry). */
  name: string;
  shards: string[][];
  stop(): Promise<void>;
}

/** Debian's `zookeeper` package: its jars (and their dependencies) in /usr/share/java, run with the system's Java. */
const ZOOKEEPER_JAR = '/usr/share/java/zookeeper.jar';

/** Why the replicated cluster's test cannot run here (skipped and counted; CI installs the package). */
export const zookeeperMissing: string | false =
  clickhouseMissing ||
  (existsSync(ZOOKEEPER_JAR) && existsSync('/usr/bin/java')
    ? false
    : 'ZooKeeper is not installed (Debian package "zookeeper"; .ci/run installs it)');

/** A standalone ZooKeeper for one test file, on a free port, its data in a scratch folder. */
async function startZooKeeper(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'tt_test_zookeeper_'));
  await writeFile(
    join(dir, 'zoo.cfg'),
    `tickTime=2000\ndataDir=${dir}/data\nclientPort=${port}\nclientPortAddress=127.0.0.1\nadmin.enableServer=false\n`,
  );
  const args = ['-Xmx256m', '-cp', '/usr/share/java/*:/etc/zookeeper/conf'];
  return startProcess(
    '/usr/bin/java',
    [...args, 'org.apache.zookeeper.server.quorum.QuorumPeerMain', 'zoo.cfg'],
    dir,
    () => accepts(port),
  ).then((stop) => ({ port, stop }));
}

/**
 * Servers as the shards of one cluster (CLICKHOUSE_CLUSTER), each listing all in its
 * `remote_servers` by their native ports, which the Distributed tables speak between them. With
 * `replicas` above one, each shard has that many servers, a ZooKeeper of the test's own coordinates
 * them (replicated tables) and the Distributed tables write one replica a shard (`internal_replication`).
 */
export async function startClickHouseCluster(shards = 2, replicas = 1): Promise<TestClickHouseCluster> {
  const ports = await Promise.all(
    Array.from({ length: shards * replicas }, async () => [await freePort(), await freePort(), await freePort()]),
  );
  const name = 'tt_test';
  const shardPorts = Array.from({ length: shards }, (_, i) => ports.slice(i * replicas, (i + 1) * replicas));
  const remote = `
  <remote_servers><${name}>${shardPorts
    .map(
      (replicaPorts) =>
        `<shard>${replicas > 1 ? '<internal_replication>true</internal_replication>' : ''}${replicaPorts
          .map(([, tcp]) => `<replica><host>127.0.0.1</host><port>${tcp}</port></replica>`)
          .join('')}</shard>`,
    )
    .join('')}</${name}></remote_servers>`;
  const servers: TestClickHouse[] = [];
  let zookeeper: Awaited<ReturnType<typeof startZooKeeper>> | null = null;
  // The servers first: ZooKeeper stops last, so none of them waits on it while stopping.
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await zookeeper?.stop();
  };
  try {
    zookeeper = replicas > 1 ? await startZooKeeper() : null;
    const coordination = zookeeper
      ? `\n  <zookeeper><node><host>127.0.0.1</host><port>${zookeeper.port}</port></node></zookeeper>`
      : '';
    for (const [http, tcp, interserver] of ports) {
      const server = await startServer(
        http,
        `\n  <tcp_port>${tcp}</tcp_port>${remote}${coordination}` +
          (zookeeper
            ? `\n  <interserver_http_port>${interserver}</interserver_http_port>\n  <interserver_http_host>127.0.0.1</interserver_http_host>`
            : ''),
      );
      servers.push(server);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const urls = servers.map((server) => server.url);
  return {
    name,
    shards: Array.from({ length: shards }, (_, i) => urls.slice(i * replicas, (i + 1) * replicas)),
    stop,
  };
}

/**
 * Starts `command` in `dir` (its stderr kept for the error), waits until `ready` says so, and
 * gives the function that stops it (SIGTERM, then SIGKILL after 10 s) and removes `dir`.
 */
async function startProcess(
  command: string,
  args: string[],
  dir: string,
  ready: () => Promise<boolean>,
): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`${command} exited: ${output}`);
      return ready();
    }, 60_000);
  } catch (error) {
    kill();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    process.removeListener('exit', kill);
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      if (child.exitCode === null) kill();
    }
    await rm(dir, { recursive: true, force: true });
  };
}

async function startServer(port: number, cluster: string): Promise<TestClickHouse> {
  const dir = await mkdtemp(join(tmpdir(), 'tt_test_clickhouse_'));
  await writeFile(join(dir, 'config.xml'), serverConfig(dir, port, cluster));
  if (!COMMAND) throw new Error(String(clickhouseMissing));
  const url = `http://127.0.0.1:${port}`;
  const ping = async () =>
    (await fetch(`${url}/ping`)
      .then((r) => r.text())
      .catch(() => '')) === 'Ok.\n';
  const stop = await startProcess(COMMAND[0], [...COMMAND[1], `--config-file=${join(dir, 'config.xml')}`], dir, ping);
  return { url, stop };
}
