/**
 * The value of one series in a Prometheus text exposition, written exactly as the service prints it
 * (`name{label="value",…}`), or 0 when absent. Tests compare it before and after their own traffic,
 * so they never count what earlier tests did.
 */
export function seriesValue(text: string, series: string): number {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return 0;
}
