import type { Dimension } from '../dimensions';
import { entityLabel } from './names';
import { metricColumn } from './page';
import type { Plan, ReportRow } from './types';

export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

export const asNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export function mapTotals(
  json: Record<string, unknown> | null,
  plan: Plan,
  visitors: unknown,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const name of plan.request.columns)
    out[name] = name === 'visitors' ? asNumber(visitors) : asNumber(json?.[name]);
  return out;
}

export function dimensionValue(d: Dimension, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  return d.type === 'integer' ? Number(value) : String(value);
}

export function toRow(row: Record<string, unknown>, plan: Plan, compare: boolean): ReportRow {
  const { request } = plan;
  const values: ReportRow['values'] = {};
  const labels: ReportRow['labels'] = {};
  request.dimensions.forEach((d, i) => {
    const value = dimensionValue(d, row[`d${i}`]);
    values[d.name] = value;
    labels[d.name] = d.entity
      ? entityLabel(
          value as string | null,
          (row[`n${i}`] as string | null) ?? null,
          row[`x${i}`] === true,
          plan.hidden.has(d.name),
        )
      : value === null
        ? null
        : String(value);
  });
  const metrics = Object.fromEntries(request.columns.map((m) => [m, asNumber(row[metricColumn(plan, m)])]));
  const firstValue = request.dimensions.length ? values[request.dimensions[0].name] : null;
  const key = firstValue === null ? null : String(firstValue);
  const mark =
    key !== null && request.marks.white.has(key) ? 'W' : key !== null && request.marks.black.has(key) ? 'B' : null;
  const out: ReportRow = { values, labels, metrics, mark };
  if (compare) {
    out.is_new = row.is_new === true;
    out.previous = Object.fromEntries(
      request.columns.map((m) => [m, out.is_new ? null : asNumber(row[`p${metricColumn(plan, m)}`])]),
    );
    out.change = Object.fromEntries(request.columns.map((m) => [m, percentChange(metrics[m], out.previous![m])]));
  }
  return out;
}
