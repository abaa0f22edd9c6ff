import { registry } from '../../infra/telemetry';

/**
 * The current value of a metric of this process, summed over the series matching the labels; `suffix`
 * picks one series of a histogram, such as `_count` (without it, a histogram's `_bucket`, `_sum` and
 * `_count` series are not summed together).
 */
export async function metricValue(name: string, labels: Record<string, string> = {}, suffix = ''): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values
    .filter((value) => ((value as { metricName?: string }).metricName ?? name) === name + suffix)
    .filter((value) =>
      Object.entries(labels).every(
        ([key, expected]) => String((value.labels as Record<string, unknown>)[key]) === expected,
      ),
    )
    .reduce((sum, value) => sum + value.value, 0);
}
