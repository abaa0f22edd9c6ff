import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { messageOf } from '../api/errors';
import { useQuery } from '../api/hooks';
import { CurrentWorkspaceDocument, ReportDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { metricLabel } from '../ui/metric-labels';
import type { PeriodArgs } from '../ui/period';
import type { CountryFigures, MapMetric } from '../ui/world-map';
import type { Dashboard } from './dashboard-data';

// The map and its geometry load only when the block is shown (bundle budget, docs/web.md).
const WorldMap = lazy(() => import('../ui/world-map').then((m) => ({ default: m.WorldMap })));

const MAP_METRICS: MapMetric[] = ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi'];

/** Countries coloured by the chosen metric on a world map (the report by country of the same period). */
export function Countries({ data, period }: { data: Dashboard; period: PeriodArgs }) {
  const { t } = useT('dashboard');
  const [metric, setMetric] = useState<MapMetric>('clicks');
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const report = useQuery(ReportDocument, {
    dimensions: ['country'],
    metrics: [...MAP_METRICS],
    limit: 300,
    ...period,
  });
  const { reload } = report;
  // The dashboard's data changes on each live message: the map follows.
  useEffect(() => {
    if (data) reload();
  }, [data, reload]);
  const rows = useMemo<CountryFigures[]>(
    () =>
      (report.data?.report.rows ?? [])
        .map((r) => ({ country: String(r.values.country ?? ''), ...(r.metrics as Omit<CountryFigures, 'country'>) }))
        .filter((r) => /^[A-Z]{2}$/.test(r.country)),
    [report.data],
  );
  if (report.error != null) return <p className="form-error">{messageOf(report.error)}</p>;
  return (
    <div className="country-map" data-figures={report.data ? 'loaded' : 'loading'}>
      <div className="field inline">
        <label htmlFor="map-metric">{t('map.colourBy')}</label>{' '}
        <select id="map-metric" value={metric} onChange={(e) => setMetric(e.target.value as MapMetric)}>
          {MAP_METRICS.map((m) => (
            <option key={m} value={m}>
              {metricLabel(m)}
            </option>
          ))}
        </select>
        {report.data && rows.length === 0 && <span className="muted"> {t('map.none')}</span>}
      </div>
      <Suspense fallback={<p className="muted">{t('map.loading')}</p>}>
        <WorldMap rows={rows} metric={metric} currency={workspace.data?.workspace.base_currency ?? 'USD'} />
      </Suspense>
    </div>
  );
}
