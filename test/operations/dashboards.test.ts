import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { startTestApp, type TestApp } from '../support/harness';

const docs = join(__dirname, '..', '..', '..', 'docs');
const run = promisify(execFile);

const PROMQL_WORDS = new Set([
  'sum',
  'avg',
  'min',
  'max',
  'count',
  'rate',
  'irate',
  'increase',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'histogram_quantile',
  'clamp_min',
  'clamp_max',
  'and',
  'or',
  'unless',
  'offset',
  'bool',
  'topk',
  'bottomk',
  'abs',
  'delta',
  'deriv',
  'vector',
]);

/** Metric names a PromQL expression reads: identifiers left once strings, label matchers, ranges, groupings and functions are gone. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b\d+(\.\d+)?(e[+-]?\d+)?\b/gi, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    .map((m) => m[0])
    .filter((word, i, all) => !PROMQL_WORDS.has(word) && !/^\d/.test(word) && all.indexOf(word) === i);
}

/** Names /metrics exports: sample names, plus the series of histograms and summaries that have no sample yet. */
function exportedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const line of exposition.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)/.exec(line);
    if (type) {
      names.add(type[1]);
      if (type[2] === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(type[1] + suffix);
      if (type[2] === 'summary') for (const suffix of ['_sum', '_count']) names.add(type[1] + suffix);
    } else if (line && !line.startsWith('#')) names.add(line.split(/[{\s]/)[0]);
  }
  return names;
}

const dashboard = JSON.parse(readFileSync(join(docs, 'grafana-dashboard.json'), 'utf8'));
const dashboardExprs: string[] = dashboard.panels.flatMap((p: any) =>
  (p.targets ?? []).map((target: any) => target.expr),
);
const rules = parse(readFileSync(join(docs, 'prometheus-alerts.yaml'), 'utf8'));
const ruleExprs: string[] = rules.groups.flatMap((g: any) => g.rules.map((r: any) => r.expr));

let t: TestApp;
let exported: Set<string>;
before(async () => {
  t = await startTestApp();
  exported = exportedNames((await t.app.inject({ method: 'GET', url: '/metrics' })).body);
});
after(() => t?.close());

test('the metric-name reader finds names and only names', () => {
  assert.deepEqual(
    metricNames(
      'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{route=~"/a|b"}[$__rate_interval])))',
    ),
    ['http_request_duration_seconds_bucket'],
  );
  assert.deepEqual(metricNames('sum(a_total) / clamp_min(sum by (x) (rate(b_total[5m])), 1e-9) > 0.5'), [
    'a_total',
    'b_total',
  ]);
});

test('every metric the Grafana dashboard queries is exported by /metrics', () => {
  assert.ok(dashboardExprs.length >= 15);
  const used = [...new Set(dashboardExprs.flatMap(metricNames))];
  assert.deepEqual(
    used.filter((name) => !exported.has(name)),
    [],
  );
  for (const theme of [
    'clicks_total',
    'click_routing_duration_seconds_bucket',
    'conversions_total',
    'queue_jobs',
    'clicks_lost_total',
    'outbound_s2s_total',
    'webhook_deliveries_total',
  ]) {
    assert.ok(used.includes(theme), `the dashboard shows ${theme}`);
  }
});

test('every metric the alerting rules use is exported by /metrics', () => {
  const used = [...new Set(ruleExprs.flatMap(metricNames))];
  assert.deepEqual(
    used.filter((name) => !exported.has(name)),
    [],
  );
  const alerts = rules.groups.flatMap((g: any) => g.rules.map((r: any) => r.alert));
  for (const alert of [
    'LostClicks',
    'ClickQueueBacklog',
    'JobQueueBacklog',
    'OutboundDeliveriesGivenUp',
    'WebhookDeliveriesFailing',
  ])
    assert.ok(alerts.includes(alert), alert);
});

test('promtool accepts the alerting rules', async (t) => {
  try {
    await run('promtool', ['--version']);
  } catch {
    // .ci/run installs Debian's prometheus package; outside CI the check needs it installed by hand.
    if (process.env.CI) assert.fail('promtool is missing (Debian package prometheus)');
    t.skip('promtool is not installed (Debian package prometheus)');
    return;
  }
  const { stdout } = await run('promtool', ['check', 'rules', join(docs, 'prometheus-alerts.yaml')]);
  assert.match(stdout, /SUCCESS: \d+ rules found/);
});

