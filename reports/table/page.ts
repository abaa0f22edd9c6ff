import { displaySql } from '../dimensions';
import { amongFirstByClicksSql, keySql, metricSql, type Params } from '../table-sql';
import { nameJoins } from './names';
import type { Plan } from './types';

/**
 * ORDER BY of a plan over the sums of `alias`: the requested keys, then every dimension (a stable
 * order for pagination). The dimension tie-breakers of text compare bytes (`collate "C"`): any
 * total order keeps pages stable, and byte order sorts the 200,000 groups of a sub_id export 100 ms
 * faster than a locale's (docs/reports.md, Export); a sort the user asks for keeps the database's.
 */
export function orderSql(plan: Plan, alias: string): string {
  const keys = plan.request.sort.map((s) => {
    const d = plan.request.dimensions.findIndex((dim) => dim.name === s.by);
    return `${d >= 0 ? `${alias}.d${d}` : metricSql(s.by, plan.request, alias)} ${s.direction} nulls last`;
  });
  if (sortedByClicks(plan)) keys.push(`${alias}.clicks desc`);
  keys.push(
    ...plan.request.dimensions.map(
      (d, i) => `${alias}.d${i}${d.type === 'text' ? ' collate "C"' : ''} asc nulls first`,
    ),
  );
  return keys.length ? `order by ${keys.join(', ')}` : '';
}

/** The column of a computed metric in a page row. */
export const metricColumn = (plan: Plan, name: string): string => `m${plan.metrics.indexOf(name)}`;

export interface PageOptions {
  limit: string;
  offset?: string;
  compare: boolean;
  /** Columns over `f` added before the cut, named x_0, x_1, … */
  extra?: string[];
  /** Rows in the report's order (an ORDER BY, no `ord` column), for a caller that reads them as they come. */
  ordered?: boolean;
  /**
   * A page from the first row (no offset) of a large cut, sorted by clicks first: only the rows with
   * at least the clicks of its last row are sorted (`amongFirstByClicksSql`, table-sql.ts). An export's 100,000 of
   * 196,457 groups at 10M clicks: 122,126 sorted, 390 → 240 ms.
   */
  clicksFloor?: boolean;
}

/** Whether a page's order starts with clicks, most first (`orderSql` with no sort asked). */
export const sortedByClicks = (plan: Plan): boolean => !plan.request.sort.length && plan.metrics.includes('clicks');

/**
 * One page of `f` in the report's order: the sort keys are computed over every group (a bounded
 * top-N sort, never a full sort of the result), the metric columns and names only for the page's
 * rows. `ord` is the row's place in the page (unless `ordered`); `columns` are the output names
 * in their order (d<i>, m<j>, n<i> and x<i> of entities, x_<k>, ord).
 */
export function pageSql(
  plan: Plan,
  params: Params,
  workspaceId: string,
  page: PageOptions,
): { sql: string; columns: string[] } {
  const names = nameJoins(plan.request.dimensions, params.lazy(workspaceId, '::uuid'));
  const columns: [sql: string, name: string][] = [
    ...plan.request.dimensions.map((d, i): [string, string] => [displaySql(d, `p.d${i}`), `d${i}`]),
    ...plan.metrics.map((name): [string, string] => [metricSql(name, plan.request, 'p'), metricColumn(plan, name)]),
    ...names.columns,
    ...(page.extra ?? []).map((_, i): [string, string] => [`p.x_${i}`, `x_${i}`]),
  ];
  if (!page.ordered) columns.push([`row_number() over (${orderSql(plan, 'p')})`, 'ord']);
  if (page.compare)
    columns.push(
      ...plan.metrics.map((name): [string, string] => [
        metricSql(name, plan.request, 'fp'),
        `p${metricColumn(plan, name)}`,
      ]),
      ['fp.k is null', 'is_new'],
    );
  const extra = (page.extra ?? []).map((sql, i) => `, ${sql} as x_${i}`).join('');
  const floor =
    page.clicksFloor && !page.offset && sortedByClicks(plan)
      ? `where ${amongFirstByClicksSql('f', 'f.clicks', page.limit)}`
      : '';
  const sql = `select ${columns.map(([expr, name]) => `${expr} as ${name}`).join(', ')}
            from (select f.*${extra} from f ${floor} ${orderSql(plan, 'f')} limit ${page.limit}${page.offset ? ` offset ${page.offset}` : ''}) p
            ${names.joins.join(' ')} ${page.compare ? `left join fp on fp.k = ${keySql(plan.request.dimensions, 'p')}` : ''}
            ${page.ordered ? orderSql(plan, 'p') : ''}`;
  return { sql, columns: columns.map(([, name]) => name) };
}
