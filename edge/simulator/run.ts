import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CONVERSION_COPIED_COLUMNS } from '../../entities/click-fields';
import { BadRequestError, NotFoundError } from '../../services/errors';
import { newClickId } from '../../entities/click-id';
import { dayStart, ensureClickPartitionsFor } from '../../services/clicks/partitions';
import { planSimulation, type SimulationInput, type SimulationPlan } from './limits';
import { copyInto, copyLine, type CopyValue } from './copy-rows';
import { simulatedRows, simulatorRuns } from './telemetry';
import type { ProgressSink, SimulationProgress } from './progress';
import { seededRandom } from './random';
import { costOn } from '../click-routing/click-cost';
import { compileForSimulation, routeSimulatedClick } from './routing';
import { visitorSource } from './visitors';
import { inTransaction } from '../../infra/database';

export interface SimulatorDeps {
  databaseUrl: string;
  appSecret: string;
  publicBaseUrl: string;
  clock: () => Date;
  em: () => EntityManager;
  progress?: ProgressSink;
}

export interface SimulationResult {
  run_id: string;
  campaign_id: string;
  clicks: number;
  bots: number;
  unique_clicks: number;
  conversions: number;
  /** Clicks per flow the engine chose (null: no flow). */
  flows: { flow_id: string | null; clicks: number }[];
  from: Date;
  to: Date;
  seed: number;
  duration_ms: number;
}

const CHUNK = 5000;
const DAY_MS = 86_400_000;
const MAX_CONVERSION_DELAY_MS = 6 * 3600_000;

/** Click columns the simulator fills; the rest take their defaults (null, false). */
const CLICK_COLUMNS = [
  'click_id',
  'created_at',
  'workspace_id',
  'campaign_id',
  'flow_id',
  'landing_id',
  'offer_id',
  'source_id',
  'ip',
  'country',
  'device_type',
  'os',
  'browser',
  'language',
  'user_agent',
  'visitor_id',
  'is_bot',
  'is_unique',
  'is_unique_flow',
  'outcome',
  'http_status',
  'select_reason',
  'cost',
  'is_simulated',
  'save_traffic',
] as const;

/** Conversion columns: its own, then the click columns conversions copy (from the click-field catalogue). */
const CONVERSION_OWN_COLUMNS = [
  'conversion_id',
  'click_created_at',
  'click_id',
  'workspace_id',
  'created_at',
  'updated_at',
  'delay_seconds',
  'origin',
  'status',
  'status_bucket',
  'payout',
  'base_currency',
  'amount',
  'currency',
  'txid_or_event',
  'forwarded',
] as const;
const CONVERSION_COLUMNS = [
  ...CONVERSION_OWN_COLUMNS,
  ...CONVERSION_COPIED_COLUMNS.filter((c) => c !== 'is_simulated'),
  'is_simulated',
];

async function statusBuckets(db: pg.ClientBase, workspaceId: string): Promise<Map<string, string>> {
  const buckets = new Map([
    ['lead', 'leads'],
    ['sale', 'sales'],
    ['rejected', 'rejected'],
    ['trash', 'trash'],
  ]);
  const { rows } = await db.query(
    'select code, counts_as from custom_statuses where workspace_id = $1 and deleted_at is null',
    [workspaceId],
  );
  for (const row of rows) if (!buckets.has(row.code)) buckets.set(row.code, row.counts_as);
  return buckets;
}

function daysOf(plan: SimulationPlan): Date[] {
  const days: Date[] = [];
  for (let day = dayStart(plan.from).getTime(); day <= plan.to.getTime(); day += DAY_MS) days.push(new Date(day));
  return days;
}

/**
 * One simulator run: validates, compiles the campaign, generates and routes the clicks and writes
 * them and their conversions with COPY in ONE transaction (a failed run leaves nothing), then turns
 * the workspace's show_simulated_traffic switch on. Nothing is queued: simulated conversions have
 * no conversion_writes row, so forwarding (postbacks, CAPI) and webhooks never see them.
 */
