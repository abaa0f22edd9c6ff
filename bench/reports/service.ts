import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Runtime } from '../../app/runtime';
import { User } from '../../entities/user.entity';
import type { Config } from '../../infra/config';
import { AnalyticsOwner } from '../../reports/analytics/owner';
import { addMember } from '../../services/accounts/members';
import { createUser } from '../../services/accounts/users';
import { startBenchRuntime, type BenchDatabase } from './database';
import { BenchClient } from './http-client';
import { line, measured, round } from './output';
import type { BenchStore } from './stores';

export interface BenchService {
  runtime: Runtime;
  config: Config;
  /** Logged in as a member (analyst) of the bench workspace. */
  client: BenchClient;
  stop(): Promise<void>;
}

/**
 * The service as `npm start` runs it (HTTP and the workers in one process, so the analytics copy's
 * owner too), with the store's environment (bench/reports/stores.ts), listening on 127.0.0.1 at
 * BENCH_HTTP_PORT (default: a free port). A member of the bench workspace (role analyst, created
 * for this service and deleted by stop()) logs in through POST /auth/login as an API client does.
 * With a copy, the service's owner builds it from the seeded database before anything is timed
 * (`analytics_rebuild`: seconds from the service's start to the copy built).
 */
export async function startBenchService(
  database: BenchDatabase,
  workspaceId: string,
  store: BenchStore,
  env: Record<string, string>,
): Promise<BenchService> {
  const started = Date.now();
  const { runtime, config, stop } = await startBenchRuntime(
    database,
    { workers: true, http: true },
    // The service's own deadline (default 20 s) would stop the slow lines at 10M: the bench's instead.
    { ...env, REPORT_TIMEOUT_S: process.env.BENCH_STATEMENT_TIMEOUT_S ?? '900' },
  );
  let member: { client: BenchClient; userId: string };
  try {
    member = await listenAndLogIn(runtime, workspaceId);
  } catch (error) {
    await stop();
    throw error;
  }
  const owner = runtime.services.analyticsCopy.reader;
  if (owner instanceof AnalyticsOwner) {
    const rebuilt = await owner.settled();
    const seconds = round((Date.now() - started) / 1000);
    line({ query: 'analytics_rebuild', store, rebuilt, state: owner.status().state, seconds, clicks: measured.clicks });
  }
  return {
    runtime,
    config,
    client: member.client,
    async stop() {
      await member.client.close();
      await runtime.services.orm.em.fork().nativeDelete(User, { id: member.userId });
      await stop();
    },
  };
}

/** Opens the port and logs a new member of the workspace in through it. */
async function listenAndLogIn(runtime: Runtime, workspaceId: string): Promise<{ client: BenchClient; userId: string }> {
  await runtime.app!.listen({ port: Number(process.env.BENCH_HTTP_PORT ?? 0), host: '127.0.0.1' });
  const { port } = runtime.app!.server.address() as AddressInfo;
  const email = `bench-${randomBytes(6).toString('hex')}@example.test`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  const em = runtime.services.orm.em.fork();
  const user = await createUser(em, { email, password }, runtime.services.clock());
  try {
    await addMember(em, workspaceId, user.id, 'analyst');
    const client = new BenchClient(`http://127.0.0.1:${port}`);
    await client.login(email, password);
    return { client, userId: user.id };
  } catch (error) {
    await em.fork().nativeDelete(User, { id: user.id });
    throw error;
  }
}
