import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ColumnPicker, useColumnChoice, useColumnWidths } from './column-picker';
import type { EntityConfig, EntityExtras } from './entity-config';
import { EntityScreen } from './entity-screen';
import {
  STAT_METRICS,
  StatTotals,
  statColumns,
  statHeaders,
  useEntityStats,
  useListMetrics,
  type StatDimension,
} from './stats';

/**
 * A list's statistics: every metric the API lists in the column picker (the choice kept per user),
 * the statistics of the app's period per row, the totals row, resizable name columns.
 */
export function useStatsList<T extends { id: string }>(dimension: StatDimension) {
  const metrics = useListMetrics();
  const list = `${dimension}s`;
  const choice = useColumnChoice(
    list,
    metrics.map((m) => m.name),
    STAT_METRICS,
  );
  const stats = useEntityStats(dimension, choice.shown, metrics);
  const widths = useColumnWidths(list);
  const picker = <ColumnPicker columns={statHeaders(metrics)} shown={choice.shown} onChange={choice.setShown} />;
  const extras: Required<Pick<EntityExtras<T>, 'footer' | 'widths' | 'onChange' | 'revision'>> = {
    footer: (shown, columns) => (
      <StatTotals key={stats.version} stats={stats} ids={shown.map((i) => i.id)} columns={columns} />
    ),
    widths,
    onChange: stats.reload,
    revision: stats.revision,
  };
  return { stats, picker, extras };
}

/** The name column as a link to the entity's own page (its statistics, then its set-up). */
function linkedName<T extends { id: string; name?: string }>(path: string) {
  return (column: ColumnDef<T, any>): ColumnDef<T, any> =>
    (column as { accessorKey?: string }).accessorKey === 'name'
      ? {
          ...column,
          cell: ({ row }) => (
            <Link to={`${path}/${row.original.id}`} title={row.original.name}>
              {row.original.name}
            </Link>
          ),
        }
      : column;
}

/** An entity list with the statistics columns of the app's period (offers, landings, sources). */
export function StatsEntityScreen<T extends { id: string; name?: string }>({
  config,
  dimension,
}: {
  config: EntityConfig<T>;
  dimension: Exclude<StatDimension, 'campaign'>;
}) {
  const { stats, picker, extras } = useStatsList<T>(dimension);
  const linked = useMemo(
    () => ({ ...config, columns: config.columns.map(linkedName<T>(`/${dimension}s`)) }),
    [config, dimension],
  );
  return <EntityScreen config={linked} extras={{ ...extras, toolbar: picker, columns: () => statColumns<T>(stats) }} />;
}