export async function runSimulation(
  deps: SimulatorDeps,
  workspaceId: string,
  input: SimulationInput,
): Promise<SimulationResult> {
  const started = Date.now();
  const plan = planSimulation(input, deps.clock());
  const campaign = await compileForSimulation(
    deps.em,
    deps.appSecret,
    deps.publicBaseUrl,
    deps.clock,
    plan.campaign_id,
    // Each simulated day's clicks cost at that day's rate (spec: money at the rate of the click date).
    daysOf(plan).map((day) => day.toISOString().slice(0, 10)),
  );
  if (!campaign || campaign.workspace_id !== workspaceId) throw new NotFoundError('campaign not found');

  const runId = randomUUID();
  const progress = (update: Omit<SimulationProgress, 'run_id' | 'workspace_id' | 'clicks_total'>) =>
    deps.progress?.({ run_id: runId, workspace_id: workspaceId, clicks_total: plan.clicks, ...update });
  const db = new pg.Client({ connectionString: deps.databaseUrl });
  await db.connect();
  try {
    const buckets = await statusBuckets(db, workspaceId);
    plan.conversions.forEach((c, index) => {
      if (!buckets.has(c.status))
        throw new BadRequestError(`conversions[${index}].status is not a status of this workspace`);
    });
    const baseCurrency = campaign.workspace.base_currency;
    const days = daysOf(plan);
    await ensureClickPartitionsFor(db, days, 'clicks');
    await ensureClickPartitionsFor(db, days, 'conversions');

    const random = seededRandom(plan.seed);
    const nextVisitor = visitorSource(plan, random);
    const now = deps.clock().getTime();
    const flowCounts = new Map<string | null, number>();
    const conversionLines: string[] = [];
    const seenFlows = new Set<string>();
    let bots = 0;
    let unique = 0;

    // Cumulative conversion table: one draw per eligible click picks at most one status.
    const rates = plan.conversions.map((c) => ({ ...c, bucket: buckets.get(c.status)! }));

    function* clickChunks(): Generator<string> {
      for (let done = 0; done < plan.clicks; ) {
        const size = Math.min(CHUNK, plan.clicks - done);
        let block = '';
        for (let i = 0; i < size; i++) {
          const visitor = nextVisitor();
          const route = routeSimulatedClick(campaign!, visitor, random);
          const clickId = newClickId(visitor.time);
          const flowId = route.flow?.id ?? null;
          flowCounts.set(flowId, (flowCounts.get(flowId) ?? 0) + 1);
          if (visitor.is_bot) bots++;
          if (visitor.is_unique) unique++;
          const flowKey = flowId ? `${visitor.visitor_id}:${flowId}` : null;
          const uniqueInFlow = flowKey !== null && !seenFlows.has(flowKey);
          if (flowKey && seenFlows.size < 200_000) seenFlows.add(flowKey);
          const click = {
            click_id: clickId,
            created_at: visitor.time,
            workspace_id: workspaceId,
            campaign_id: campaign!.id,
            flow_id: flowId,
            landing_id: route.landing?.id ?? null,
            offer_id: route.offer?.id ?? null,
            source_id: campaign!.source_id,
            ip: visitor.ip,
            country: visitor.country,
            device_type: visitor.device_type,
            os: visitor.os || null,
            browser: visitor.browser || null,
            language: visitor.language,
            user_agent: visitor.user_agent,
            visitor_id: visitor.visitor_id,
            is_bot: visitor.is_bot,
            is_unique: visitor.is_unique,
            is_unique_flow: uniqueInFlow,
            outcome: route.outcome,
            http_status: route.http_status,
            select_reason: route.select_reason,
            cost: costOn(campaign!, visitor.time).per_click,
            is_simulated: true,
            save_traffic: route.flow?.save_traffic ?? true,
          } satisfies Record<(typeof CLICK_COLUMNS)[number], CopyValue>;
          block += copyLine(CLICK_COLUMNS.map((c) => click[c]));
          // Only humans sent to an offer convert (directly or through a landing).
          if (rates.length && !visitor.is_bot && route.offer) {
            let point = random();
            const hit = rates.find((r) => (point -= r.rate) < 0);
            if (hit) {
              const clickTime = visitor.time.getTime();
              const at = Math.min(now, clickTime + Math.floor(random() * MAX_CONVERSION_DELAY_MS));
              const conversion: Record<string, CopyValue> = {
                ...click,
                conversion_id: randomUUID(),
                click_created_at: visitor.time,
                created_at: new Date(at),
                updated_at: new Date(at),
                delay_seconds: Math.floor((at - clickTime) / 1000),
                origin: 'postback',
                status: hit.status,
                status_bucket: hit.bucket,
                payout: hit.payout,
                base_currency: baseCurrency,
                amount: hit.payout,
                currency: baseCurrency,
                txid_or_event: 'simulated',
                forwarded: false,
              };
              conversionLines.push(copyLine(CONVERSION_COLUMNS.map((c) => conversion[c])));
            }
          }
        }
        done += size;
        yield block;
        progress({ phase: 'routing', clicks_done: done, conversions: conversionLines.length });
      }
    }

    await inTransaction(db, async () => {
      await copyInto(db, 'clicks', CLICK_COLUMNS, clickChunks());
      progress({ phase: 'conversions', clicks_done: plan.clicks, conversions: conversionLines.length });
      if (conversionLines.length) await copyInto(db, 'conversions', CONVERSION_COLUMNS, conversionLines);
      await db.query('update workspaces set show_simulated_traffic = true where id = $1', [workspaceId]);
    });
    simulatedRows.inc({ table: 'clicks' }, plan.clicks);
    simulatedRows.inc({ table: 'conversions' }, conversionLines.length);
    simulatorRuns.inc({ result: 'completed' });
    progress({ phase: 'done', clicks_done: plan.clicks, conversions: conversionLines.length });
    return {
      run_id: runId,
      campaign_id: campaign.id,
      clicks: plan.clicks,
      bots,
      unique_clicks: unique,
      conversions: conversionLines.length,
      flows: [...flowCounts].map(([flow_id, clicks]) => ({ flow_id, clicks })).sort((a, b) => b.clicks - a.clicks),
      from: plan.from,
      to: plan.to,
      seed: plan.seed,
      duration_ms: Date.now() - started,
    };
  } catch (error) {
    simulatorRuns.inc({ result: 'failed' });
    progress({ phase: 'failed', clicks_done: 0, conversions: 0 });
    throw error;
  } finally {
    await db.end().catch(() => undefined);
  }
}
