/**
 * The set-up import's run: the plan, then each entity created through the catalogue's own
 * services (the checks every hand-made entity passes), shared entities one transaction each and
 * each campaign with its flows in one transaction, with the Keitaro id → our id map written in the
 * same transaction. A dry run runs exactly the same and rolls every transaction back, so what it
 * shows is what the real run does (refusals included). A second run finds everything in the map.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { attachAuditActor } from '../../../entities/audit-subscriber';
import type { AppServices } from '../../context';
import { AppError } from '../../errors';
import { aliasTaken, createCampaign } from '../../catalogue/campaigns';
import { createFlow } from '../../catalogue/flows';
import { createGroup } from '../../catalogue/groups/groups';
import { createLanding } from '../../catalogue/landings';
import { createNetwork } from '../../catalogue/networks';
import { createOffer } from '../../catalogue/offers';
import { scopeFor, type TrackingScope } from '../../catalogue/scope';
import { createSource } from '../../catalogue/sources';
import { buildPlan, type IdMap } from './plan';
import type { KeitaroDump, PlannedEntity, SetupResult } from './shapes';
import { notesFor } from './translate';

class RolledBack extends Error {}

/** Our ids of entities imported before into this workspace. */
async function readIdMap(em: EntityManager, workspaceId: string): Promise<IdMap> {
  const rows = await em.execute<{ kind: string; keitaro_id: string; entity_id: string }[]>(
    'select kind, keitaro_id, entity_id from keitaro_setup_ids where workspace_id = ?',
    [workspaceId],
  );
  return new Map(rows.map((r) => [`${r.kind}:${r.keitaro_id}`, r.entity_id]));
}

/** Replaces `keitaro:<kind>:<id>` references with our ids (all are known: the plan checked them). */
function resolve(value: unknown, ids: IdMap): unknown {
  if (typeof value === 'string' && value.startsWith('keitaro:')) {
    const id = ids.get(value.slice('keitaro:'.length));
    if (!id) throw new Error('a reference the plan kept has no id'); // a bug, not bad input
    return id;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, ids));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, ids)]));
  return value;
}

async function createOne(scope: TrackingScope, entity: PlannedEntity, ids: IdMap): Promise<string> {
  const input = resolve(entity.input, ids) as never;
  switch (entity.kind) {
    case 'group':
      return (await createGroup(scope, () => undefined, input)).id;
    case 'network':
      return (await createNetwork(scope, input)).id;
    case 'source':
      return (await createSource(scope, input)).id;
    case 'landing':
      return (await createLanding(scope, input)).id;
    case 'offer':
      return (await createOffer(scope, input)).id;
    case 'campaign':
      return (await createCampaign(scope, input)).id;
    case 'flow': {
      const campaignId = ids.get(`campaign:${entity.campaign_keitaro_id}`) as string;
      return (await createFlow(scope, campaignId, input)).id;
    }
  }
}

export async function importKeitaroSetup(
  services: AppServices,
  workspaceId: string,
  dump: KeitaroDump,
  { dryRun }: { dryRun: boolean },
): Promise<SetupResult> {
  const base = scopeFor(services, workspaceId);
  attachAuditActor(base.em, { kind: 'import' });
  const ids = await readIdMap(base.em, workspaceId);
  const plan = buildPlan(dump, ids);
  const result: SetupResult = { ...plan, create: [], dry_run: dryRun, created: [] };
  const planned = new Map(ids); // ids as the run goes (a dry run's stand-ins are rolled back with it)

  // Units: each shared entity alone, each campaign with its flows.
  const units: PlannedEntity[][] = [];
  for (const entity of plan.create) {
    if (entity.kind === 'flow' && units.at(-1)?.[0].campaign_keitaro_id === entity.campaign_keitaro_id)
      units.at(-1)?.push(entity);
    else if (entity.kind === 'campaign') units.push([{ ...entity, campaign_keitaro_id: entity.keitaro_id }]);
    else units.push([entity]);
  }

  const runUnits = async (em: EntityManager) => {
    for (const unit of units) await runUnit(em, unit, { workspaceId, base, planned, result, dryRun });
  };
  if (!dryRun) await runUnits(base.em);
  else {
    // One outer transaction, each unit a savepoint inside it: later units see what earlier ones
    // made, as in a real run, and nothing stays.
    try {
      await base.em.transactional(async (tx) => {
        await runUnits(tx);
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }
  return result;
}

interface RunState {
  workspaceId: string;
  base: TrackingScope;
  planned: IdMap;
  result: SetupResult;
  dryRun: boolean;
}

/** One transaction (a savepoint in a dry run): a shared entity, or a campaign with its flows. */
async function runUnit(em: EntityManager, unit: PlannedEntity[], state: RunState): Promise<void> {
  const { workspaceId, base, planned, result } = state;
  const head = unit[0];
  const made: { kind: PlannedEntity['kind']; keitaro_id: string; id: string }[] = [];
  const done: PlannedEntity[] = [];
  try {
    await em.transactional(async (tx) => {
      const scope: TrackingScope = { ...base, em: tx };
      for (const entity of unit) {
        if (entity.kind === 'campaign' && typeof entity.input.alias === 'string') {
          if (await aliasTaken(scope, entity.input.alias)) {
            notesFor(result, 'campaign', entity.keitaro_id, entity.name).translate(
              'alias',
              'the alias is taken here: the campaign gets a new one (its old links need the new alias)',
            );
            entity.input = { ...entity.input, alias: undefined };
          }
        }
        let id: string;
        try {
          // A flow in a savepoint of its own: a refusal by the database (a second default flow)
          // leaves the campaign's transaction usable.
          id =
            entity.kind === 'flow'
              ? await tx.transactional((inner) => createOne({ ...scope, em: inner }, entity, planned))
              : await createOne(scope, entity, planned);
        } catch (error) {
          // A flow the catalogue refuses is listed; the rest of its campaign still moves.
          if (entity.kind !== 'flow' || !(error instanceof AppError)) throw error;
          notesFor(result, 'flow', entity.keitaro_id, entity.name).drop('flow', `refused: ${error.message}`);
          continue;
        }
        planned.set(`${entity.kind}:${entity.keitaro_id}`, id);
        made.push({ kind: entity.kind, keitaro_id: entity.keitaro_id, id });
        done.push(entity);
        await tx.execute(
          `insert into keitaro_setup_ids (workspace_id, kind, keitaro_id, entity_id) values (?, ?, ?, ?)
             on conflict do nothing`,
          [workspaceId, entity.kind, entity.keitaro_id, id],
        );
      }
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    for (const m of made) planned.delete(`${m.kind}:${m.keitaro_id}`);
    notesFor(result, head.kind, head.keitaro_id, head.name).drop(head.kind, `refused: ${error.message}`);
    return;
  }
  result.create.push(...done);
  if (state.dryRun) return;
  result.created.push(...made);
  // Announced again once committed: the routing table must not be rebuilt from before the commit.
  const campaignId = planned.get(`campaign:${head.campaign_keitaro_id ?? ''}`);
  if (campaignId) await base.invalidations.publish({ workspace_id: workspaceId, campaign_id: campaignId });
}
