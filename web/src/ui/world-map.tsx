import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, useState } from 'react';
import { countryName } from './countries';
import { formatCount, formatMoney, formatPercent } from './numbers';
// Natural Earth 1:110m countries keyed by ISO alpha-2 (scripts/world-map.cjs): a file of the app
// (/app/assets/, offline, cached for good), fetched the first time a map is drawn.
import worldUrl from './world/countries-110m.json?url';

echarts.use([MapChart, TooltipComponent, VisualMapComponent, SVGRenderer]);

let geometry: Promise<void> | null = null;
function loadWorld(): Promise<void> {
  geometry ??= fetch(worldUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`world map: HTTP ${r.status}`);
      return r.json();
    })
    .then((json) => echarts.registerMap('world', json))
    .catch((e) => {
      geometry = null;
      throw e;
    });
  return geometry;
}

export interface CountryFigures {
  country: string;
  clicks: number;
  conversions: number;
  revenue: number;
  cost: number;
  profit: number;
  roi: number | null;
}
export type MapMetric = 'clicks' | 'conversions' | 'revenue' | 'cost' | 'profit' | 'roi';

/**
 * A choropleth world map: each country coloured by `metric` (profit and ROI from red through grey
 * to green), a tooltip with clicks, conversions, cost and ROI. Drawn as SVG (one path per country).
 */
export function WorldMap({
  rows,
  metric,
  currency,
  height = 380,
}: {
  rows: CountryFigures[];
  metric: MapMetric;
  currency: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    loadWorld().then(
      () => setState('ready'),
      () => setState('failed'),
    );
  }, []);
  const option = useMemo(() => {
    const values = rows.map((r) => Number(r[metric] ?? 0));
    const signed = metric === 'profit' || metric === 'roi';
    // The colour scale ends at the 90th percentile: one outlier (an ROI of 98,000 %) would grey out the rest.
    const sorted = values.map(Math.abs).sort((a, b) => a - b);
    const reach = Math.max(1, sorted[Math.floor(0.9 * (sorted.length - 1))] ?? 0);
    const byCode = new Map(rows.map((r) => [r.country, r]));
    const money = (v: unknown) => formatMoney(v, currency);
    const legend = (v: number) =>
      metric === 'roi' ? formatPercent(v) : metric === 'clicks' || metric === 'conversions' ? formatCount(v) : money(v);
    return {
      animation: false,
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string }) => {
          const r = byCode.get(p.name);
          const title = `<strong>${countryName(p.name)}</strong>`;
          if (!r) return `${title}<br/>No clicks`;
          return [
            title,
            `Clicks: ${formatCount(r.clicks)}`,
            `Conversions: ${formatCount(r.conversions)}`,
            `Revenue: ${money(r.revenue)}`,
            `Cost: ${money(r.cost)}`,
            `ROI: ${formatPercent(r.roi)}`,
          ].join('<br/>');
        },
      },
      visualMap: {
        type: 'continuous',
        min: signed ? -reach : 0,
        max: reach,
        calculable: false,
        orient: 'horizontal',
        left: 'left',
        bottom: 0,
        itemHeight: 120,
        // The ends read as figures of the chosen metric; "+" where the scale is capped below the top value.
        text: [`${legend(reach)}${sorted[sorted.length - 1] > reach ? '+' : ''}`, legend(signed ? -reach : 0)],
        formatter: legend,
        inRange: { color: signed ? ['#dc2626', '#e5e7eb', '#16a34a'] : ['#dbeafe', '#1d4ed8'] },
      },
      series: [
        {
          type: 'map',
          map: 'world',
          roam: false,
          top: 10,
          bottom: 40,
          itemStyle: { areaColor: '#f1f5f9', borderColor: '#94a3b8', borderWidth: 0.5 },
          emphasis: { label: { show: false }, itemStyle: { areaColor: '#fbbf24' } },
          select: { disabled: true },
          data: rows.map((r) => ({ name: r.country, value: Number(r[metric] ?? 0) })),
        },
      ],
    };
  }, [rows, metric, currency]);
  // The option current when the geometry arrives is drawn at once; later ones by the effect below.
  const latest = useRef(option);
  latest.current = option;
  useEffect(() => {
    if (state !== 'ready') return;
    const instance = echarts.init(box.current!, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.setOption(latest.current, true);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [state]);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  const top = [...rows].sort((a, b) => Number(b[metric] ?? 0) - Number(a[metric] ?? 0)).slice(0, 10);
  return (
    <div
      ref={box}
      className="world-map"
      role="img"
      aria-label={`World map of ${metric} by country: ${top.map((r) => `${countryName(r.country)} ${r[metric] ?? 0}`).join(', ')}`}
      aria-busy={state === 'loading'}
      style={{ height }}
    >
      {state === 'loading' && <p className="muted">Loading the map…</p>}
      {state === 'failed' && <p className="form-error">The map could not be loaded; the table lists the countries.</p>}
    </div>
  );
}
