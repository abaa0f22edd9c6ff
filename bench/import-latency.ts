import 'reflect-metadata';
import { startTestApp } from '../test/support/harness';
import { api, trackingFixture } from '../test/support/conversions';
import { catalog, visit } from '../test/support/routing';
import { randomTestIp } from '../test/support/session';

/**
 * `node dist/bench/import-latency.js`: redirect latency on the process that runs an import of a
 * 20 MB one-line JSON-lines file (issue 25 item 5), against the same process idle. Redirects are
 * sent one after another (light-my-request, the same event loop as the import); p50, p99 and max.
 */
const LINE_BYTES = Number(process.env.BENCH_LINE_MB ?? 20) * 1024 * 1024;
const IDLE_MS = 5000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return {
    redirects: sorted.length,
    p50_ms: ms(percentile(sorted, 0.5)),
    p99_ms: ms(percentile(sorted, 0.99)),
    max_ms: ms(sorted[sorted.length - 1]),
  };
};

async function main(): Promise<void> {
  const t = await startTestApp({ workers: true });
  try {
    const fx = await trackingFixture(t);
    const c = catalog(t, fx.session);
    const { id: campaignId, alias } = await c.campaign({});
    await c.flow(campaignId, { type: 'default', offers: [{ offer_id: fx.offer_id }] });
    const sample = async (running: () => boolean): Promise<number[]> => {
      const samples: number[] = [];
      while (running()) {
        const started = performance.now();
        const res = await visit(t, alias);
        if (res.statusCode !== 302) throw new Error(`redirect answered ${res.statusCode}`);
        samples.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return samples;
    };
    const idleEnd = Date.now() + IDLE_MS;
    const idle = await sample(() => Date.now() < idleEnd);

    const line = (fields: Record<string, string>) =>
      JSON.stringify({ click_time: new Date(Date.now() - 60_000).toISOString(), campaign: 'Bench', ...fields });
    const body = [line({}), line({ sub_id_1: 'x'.repeat(LINE_BYTES) }), line({})].join('\n');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/import/external-tracker?layout=jsonl',
      headers: { ...fx.session.headers, 'content-type': 'text/csv' },
      payload: body,
      remoteAddress: randomTestIp(),
    });
    if (uploaded.statusCode !== 202) throw new Error(`upload answered ${uploaded.statusCode}`);
    const id = uploaded.json().id;
    let state = 'queued';
    const started = Date.now();
    const poll = (async () => {
      while (state !== 'done' && state !== 'failed') {
        state = (await api(t, fx.session, 'GET', `/import/external-tracker/${id}`)).state;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const during = await sample(() => state !== 'done' && state !== 'failed');
    await poll;
    console.log(
      JSON.stringify({
        line_mb: LINE_BYTES / 1024 / 1024,
        import_state: state,
        import_ms: Date.now() - started,
        idle: summary(idle),
        during_import: summary(during),
      }),
    );
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
