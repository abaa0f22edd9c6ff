import 'reflect-metadata';
import { startTestApp } from '../test/support/harness';
import { api } from '../test/support/conversions';
import { IDLE_MS, latencySummary, redirectProbe } from './redirect-latency';
import { randomTestIp } from '../test/support/session';

/**
 * `node dist/bench/import-latency.js`: redirect latency on the process that runs an import of a
 * 20 MB one-line JSON-lines file (issue 25 item 5), against the same process idle. Redirects are
 * sent one after another (light-my-request, the same event loop as the import); p50, p99 and max.
 */
const LINE_BYTES = Number(process.env.BENCH_LINE_MB ?? 20) * 1024 * 1024;

async function main(): Promise<void> {
  const t = await startTestApp({ workers: true });
  try {
    const { fx, sample } = await redirectProbe(t);
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
        idle: latencySummary(idle),
        during_import: latencySummary(during),
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
