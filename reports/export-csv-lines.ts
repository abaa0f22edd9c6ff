import type { Plan } from './table/types';

/**
 * The CSV line of each export row, written by Postgres: one text column instead of every cell, so
 * the service neither parses ~36 cells a row into strings nor formats them again (10M clicks: the
 * 7-day sub_id export's 100,000 rows, most of the process's CPU and garbage). The header is
 * written by export.ts; the HTML export still formats its cells there. The rules: null is
 * empty; a dimension's value or name (visitors' and users' text) that would start a formula gets
 * a leading single quote and is quoted when it holds a comma, quote or line break; a metric prints
 * without trailing zeros (`trim_scale`: 12.500000 → 12.5, 0.000 → 0).
 */

/** A dimension cell of text `c`: formula-safe, quoted as RFC 4180 asks, empty when null. */
function textCell(c: string): string {
  const safe = `case when ${c} ~ E'^[-=+@\\t\\r]' then '''' || ${c} else ${c} end`;
  return `coalesce(case when ${c} ~ E'[",\\n\\r]' then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end, '')`;
}

/** An entity dimension's label, as `entityLabel` (table/names.ts) gives it. */
function entityLabelSql(id: string, name: string, deleted: string, hidden: boolean): string {
  const short = `left(${id}::text, 8)`;
  if (hidden) return `case when ${id} is null then null else '[hidden ' || ${short} || ']' end`;
  return `case when ${id} is null then null
               when ${name} is null then '[deleted ' || ${short} || ']'
               when ${deleted} then ${name} || ' [deleted ' || ${short} || ']'
               else ${name} end`;
}

/**
 * `select line, x_0, x_1` over an export's page statement (alias r, its rows kept in its order):
 * the dimensions (entities by label), then the metric columns `metricColumns` names, in the
 * header's order; x_0 and x_1 are the page's row and group counts.
 */
export function csvLinesSql(plan: Plan, pageSql: string, metricColumns: readonly string[]): string {
  const dimensions = plan.request.dimensions.map((d, i) =>
    textCell(d.entity ? entityLabelSql(`r.d${i}`, `r.n${i}`, `r.x${i}`, plan.hidden.has(d.name)) : `(r.d${i})::text`),
  );
  const metrics = metricColumns.map((m) => `coalesce(trim_scale((r.${m})::numeric)::text, '')`);
  const line = [...dimensions, ...metrics].join(` || ',' || `);
  return `select ${line} as line, r.x_0, r.x_1 from (${pageSql}) r`;
}