test("promtool passes the alerts' unit tests, a case that fires and one that stays quiet for every alert", async (t) => {
  try {
    await run('promtool', ['--version']);
  } catch {
    if (process.env.CI) assert.fail('promtool is missing (Debian package prometheus)');
    t.skip('promtool is not installed (Debian package prometheus)');
    return;
  }
  const file = join(docs, 'prometheus-alerts.test.yaml');
  const { stdout } = await run('promtool', ['test', 'rules', file]);
  assert.match(stdout, /SUCCESS/);
  const cases = parse(readFileSync(file, 'utf8')).tests.flatMap((test: any) => test.alert_rule_test);
  for (const alert of rules.groups.flatMap((g: any) => g.rules.map((r: any) => r.alert))) {
    const own = cases.filter((c: any) => c.alertname === alert);
    assert.ok(
      own.some((c: any) => c.exp_alerts.length > 0),
      `${alert} has a case that fires`,
    );
    assert.ok(
      own.some((c: any) => c.exp_alerts.length === 0),
      `${alert} has a case that stays quiet`,
    );
  }
});

test('the shared gauges (one Redis read by every process) are taken with max, never summed across processes', () => {
  // Every process reports the shared stream's length and bee-queue's counts: with the app and the
  // worker scraped, a sum reads them twice. Only the per-process memory buffer is summed.
  const exprs = [...dashboardExprs, ...ruleExprs];
  const reading = (name: string) => exprs.filter((expr) => expr.includes(name));
  assert.ok(reading('queue_jobs').length >= 2 && reading('click_queue_depth').length >= 2);
  for (const expr of reading('queue_jobs')) assert.match(expr, /max by \([^)]*\) \(queue_jobs\b/, expr);
  for (const expr of reading('click_queue_depth')) {
    for (const [read] of expr.matchAll(/(\w+)(?: by \([^)]*\))? ?\(click_queue_depth(\{[^}]*\})?\)/g)) {
      const buffer = read.includes('queue="buffer"');
      assert.match(read, buffer ? /^sum\b/ : /^max\b.*queue="stream"/, `${expr}: ${read}`);
    }
    assert.match(expr, /max(?: by \([^)]*\))? ?\(click_queue_depth\{queue="stream"\}\)/, expr);
  }
  // promtool's unit tests feed two processes (instance labels) to each alert on a shared gauge.
  const cases = parse(readFileSync(join(docs, 'prometheus-alerts.test.yaml'), 'utf8')).tests;
  for (const [alert, gauge] of [
    ['ClickQueueBacklog', 'click_queue_depth'],
    ['JobQueueBacklog', 'queue_jobs'],
  ]) {
    const twoProcesses = cases.filter(
      (c: any) =>
        c.alert_rule_test.some((r: any) => r.alertname === alert) &&
        new Set(
          c.input_series
            .filter((s: any) => s.series.startsWith(gauge))
            .map((s: any) => /instance="([^"]+)"/.exec(s.series)?.[1]),
        ).size >= 2,
    );
    assert.ok(
      twoProcesses.some((c: any) => c.alert_rule_test.some((r: any) => r.exp_alerts.length > 0)),
      `${alert}: a two-process case that fires`,
    );
    assert.ok(
      twoProcesses.some((c: any) => c.alert_rule_test.every((r: any) => r.exp_alerts.length === 0)),
      `${alert}: a two-process case that stays quiet`,
    );
  }
});

test('promtool check metrics finds nothing to fix in a real /metrics scrape', async (ctx) => {
  try {
    await run('promtool', ['--version']);
  } catch {
    if (process.env.CI) assert.fail('promtool is missing (Debian package prometheus)');
    ctx.skip('promtool is not installed (Debian package prometheus)');
    return;
  }
  const scrape = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const checked = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn('promtool', ['check', 'metrics']);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(scrape);
  });
  assert.deepEqual(checked, { code: 0, output: '' });
});

test("the dashboard has worker panels, each reading the worker processes' own scrape job", () => {
  const row = dashboard.panels.findIndex((p: any) => p.type === 'row' && p.title === 'Worker');
  assert.ok(row >= 0, 'a Worker row');
  const panels = dashboard.panels.slice(row + 1).filter((p: any) => p.type !== 'row');
  assert.ok(panels.length >= 4);
  for (const panel of panels)
    for (const target of panel.targets) assert.match(target.expr, /job=~"\$worker_job"/, panel.title);
  const names = panels.flatMap((p: any) => p.targets.flatMap((t: any) => metricNames(t.expr)));
  for (const name of ['jobs_total', 'process_resident_memory_bytes', 'clicks_recorded_total'])
    assert.ok(names.includes(name), name);
  assert.ok(dashboard.templating.list.some((v: any) => v.name === 'worker_job'));
});
