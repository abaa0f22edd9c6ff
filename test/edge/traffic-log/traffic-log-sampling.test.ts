import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { applyRetention } from '../../../services/retention/apply';
import { retentionPolicies } from '../../../services/retention/policies';
import { clickIdTime, newClickId } from '../../../entities/click-id';
import { ClickStore } from '../../../edge/click-recording/click-store';
import { toEntry } from '../../../edge/click-recording/click-entry';
import { noTrace, startTrace, TraceBuilder, visitorDetails } from '../../../edge/traffic-log/trace-builder';
import { isTraced, traceBucket } from '../../../edge/traffic-log/sample';
import { startTestApp, type TestApp } from '../../support/harness';
import { makeClick, sql } from '../../support/clicks';
import { createSession } from '../../support/session';

describe('trace sampling', () => {
  it('decides the same way for the same click every time', () => {
    for (let i = 0; i < 200; i++) {
      const id = newClickId(new Date());
      const first = isTraced(id, 37);
      for (let again = 0; again < 3; again++) assert.equal(isTraced(id, 37), first);
    }
    assert.equal(traceBucket('018f2a3c-0000-7000-8000-0000000000ff'), 255 % 100);
  });

  it('traces about the sampled share of clicks, with ids made in the same millisecond too', () => {
    const time = new Date();
    const ids = Array.from({ length: 20_000 }, () => newClickId(time));
    for (const sample of [1, 10, 50, 90]) {
      const share = (ids.filter((id) => isTraced(id, sample)).length / ids.length) * 100;
      assert.ok(Math.abs(share - sample) < 1.5, `sample ${sample}% traced ${share.toFixed(2)}%`);
    }
  });

  it('traces nothing at 0 (the default) and everything at 100', () => {
    const ids = Array.from({ length: 500 }, () => randomUUID());
    assert.equal(ids.filter((id) => isTraced(id, 0)).length, 0);
    assert.equal(ids.filter((id) => isTraced(id, 100)).length, 500);
  });

  it('a click in the sample at some percentage stays in at any higher one', () => {
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    for (const id of ids.filter((candidate) => isTraced(candidate, 20))) assert.equal(isTraced(id, 21), true);
  });
});

describe('click ids', () => {
  it('are UUIDv7 carrying the click time to the millisecond', () => {
    const time = new Date('2026-11-21T12:34:56.789Z');
    const id = newClickId(time);
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(clickIdTime(id)?.toISOString(), time.toISOString());
    assert.notEqual(newClickId(time), id);
    assert.equal(clickIdTime(randomUUID()), null, 'a v4 id carries no time');
  });
});

describe('trace builder', () => {
  it('collects steps and the click summary; the no-op tracer collects nothing', () => {
    const click = makeClick({ outcome: 'redirect', http_status: 302, destination: 'https://x.example/' });
    const tracer = startTrace(click.click_id, 100);
    assert.ok(tracer instanceof TraceBuilder);
    tracer.step('input', 'applied', { country: 'US' });
    tracer.step('flow_select', 'redirect', { reason: 'regular_by_weight', weights: [70, 30] });
    const trace = tracer.finish(click)!;
    assert.equal(trace.click_id, click.click_id);
    assert.deepEqual(
      trace.steps.map((step) => [step.name, step.result]),
      [
        ['input', 'applied'],
        ['flow_select', 'redirect'],
      ],
    );
    assert.deepEqual(
      [trace.outcome, trace.http_status, trace.destination, trace.select_reason],
      ['redirect', 302, 'https://x.example/', 'regular_by_weight'],
    );
    assert.ok(typeof trace.duration_ms === 'number' && trace.duration_ms >= 0);

    const skipped = startTrace(click.click_id, 0);
    assert.equal(skipped, noTrace);
    skipped.step('input', 'applied');
    assert.equal(skipped.finish(click), null);
  });

  it('describes the visitor for the input step with geo, device and flags', () => {
    const details = visitorDetails({
      ip: '81.2.69.142',
      user_agent: 'x',
      country: 'GB',
      region: 'England',
      city: 'Bracknell',
      isp: 'A&A',
      device_type: 'mobile',
      os: 'iOS',
      browser: 'Mobile Safari',
      language: 'en',
      referrer: '',
      keyword: '',
      search_engine: '',
      is_bot: false,
      is_proxy: false,
      is_tor: true,
      is_datacenter: false,
      is_unique: true,
      visitor_id: 'v',
      params: {},
      time: new Date(),
    });
    assert.equal(details.country, 'GB');
    assert.equal(details.is_tor, true);
    assert.equal(details.device_type, 'mobile');
    assert.equal('user_agent' in details, false);
  });
});

describe('trace retention', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  /** Writes clicks with a trace each, straight to Postgres (their times as given, past or not). */
  async function storeTraced(clicks: ReturnType<typeof makeClick>[]): Promise<void> {
    const store = new ClickStore(t.config.databaseUrl);
    try {
      for (const click of clicks) {
        const tracer = startTrace(click.click_id, 100);
        tracer.step('final', 'redirect');
        await store.write([toEntry(click, tracer.finish(click))]);
      }
    } finally {
      await store.close();
    }
  }

  it('deletes traces older than 72 hours and keeps younger ones', async () => {
    const now = new Date();
    const old = makeClick({}, new Date(now.getTime() - 73 * 3600_000));
    const recent = makeClick({}, new Date(now.getTime() - 71 * 3600_000));
    await storeTraced([old, recent]);
    const deleted = await applyRetention(t.runtime.services.orm.em.fork(), retentionPolicies, now);
    assert.equal(deleted.click_traces, 1);
    const rows = await sql(t.config.databaseUrl, 'select click_id from click_traces');
    assert.deepEqual(
      rows.map((row) => row.click_id),
      [recent.click_id],
    );
    const clicks = await sql(t.config.databaseUrl, 'select count(*)::int as n from clicks');
    assert.equal(clicks[0].n, 2, 'clicks are kept: they follow their own 90-day retention');
  });

  it('never shows a trace older than 72 hours, even before housekeeping has deleted it', async () => {
    const owner = await createSession(t);
    const now = new Date();
    const old = makeClick({ workspace_id: owner.workspace_id }, new Date(now.getTime() - 73 * 3600_000));
    const recent = makeClick({ workspace_id: owner.workspace_id }, new Date(now.getTime() - 71 * 3600_000));
    await storeTraced([old, recent]);
    const trace = (clickId: string) =>
      t.app.inject({ method: 'GET', url: `/admin_api/v1/clicks/${clickId}/trace`, headers: owner.headers });
    assert.equal((await trace(recent.click_id)).statusCode, 200);
    const stale = await trace(old.click_id);
    assert.equal(stale.statusCode, 404);
    assert.match(stale.json().error, /older than 72 hours/);
    const log = await t.app.inject({ method: 'GET', url: '/admin_api/v1/reports/traffic-log', headers: owner.headers });
    assert.equal(log.statusCode, 200);
    assert.deepEqual(
      log.json().items.map((item: { click_id: string }) => item.click_id),
      [recent.click_id],
    );
    assert.equal(log.json().total, 1);
  });
});
