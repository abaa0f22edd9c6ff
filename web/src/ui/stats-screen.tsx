import { ColumnPicker, useColumnChoice } from './column-picker';
import { EntityScreen, type EntityConfig } from './entity-screen';
import { STAT_HEADERS, STAT_METRICS, statColumns, useEntityStats } from './stats';

/** An entity list with the statistics columns of the app's period (offers, landings, sources). */
export function StatsEntityScreen<T extends { id: string }>({
  config,
  dimension,
}: {
  config: EntityConfig<T>;
  dimension: 'offer' | 'landing' | 'source';
}) {
  const stats = useEntityStats(dimension);
  const choice = useColumnChoice(`${dimension}s`, STAT_METRICS);
  return (
    <EntityScreen
      config={config}
      extras={{
        toolbar: <ColumnPicker columns={STAT_HEADERS} shown={choice.shown} onChange={choice.setShown} />,
        columns: () => statColumns<T>(stats, choice.shown),
        onChange: stats.reload,
        revision: stats.revision,
      }}
    />
  );
}
