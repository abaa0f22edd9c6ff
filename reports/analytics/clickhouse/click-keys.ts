import type { ClickKey, ClickKeyFilter } from '../../../services/logs/click-log-copy';
import { microsOfTime } from '../click-cursor';
import { microsColumn } from './columns';
import { quote } from './http';
import { periodSql, uuidLiteral } from './sql';

/** The click log's key and country statements in ClickHouse's SQL (click-keys.ts says what they answer). */

/** ClickHouse (18.16): literals inline, each row's newest state (FINAL), ids compared as text (Postgres's uuid order). */
function clickhouseWhere(filter: ClickKeyFilter): string[] {
  const where = [
    't.deleted = 0',
    `t.workspace_id = ${uuidLiteral(filter.workspaceId)}`,
    periodSql('created_at', { kind: 'instants', from: filter.from, to: filter.to }),
    't.save_traffic = 1',
  ];
  if (!filter.includeSimulated) where.push('t.is_simulated = 0');
  if (filter.campaignId) where.push(`t.campaign_id = ${uuidLiteral(filter.campaignId)}`);
  const list = (values: readonly string[]) => `(${values.map(quote).join(', ')})`;
  if (filter.countries) where.push(`ifNull(t.country in ${list(filter.countries)}, 0)`);
  if (filter.bot !== null) where.push(`t.is_bot = ${filter.bot ? 1 : 0}`);
  if (filter.outcomes)
    where.push(`t.outcome ${filter.outcomes.negate ? 'not in' : 'in'} ${list(filter.outcomes.list)}`);
  return where;
}

export function clickhouseClickKeysSql(filter: ClickKeyFilter, after: ClickKey | null, limit: number): string {
  const where = clickhouseWhere(filter);
  const us = microsColumn('created_at');
  if (after) {
    const micros = microsOfTime(after.time);
    uuidLiteral(after.id);
    // The DateTime bound skips whole parts (the sort key); the microseconds and the id place the page.
    where.push(
      `t.created_at <= toDateTime(${BigInt(micros) / 1_000_000n})`,
      `(t.${us} < ${micros} or (t.${us} = ${micros} and toString(t.click_id) < ${quote(after.id)}))`,
    );
  }
  return `select toString(t.${us}) as us, toString(t.click_id) as id from clicks as t final
           where ${where.join(' and ')} order by t.${us} desc, toString(t.click_id) desc limit ${Number(limit)}`;
}

export function clickhouseClickCountriesSql(filter: ClickKeyFilter): string {
  const where = clickhouseWhere(filter);
  where.push('isNotNull(t.country)');
  return `select t.country as country, toString(count()) as clicks from clicks as t final
           where ${where.join(' and ')} group by t.country order by count(*) desc, t.country`;
}
