import type { ClickKey, ClickKeyFilter } from '../../../services/logs/click-log-copy';
import type { Params } from '../../table-sql';
import { periodSql } from './sql';

/** The click log's key and country statements in DuckDB's SQL (click-keys.ts says what they answer). */

export function duckdbClickKeysSql(
  filter: ClickKeyFilter,
  after: ClickKey | null,
  limit: number,
  params: Params,
): string {
  const where = duckdbWhere(filter, params);
  if (after) {
    const time = `cast(${params.add(after.time)} as timestamptz)`;
    where.push(
      `(t.created_at < ${time} or (t.created_at = ${time} and t.click_id < cast(${params.add(after.id)} as uuid)))`,
    );
  }
  return `select cast(epoch_us(t.created_at) as varchar) as us, cast(t.click_id as varchar) as id from clicks t
           where ${where.join(' and ')} order by t.created_at desc, t.click_id desc limit ${Number(limit)}`;
}

function duckdbWhere(filter: ClickKeyFilter, params: Params): string[] {
  const where = [
    `t.workspace_id = cast(${params.add(filter.workspaceId)} as uuid)`,
    periodSql('created_at', { kind: 'instants', from: filter.from, to: filter.to }, params),
    't.save_traffic',
  ];
  if (!filter.includeSimulated) where.push('not t.is_simulated');
  if (filter.campaignId) where.push(`t.campaign_id = cast(${params.add(filter.campaignId)} as uuid)`);
  const list = (values: readonly string[]) => `from_json(${params.add(JSON.stringify(values))}, '["VARCHAR"]')`;
  if (filter.countries) where.push(`coalesce(list_contains(${list(filter.countries)}, t.country), false)`);
  if (filter.bot !== null) where.push(filter.bot ? 't.is_bot' : 'not t.is_bot');
  if (filter.outcomes)
    where.push(`${filter.outcomes.negate ? 'not ' : ''}list_contains(${list(filter.outcomes.list)}, t.outcome)`);
  return where;
}

export function duckdbClickCountriesSql(filter: ClickKeyFilter, params: Params): string {
  const where = duckdbWhere(filter, params);
  where.push('t.country is not null');
  return `select t.country as country, cast(count(*) as varchar) as clicks from clicks t
           where ${where.join(' and ')} group by t.country order by count(*) desc, t.country`;
}
