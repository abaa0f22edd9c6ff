import type { Period } from '../services/time/period';
import type { DimensionFilter } from './request';
import { filterSql, type Params } from './table-sql';
import type { DimensionSource } from './dimensions';

/**
 * The WHERE clause of a raw read of `clicks` or `conversions` (alias t) for funnel and cohort
 * views: workspace, period on the given time column (local days through the workspace time zone,
 * or instants), visibility (save_traffic; simulated only with the switch on) and the dimension
 * filters, with bound parameters. The table report builds its own (reports/table-sql.ts).
 */
export function factWhere(
  params: Params,
  options: {
    workspaceId: string;
    time: string;
    period: Period;
    tz: () => string;
    includeSimulated: boolean;
    filters: readonly DimensionFilter[];
  },
): string[] {
  const { time, period, tz } = options;
  const where = [`t.workspace_id = ${params.add(options.workspaceId)}`, 't.save_traffic'];
  if (period.kind === 'instants')
    where.push(
      `t.${time} >= ${params.add(period.from)}::timestamptz`,
      `t.${time} < ${params.add(period.to)}::timestamptz`,
    );
  else {
    where.push(
      `t.${time} >= (${params.add(period.fromDay)}::date::timestamp at time zone ${tz()})`,
      `t.${time} < (${params.add(period.toDay)}::date::timestamp at time zone ${tz()})`,
    );
  }
  if (!options.includeSimulated) where.push('not t.is_simulated');
  const source: DimensionSource = { kind: 'raw', time, tz };
  for (const filter of options.filters) where.push(filterSql(filter, source, params));
  return where;
}
