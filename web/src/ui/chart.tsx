import { useComputedColorScheme } from '@mantine/core';
import { BarChart, FunnelChart, HeatmapChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the charts and components the app draws: the bundle stays small (docs/decisions.md).
echarts.use([
  BarChart,
  FunnelChart,
  HeatmapChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * The app's colours under a chart, per colour scheme: ECharts' own dark theme (light labels, axes and
 * split lines) on the app's surface instead of its purple background, so a chart sits in its card.
 */
const SCHEMES = {
  light: { theme: undefined, background: 'transparent', text: '#334155', scale: null },
  // A colour scale without colours of its own (the heat map's) runs from the dark surface to the app's blue.
  dark: { theme: 'dark', background: 'transparent', text: '#cbd5e1', scale: ['#1e293b', '#3b82f6'] },
} as const;
type Scheme = (typeof SCHEMES)[keyof typeof SCHEMES];

/** The option in the scheme's colours: its background, text, and a colour scale's default range. */
function themed(option: ChartOption, scheme: Scheme): ChartOption {
  const visualMap = option.visualMap as Record<string, unknown> | undefined;
  const scale =
    scheme.scale && visualMap && !Array.isArray(visualMap) && !visualMap.inRange
      ? { visualMap: { ...visualMap, inRange: { color: [...scheme.scale] } } }
      : {};
  return {
    animation: false,
    backgroundColor: scheme.background,
    textStyle: { color: scheme.text },
    ...option,
    ...scale,
  };
}

/**
 * An ECharts chart that follows the app's colour scheme (Mantine's computed scheme: the Theme switch,
 * or the system's for "as the system"); switching the theme draws it again in the other colours.
 * The canvas is an image to assistive technology: `label` names it, and every screen shows the same
 * numbers in a table or list next to it.
 */
export function Chart({ option, label, height = 260 }: { option: ChartOption; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const scheme = SCHEMES[useComputedColorScheme('light', { getInitialValueInEffect: false })];
  const latest = useRef(option);
  latest.current = option;
  const draw = (instance: echarts.ECharts, next: ChartOption) => instance.setOption(themed(next, scheme), true);
  // A theme is fixed when ECharts starts: a change of scheme starts the chart again in the new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scheme is the trigger; the option is read as it is now
  useEffect(() => {
    const instance = echarts.init(box.current!, scheme.theme, { renderer: 'canvas' });
    chart.current = instance;
    draw(instance, latest.current);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [scheme]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new option draws; the scheme's effect draws its own
  useEffect(() => {
    if (chart.current) draw(chart.current, option);
  }, [option]);
  return (
    <div
      ref={box}
      className="chart"
      role="img"
      aria-label={label}
      data-color-scheme={scheme.theme ?? 'light'}
      style={{ height }}
    />
  );
}
