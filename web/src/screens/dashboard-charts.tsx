import { useMemo } from 'react';
import { currentLanguage, useT } from '../i18n';
import { Chart, type ChartOption } from '../ui/chart';
import { metricLabel } from '../ui/metric-labels';
import { formatDecimal } from '../ui/numbers';
import type { Dashboard } from './dashboard-data';

/** The hour of now in a time zone (0–23) and its local date, to leave hours not reached yet empty. */
function localNow(timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** A day of the series in the user's language ("Dec 5", "5 дек."). */
const dayInWords = (bucket: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${bucket.slice(0, 10)}T00:00:00Z`),
  );

/** Revenue and cost per day, or per hour for a day, in the workspace's time zone. */
export function Series({ data }: { data: Dashboard }) {
  const { t, i18n } = useT('dashboard');
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language
  const option = useMemo<ChartOption>(() => {
    const points = data.series.points;
    const now = localNow(data.time_zone);
    // An hour of today not reached yet has no value (a gap), not a zero.
    const future = (bucket: string) =>
      data.series.interval === 'hour' &&
      (bucket.slice(0, 10) > now.date || (bucket.slice(0, 10) === now.date && Number(bucket.slice(11, 13)) > now.hour));
    const value = (name: string) =>
      points.map((p) => (future(p.bucket) ? null : Number((p.metrics as Record<string, unknown>)[name] ?? 0)));
    const [revenue, cost] = [metricLabel('revenue'), metricLabel('cost')];
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: [revenue, cost], top: 0 },
      grid: { left: 50, right: 20, top: 36, bottom: 30 },
      // Hours as 14:00, days in words of the user's language.
      xAxis: {
        type: 'category',
        data: points.map((p) => (data.series.interval === 'hour' ? p.bucket.slice(11, 16) : dayInWords(p.bucket))),
      },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatDecimal(v) } },
      series: [
        { name: revenue, type: 'line', data: value('revenue'), areaStyle: { opacity: 0.15 } },
        { name: cost, type: 'line', data: value('cost') },
      ],
    };
  }, [data, language]);
  return <Chart option={option} label={t(data.series.interval === 'hour' ? 'series.hour' : 'series.day')} />;
}

/** Monday to Sunday, short, in the user's language (1 January 2024 was a Monday). */
const weekdays = () =>
  Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat(currentLanguage(), { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + day)),
    ),
  );

/** Clicks by weekday × hour. */
export function HeatMap({ data }: { data: Dashboard }) {
  const { t, i18n } = useT('dashboard');
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language
  const option = useMemo<ChartOption>(() => {
    const cells = data.heat_map.flatMap((row, day) => row.map((clicks, hour) => [hour, day, clicks]));
    return {
      tooltip: { position: 'top' },
      grid: { left: 45, right: 70, top: 10, bottom: 30 },
      xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => String(h)), splitArea: { show: true } },
      yAxis: { type: 'category', data: weekdays(), inverse: true, splitArea: { show: true } },
      visualMap: {
        min: 0,
        max: Math.max(1, ...cells.map((c) => c[2])),
        orient: 'vertical',
        right: 0,
        top: 'middle',
        itemHeight: 140,
        itemWidth: 12,
      },
      series: [{ name: metricLabel('clicks'), type: 'heatmap', data: cells }],
    };
  }, [data, language]);
  return <Chart option={option} label={t('heatMap')} />;
}
