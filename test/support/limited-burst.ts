import assert from 'node:assert/strict';
import type { TestApp } from './harness';
import { waitFor } from './wait';

const FAIL_OPEN = 'click_api_rate_limit_fail_open_total';

/** The address of the probe that waits for the limiter to ask Redis again (it has a bucket of its own after a discarded run). */
export const PROBE_ADDRESS = '192.0.2.250';

/** Click API and rclient requests the app let through unlimited so far (its /metrics, every reason). */
export async function clickApiFailOpens(t: TestApp): Promise<number> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${FAIL_OPEN}{`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/**
 * Runs a burst against the Click API limit until one run had every request limited through Redis,
 * and answers that run's result. The limiter fails open on purpose: a Redis call over 250 ms (a
 * loaded machine) lets requests through, and the next 5 s too, each one counted in
 * `click_api_rate_limit_fail_open_total`. A run with such a request says nothing about the limit,
 * so it is discarded: `failedOpen()` lets the burst stop early; before the next run the bucket is
 * emptied (`reset`) and a probe waits until the limiter asks Redis again.
 */
export async function limitedBurst<T>(
  t: TestApp,
  reset: () => Promise<void>,
  burst: (failedOpen: () => Promise<boolean>) => Promise<T>,
  attempts = 10,
): Promise<T> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await reset();
    const before = await clickApiFailOpens(t);
    const failedOpen = async () => (await clickApiFailOpens(t)) > before;
    const result = await burst(failedOpen);
    if (!(await failedOpen())) return result;
    await waitFor(async () => {
      const probeBefore = await clickApiFailOpens(t);
      await t.app.inject({ method: 'POST', url: '/click-api/v3', remoteAddress: PROBE_ADDRESS, payload: {} });
      return (await clickApiFailOpens(t)) === probeBefore;
    }, 60_000);
  }
  return assert.fail(`in each of ${attempts} bursts the limiter let requests through without Redis (too slow)`);
}
