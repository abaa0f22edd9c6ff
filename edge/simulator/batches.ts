import type { ClientBase } from 'pg';
import { newClickId } from '../../entities/click-id';
import { inTransaction } from '../../infra/database';
import type { CompiledCampaign } from '../click-routing/compiled';
import { copyInto, copyLine } from './copy-rows';
import type { SimulationPlan } from './limits';
import { seededRandom } from './random';
import { routeSimulatedClick } from './routing';
import { CLICK_COLUMNS, CONVERSION_COLUMNS, simulatedClick, simulatedConversion } from './rows';
import { visitorSource } from './visitors';

/**
 * Clicks per batch: each batch (its clicks and their conversions) is one transaction. Small enough
 * that a batch's COPY and its triggers (report rollups, analytics notes) hold Postgres for a few
 * tens of milliseconds, large enough that 100,000 clicks take 50 commits (docs/simulator.md, Speed).
 */
export const SIMULATOR_BATCH = 2000;
const MAX_CONVERSION_DELAY_MS = 6 * 3600_000;
/** How long after the landing's view a visitor clicks through, at most. */
const MAX_CLICK_THROUGH_DELAY_MS = 90_000;

/** What the committed batches wrote so far. */
export interface WrittenSoFar {
  clicks_done: number;
  conversions: number;
  bots: number;
  unique_clicks: number;
  /** Clicks per flow id ('' for no flow). */
  flows: Record<string, number>;
}

export interface BatchRun {
  db: ClientBase;
  campaign: CompiledCampaign;
  plan: SimulationPlan;
  /** Status code → the bucket it counts as (lead → leads, a custom status → its bucket). */
  buckets: Map<string, string>;
  /** Conversion times never pass this (ms since epoch). */
  now: number;
  /** Called after each committed batch with the totals so far. */
  onBatch: (written: WrittenSoFar) => void;
  /** Checked before each batch: true stops the run there (what was committed stays). */
  stopRequested: () => boolean;
}

/**
 * Generates, routes and writes the run's clicks and their conversions with COPY, one transaction
 * per batch, so the totals reported after each batch are committed rows and a failure loses only
 * its own batch. Returns the totals; throws on a failed batch (the caller reports what was written).
 */
export async function writeInBatches(run: BatchRun, written: WrittenSoFar): Promise<WrittenSoFar> {
  const { campaign, plan, now } = run;
  const random = seededRandom(plan.seed);
  const nextVisitor = visitorSource(plan, random);
  const seenFlows = new Set<string>();
  const baseCurrency = campaign.workspace.base_currency;
  // Cumulative conversion table: one draw per eligible click picks at most one status.
  const rates = plan.conversions.map((c) => ({ ...c, bucket: run.buckets.get(c.status)! }));
  // Click-throughs draw from a generator of their own, so the traffic and conversions of a seed stay as they were.
  const throughRandom = seededRandom(plan.seed ^ 0x2545f491);

  while (written.clicks_done < plan.clicks) {
    if (run.stopRequested()) break;
    const size = Math.min(SIMULATOR_BATCH, plan.clicks - written.clicks_done);
    const batch = { clicks: '', conversions: [] as string[], bots: 0, unique: 0, flows: new Map<string, number>() };
    for (let i = 0; i < size; i++) {
      const visitor = nextVisitor();
      const route = routeSimulatedClick(campaign, visitor, random);
      const flowId = route.flow?.id ?? '';
      batch.flows.set(flowId, (batch.flows.get(flowId) ?? 0) + 1);
      if (visitor.is_bot) batch.bots++;
      if (visitor.is_unique) batch.unique++;
      const flowKey = flowId ? `${visitor.visitor_id}:${flowId}` : null;
      const uniqueInFlow = flowKey !== null && !seenFlows.has(flowKey);
      if (flowKey && seenFlows.size < 200_000) seenFlows.add(flowKey);
      const click = simulatedClick(campaign, newClickId(visitor.time), visitor, route, uniqueInFlow);
      // Only humans sent to an offer convert (directly or through a landing).
      let conversionAt: number | null = null;
      let hit: (typeof rates)[number] | undefined;
      if (rates.length && !visitor.is_bot && route.offer) {
        let point = random();
        hit = rates.find((r) => (point -= r.rate) < 0);
        if (hit) conversionAt = Math.min(now, visitor.time.getTime() + Math.floor(random() * MAX_CONVERSION_DELAY_MS));
      }
      // Landing metrics: a human goes on from the landing at lp_ctr; one who converts went on.
      if (route.landing && route.offer && !visitor.is_bot && (hit || throughRandom() < plan.lp_ctr)) {
        const delay = Math.floor(throughRandom() * MAX_CLICK_THROUGH_DELAY_MS);
        click.lp_clicked_at = new Date(Math.min(now, conversionAt ?? now, visitor.time.getTime() + delay));
      }
      batch.clicks += copyLine(CLICK_COLUMNS.map((c) => click[c]));
      if (hit && conversionAt !== null) {
        const conversion = simulatedConversion(click, conversionAt, hit, baseCurrency);
        batch.conversions.push(copyLine(CONVERSION_COLUMNS.map((c) => conversion[c])));
      }
    }
    await inTransaction(run.db, async () => {
      await copyInto(run.db, 'clicks', CLICK_COLUMNS, [batch.clicks]);
      if (batch.conversions.length) await copyInto(run.db, 'conversions', CONVERSION_COLUMNS, batch.conversions);
    });
    written.clicks_done += size;
    written.conversions += batch.conversions.length;
    written.bots += batch.bots;
    written.unique_clicks += batch.unique;
    for (const [flow, n] of batch.flows) written.flows[flow] = (written.flows[flow] ?? 0) + n;
    run.onBatch(written);
  }
  return written;
}
