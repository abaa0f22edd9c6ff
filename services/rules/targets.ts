import type { EntityManager } from '@mikro-orm/postgresql';
import type { Rule, RuleTargetKind } from '../../entities/rule.entity';
import { UnprocessableError } from '../errors';
import type { RuleMetricsQuery, RuleMetricsRow, RuleMetricsSource } from './metric-source';

/** The SQL table that names each entity kind's targets. */
const NAME_TABLES: Record<Exclude<RuleTargetKind, 'sub_id' | 'site'>, string> = {
  campaign: 'campaigns',
  flow: 'flows',
  landing: 'landings',
  offer: 'offers',
  source: 'traffic_sources',
};

/** The report dimension holding the placement value of a sub_id or site rule. */
export function placementDimension(rule: Pick<Rule, 'target_kind' | 'sub_id'>): string {
  return rule.target_kind === 'sub_id' ? `sub_id_${rule.sub_id}` : 'site';
}

export function isPlacementRule(rule: Pick<Rule, 'target_kind'>): boolean {
  return rule.target_kind === 'sub_id' || rule.target_kind === 'site';
}

/** Dimensions of the rule's report: the entity, or the campaign and the placement value. */
export function ruleDimensions(rule: Pick<Rule, 'target_kind' | 'sub_id'>): string[] {
  return isPlacementRule(rule) ? ['campaign', placementDimension(rule)] : [rule.target_kind];
}

/** The filter of listed targets (listed campaigns for placements); none when the rule takes all. */
function ruleFilters(rule: Pick<Rule, 'target_kind' | 'target_ids'>): { dimension: string; values: string[] }[] {
  if (rule.target_ids.length === 0) return [];
  return [{ dimension: listedDimension(rule), values: rule.target_ids }];
}

/** The dimension a rule's target list names: the campaign for placements, else the target kind's own. */
function listedDimension(rule: Pick<Rule, 'target_kind'>): string {
  return isPlacementRule(rule) ? 'campaign' : rule.target_kind;
}

/**
 * The report rows of a rule's targets. Rules of one tick share one report of every target of
 * their kind over their window (one query, where a query per list of targets cost one scan of
 * the window each), and each rule keeps the rows of its listed targets: a group's metrics do not
 * depend on the other groups. A shared report refused as too large (more groups than the
 * engine's limit) is asked again for the rule's listed targets alone.
 */
export async function targetRows(
  metrics: RuleMetricsSource,
  rule: Pick<Rule, 'workspace_id' | 'target_kind' | 'target_ids'>,
  query: Omit<RuleMetricsQuery, 'filters'>,
  share: string,
): Promise<RuleMetricsRow[]> {
  let rows: RuleMetricsRow[];
  try {
    rows = await metrics(rule.workspace_id, { ...query, filters: [] }, share);
  } catch (error) {
    if (!(error instanceof UnprocessableError) || rule.target_ids.length === 0) throw error;
    return metrics(rule.workspace_id, { ...query, filters: ruleFilters(rule) }, share);
  }
  if (rule.target_ids.length === 0) return rows;
  const listed = new Set(rule.target_ids);
  const dimension = listedDimension(rule);
  return rows.filter((row) => listed.has(row.dimensions[dimension] ?? ''));
}

/** One judged target: its state key, the ids an action needs and its report row. */
export interface RuleTarget {
  /** The entity id, or `<campaign id>:<value>` for a placement. */
  key: string;
  entity_id: string;
  campaign_id: string | null;
  value: string | null;
  metrics: Record<string, number | null>;
}

/** Report rows → targets; rows without a target (no landing, empty sub id) are not judged. */
export function targetsOf(rule: Pick<Rule, 'target_kind' | 'sub_id'>, rows: RuleMetricsRow[]): RuleTarget[] {
  const targets: RuleTarget[] = [];
  if (isPlacementRule(rule)) {
    const dimension = placementDimension(rule);
    for (const row of rows) {
      const campaignId = row.dimensions.campaign;
      const value = row.dimensions[dimension];
      if (!campaignId || value === null || value === undefined || value === '') continue;
      targets.push({
        key: `${campaignId}:${value}`,
        entity_id: campaignId,
        campaign_id: campaignId,
        value,
        metrics: row.metrics,
      });
    }
  } else {
    for (const row of rows) {
      const id = row.dimensions[rule.target_kind];
      if (!id) continue;
      targets.push({
        key: id,
        entity_id: id,
        campaign_id: rule.target_kind === 'campaign' ? id : null,
        value: null,
        metrics: row.metrics,
      });
    }
  }
  return targets;
}

/** Display names of the given targets (entity name; `<value> in <campaign>` for placements). */
export async function targetNames(
  em: EntityManager,
  workspaceId: string,
  kind: RuleTargetKind,
  targets: RuleTarget[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (targets.length === 0) return names;
  const table = kind === 'sub_id' || kind === 'site' ? 'campaigns' : NAME_TABLES[kind];
  const ids = [...new Set(targets.map((target) => target.entity_id))];
  const rows: { id: string; name: string }[] = await em
    .getConnection()
    .execute(`select id, name from ${table} where workspace_id = ? and id = any(string_to_array(?, ',')::uuid[])`, [
      workspaceId,
      ids.join(','),
    ]);
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  for (const target of targets) {
    const name = byId.get(target.entity_id) ?? `deleted ${target.entity_id.slice(0, 8)}`;
    names.set(target.key, target.value !== null ? `${target.value} in ${name}` : name);
  }
  return names;
}
