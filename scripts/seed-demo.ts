import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { type Config, ConfigError, loadConfig, prepareEnvironment } from '../infra/config';
import { type RuntimeServices, startRuntime } from '../app/runtime';
import { Campaign } from '../entities/campaign.entity';
import { Membership } from '../entities/membership.entity';
import { User } from '../entities/user.entity';
import { Workspace } from '../entities/workspace.entity';
import { createApiKey } from '../services/accounts/api-keys';
import { hashPassword } from '../services/accounts/passwords';
import { defaultPermissions, OWNER_ROLE } from '../services/accounts/roles';
import { createUser, findUserByEmail } from '../services/accounts/users';
import { createWorkspace } from '../services/accounts/workspaces';
import { seedDemoData, type DemoSummary } from '../services/catalogue/demo-data';
import { scopeFor } from '../services/catalogue/scope';
import { DEMO_USER_AGENT, seedDemoExtras, sendDemoClick } from './seed-demo-extras';

const WORKSPACE_NAME = 'Demo workspace';
/** The demo workspace's name while it is being filled (a run that failed leaves it so). */
const SEEDING_NAME = 'Demo workspace (seeding incomplete)';

/**
 * `npm run seed:demo`: a demo user (DEMO_EMAIL, default demo@example.com) owning a "Demo
 * workspace" filled with campaigns, flows, filters, landings, offers, sources and networks, plus a
 * Click API key, a saved report, a rule and a (disabled) webhook, and sends one click through the
 * Click API (the demo traces every click, so its traffic log has it). Safe to run again: the user
 * gets a fresh password (DEMO_PASSWORD or a random one) and the workspace is filled only once; a
 * run that failed half-way is not taken as done.
 * Prints the credentials; `--json` prints them as one JSON line for scripts (the benchmarks).
 */
async function main(): Promise<void> {
  prepareEnvironment(process.cwd(), () => undefined);
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  const runtime = await startRuntime(config, { http: false, workers: false, logger: false }, log);
  let seeded: Seeded;
  try {
    seeded = await seed(runtime.services, config);
  } finally {
    await runtime.close();
  }
  // Once the catalogue is committed: a service started now routes the demo's campaigns.
  const first = seeded.result.campaigns[0];
  const clickId = first ? await sendDemoClick(config, log, seeded.result.api_key, first.alias) : null;
  print(seeded, clickId, config);
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/** The demo user (a new password), its workspace (filled once) and a new Click API key. */
async function seed(services: RuntimeServices, config: Config) {
  const em = services.orm.em.fork();
  const email = process.env.DEMO_EMAIL || 'demo@example.com';
  const password = process.env.DEMO_PASSWORD || `demo-${randomBytes(9).toString('base64url')}`;
  const now = services.clock();

  let user = await findUserByEmail(em, email);
  if (user) {
    // A new password each run, so the printed credentials always work.
    user.password_hash = await hashPassword(password);
    user.password_changed_at = now;
    await em.flush();
  } else {
    user = await createUser(em, { email, password, name: 'Demo user' }, now);
  }

  const memberships = await em.find(Membership, { user_id: user.id, role: OWNER_ROLE });
  let workspace = memberships.length
    ? await em.findOne(Workspace, { id: { $in: memberships.map((m) => m.workspace_id) }, name: WORKSPACE_NAME })
    : null;
  let summary: DemoSummary | null = null;
  if (!workspace) {
    // Filled under a provisional name and renamed only once complete: a run that fails or is
    // killed half-way leaves a workspace that says so, and the next run fills a new one instead
    // of taking a partial one as seeded.
    workspace = await createWorkspace(em, user.id, { name: SEEDING_NAME });
    summary = await seedDemoData(scopeFor(services, workspace.id));
    await seedDemoExtras(services, workspace.id, user.id);
    // The demo traces every click (real workspaces sample a few): its traffic log shows each one.
    workspace.traffic_log_sample = 100;
    workspace.name = WORKSPACE_NAME;
    await em.flush();
  }
  await em.nativeUpdate(User, { id: user.id }, { last_workspace_id: workspace.id });
  const campaigns = await em.find(
    Campaign,
    { workspace_id: workspace.id, deleted_at: null },
    { orderBy: { created_at: 'asc' } },
  );

  const principal = {
    user_id: user.id,
    workspace_id: workspace.id,
    role: OWNER_ROLE,
    permissions: new Set(defaultPermissions(OWNER_ROLE)),
  };
  const { key } = await createApiKey(em, services, principal, {
    name: `Demo Click API key ${now.toISOString()}`,
    scopes: ['read', 'write'],
  });

  const result = {
    email,
    password,
    workspace_id: workspace.id,
    postback_url: `${config.publicBaseUrl}/${workspace.postback_key}/postback`,
    api_key: key,
    admin_api: `${config.publicBaseUrl}/admin_api/v1`,
    campaigns: campaigns.map((c) => ({
      id: c.id,
      name: c.name,
      alias: c.alias,
      url: `${config.publicBaseUrl}/${c.alias}`,
    })),
    created: summary !== null,
  };
  return { result, summary, workspace, key };
}

/** Prints the credentials and examples (one JSON line with `--json`). */
function print({ result, summary, workspace, key }: Seeded, clickId: string | null, config: Config): void {
  const { email, password } = result;
  const campaigns = result.campaigns;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ ...result, demo_click_id: clickId }));
    return;
  }
  console.log(
    summary
      ? `Demo workspace created (${campaigns.length} campaigns, ${summary.offers} offers, ${summary.landings} ` +
          `landings, ${summary.sources} sources, ${summary.networks} networks).`
      : 'Demo workspace already seeded; password reset.',
  );
  console.log('');
  console.log(`  Log in:        POST ${result.admin_api}/auth/login`);
  console.log(`  Email:         ${email}`);
  console.log(`  Password:      ${password}`);
  console.log(`  Workspace:     ${workspace.id}`);
  console.log(`  Click API key: ${key}`);
  console.log(`  Postback URL:  ${result.postback_url}  (unsigned: the demo sources have no postback secret)`);
  console.log(
    '  Forwarding:    off in the demo: no source has an outbound postback URL or a Conversions API token, so nothing leaves this machine',
  );
  console.log('  Campaigns:');
  for (const campaign of result.campaigns) console.log(`    ${campaign.url}  (${campaign.name})`);
  const first = result.campaigns[0];
  if (first) {
    console.log('');
    console.log('  Try it (a browser user agent: bare "curl" or "Mozilla/5.0" are classed as bots):');
    console.log(`    UA='${DEMO_USER_AGENT}'`);
    console.log(`    curl -si -A "$UA" '${first.url}?sub_id_1=demo' | grep -i '^location'`);
    console.log(
      `    curl -s -X POST ${config.publicBaseUrl}/click-api/v3 -H 'Authorization: Bearer ${key}' -H 'content-type: application/json' \\`,
    );
    console.log(`      -d '{"campaign":"${first.alias}","ip":"73.15.20.9","user_agent":"'"$UA"'"}'`);
    console.log(`    curl -s '${result.postback_url}?subid=<click_id from above>&status=lead&payout=1'`);
  }
  if (clickId)
    console.log(`\n  Sent one demo click (${clickId}): every demo click is traced (traffic log, its trace).`);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(`seed:demo failed: ${(error as Error).message}`);
  process.exit(1);
});
