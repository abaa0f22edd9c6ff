import { useComputedColorScheme } from '@mantine/core';
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n';
import { countryName } from './countries';
import { flagHtml } from './flags';
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

/** The map's colours per colour scheme (the Theme switch): land, borders, scales, text and tooltip. */
const COLOURS = {
  light: {
    land: '#f1f5f9',
    border: '#94a3b8',
    text: '#334155',
    scale: ['#dbeafe', '#1d4ed8'],
    signed: ['#dc2626', '#e5e7eb', '#16a34a'],
    hover: '#fbbf24',
    tooltip: {},
  },
  // On the dark surface: unlit land, the scale from deep to bright blue (more is brighter).
  dark: {
    land: '#1e293b',
    border: '#475569',
    text: '#cbd5e1',
    scale: ['#1e3a8a', '#60a5fa'],
    signed: ['#ef4444', '#334155', '#22c55e'],
    hover: '#f59e0b',
    tooltip: { backgroundColor: '#1e293b', borderColor: '#475569', textStyle: { color: '#e2e8f0' } },
  },
} as const;

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
  const { t } = useT('worldMap');
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const colours = COLOURS[scheme];
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
      backgroundColor: 'transparent',
      textStyle: { color: colours.text },
      tooltip: {
        ...colours.tooltip,
        trigger: 'item',
        formatter: (p: { name: string }) => {
          const r = byCode.get(p.name);
          const title = `<strong>${flagHtml(p.name)} ${countryName(p.name)}</strong>`;
          if (!r) return `${title}<br/>${t('noClicks')}`;
          const line = (metric: string, value: string) => `${t(`metrics:metric.${metric}`)}: ${value}`;
          return [
            title,
            line('clicks', formatCount(r.clicks)),
            line('conversions', formatCount(r.conversions)),
            line('revenue', money(r.revenue)),
            line('cost', money(r.cost)),
            line('roi', formatPercent(r.roi)),
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
        inRange: { color: [...(signed ? colours.signed : colours.scale)] },
        textStyle: { color: colours.text },
      },
      series: [
        {
          type: 'map',
          map: 'world',
          roam: false,
          // The whole world inside the box, its shape kept: with only top and bottom the width followed the
          // height, and a phone's narrow box cut Asia and the Americas off.
          left: 0,
          right: 0,
          top: 10,
          bottom: 40,
          preserveAspect: 'contain',
          itemStyle: { areaColor: colours.land, borderColor: colours.border, borderWidth: 0.5 },
          emphasis: { label: { show: false }, itemStyle: { areaColor: colours.hover } },
          select: { disabled: true },
          data: rows.map((r) => ({ name: r.country, value: Number(r[metric] ?? 0) })),
        },
      ],
    };
    // `t` changes with the language (the tooltip's words and the country names follow it), `colours`
    // with the Theme switch: either draws the map again.
  }, [rows, metric, currency, t, colours]);
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
      aria-label={t('label', {
        metric: t(`metrics:metric.${metric}`),
        countries: top.map((r) => `${countryName(r.country)} ${r[metric] ?? 0}`).join(', '),
      })}
      aria-busy={state === 'loading'}
      data-color-scheme={scheme}
      style={{ height }}
    >
      {state === 'loading' && <p className="muted">{t('loading')}</p>}
      {state === 'failed' && <p className="form-error">{t('failed')}</p>}
    </div>
  );
}
