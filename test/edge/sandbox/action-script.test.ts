import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { registry } from '../../../infra/telemetry';
import {
  actionScriptRunner,
  ActionScriptSandbox,
  closeActionScriptSandbox,
  scriptClick,
  validateActionScript,
  type ActionScriptResult,
  type ScriptClick,
} from '../../../edge/sandbox';
import type { Visitor } from '../../../edge/visitor';
import { metricValue } from '../../support/metrics';

const LANDING_ID = '0b6c9d1e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const OFFER_ID = '1c7dae2f-405b-4c6d-9e7f-8091a2b3c4d5';

function visitor(overrides: Partial<Visitor> = {}): Visitor {
  return {
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (iPhone)',
    country: 'US',
    region: 'California',
    city: 'San Francisco',
    isp: 'Comcast',
    device_type: 'mobile',
    os: 'iOS',
    browser: 'Safari',
    language: 'en',
    referrer: 'https://www.google.com/',
    keyword: 'shoes',
    search_engine: 'google',
    is_bot: false,
    is_proxy: false,
    is_tor: false,
    is_datacenter: false,
    is_unique: true,
    visitor_id: 'v1',
    params: { zone: '42', utm_source: 'fb' },
    time: new Date('2026-01-07T15:30:00Z'),
    ...overrides,
  };
}

function click(overrides: Partial<Visitor> = {}): ScriptClick {
  return scriptClick(visitor(overrides), {
    click_id: 'a1b2c3d4-0000-4000-8000-000000000001',
    campaign_id: 'a1b2c3d4-0000-4000-8000-000000000002',
    campaign_alias: 'summer',
    flow_id: 'a1b2c3d4-0000-4000-8000-000000000003',
    sub_ids: { sub_id_1: 'zone42', sub_id_30: 'last' },
  });
}

function failed(result: ActionScriptResult, reason: string, message?: RegExp): void {
  assert.equal(result.ok, false, `expected a ${reason} failure, got ${JSON.stringify(result)}`);
  if (result.ok) return;
  assert.equal(result.reason, reason, result.message);
  if (message) assert.match(result.message, message);
}

describe('action-script sandbox', () => {
  // Generous time limits for the tests that are not about them, so a loaded machine cannot turn
  // their verdict (an error, a result) into a time-out; `strict` has the production limits (50 ms).
  const sandbox = new ActionScriptSandbox({ workers: 2, limits: { timeLimitMs: 5000, hardTimeLimitMs: 10_000 } });
  const strict = new ActionScriptSandbox({ workers: 1 });
  before(() => Promise.all([sandbox.ready(), strict.ready()]));
  after(async () => {
    await sandbox.close();
    await strict.close();
    await closeActionScriptSandbox();
  });

  const run = (source: string, c: ScriptClick = click()) => sandbox.run(source, c);
  const runStrict = (source: string) => strict.run(source, click());

  describe('actions', () => {
    const cases: Array<[string, string, unknown]> = [
      [
        'redirect',
        'return { action: "redirect", url: "https://offers.example/?c=" + click.country + "&z={sub_id_1}" };',
        { action: 'redirect', url: 'https://offers.example/?c=US&z={sub_id_1}' },
      ],
      [
        'landing',
        `return { action: "landing", landing_id: "${LANDING_ID.toUpperCase()}" };`,
        { action: 'landing', landing_id: LANDING_ID },
      ],
      ['offer', `return { action: "offer", offer_id: "${OFFER_ID}" };`, { action: 'offer', offer_id: OFFER_ID }],
      ['show_404', 'return { action: "show_404" };', { action: 'show_404' }],
      [
        'show_text',
        'return { action: "show_text", body: "hello " + click.city };',
        { action: 'show_text', body: 'hello San Francisco' },
      ],
      [
        'show_html',
        'return { action: "show_html", body: "<h1>" + click.os + "</h1>" };',
        { action: 'show_html', body: '<h1>iOS</h1>' },
      ],
      ['do_nothing', 'return { action: "do_nothing" };', { action: 'do_nothing' }],
      [
        'send_to_campaign',
        'return { action: "send_to_campaign", alias: "winter-2026" };',
        { action: 'send_to_campaign', alias: 'winter-2026' },
      ],
    ];
    for (const [name, source, expected] of cases) {
      it(`returns ${name}`, async () => {
        const result = await run(source);
        assert.equal(result.ok, true, JSON.stringify(result));
        if (result.ok) assert.deepEqual(result.action, expected);
        assert.ok(result.duration_ms > 0);
      });
    }

    it('sees every click property, frozen', async () => {
      const result = await run(`
        const seen = [click.click_id.slice(-1), click.campaign_alias, click.country, click.device_type, click.params.zone,
          click.sub_id_1, click.sub_id_2 === '' ? 'empty' : 'set', click.sub_id_30, click.is_bot, click.is_unique, click.time,
          Object.isFrozen(click), Object.isFrozen(click.params)];
        return { action: "show_text", body: seen.join("|") };`);
      assert.equal(result.ok, true, JSON.stringify(result));
      if (result.ok) {
        assert.deepEqual(result.action, {
          action: 'show_text',
          body: '1|summer|US|mobile|42|zone42|empty|last|false|true|2026-01-07T15:30:00.000Z|true|true',
        });
      }
      failed(
        await run('click.country = "DE"; return { action: "do_nothing" };'),
        'error',
        /TypeError: 'country' is read-only \(line 1, column \d+\)/,
      );
    });

    it('chooses by the click', async () => {
      const source = 'return click.country === "DE" ? { action: "show_404" } : { action: "do_nothing" };';
      const de = await run(source, click({ country: 'DE' }));
      const us = await run(source, click({ country: 'US' }));
      assert.ok(de.ok && de.action.action === 'show_404');
      assert.ok(us.ok && us.action.action === 'do_nothing');
    });
  });

  describe('failures', () => {
    it('a script that throws is an error with the line', async () => {
      failed(
        await run('const x = 1;\nthrow new Error("no offer for " + click.country);'),
        'error',
        /^Error: no offer for US \(line 2, column \d+\)$/,
      );
      failed(await run('throw null;'), 'error', /threw null/);
      failed(await run('return JSON.parse("{");'), 'error', /^SyntaxError: /);
    });

    it('a syntax error is its own reason', async () => {
      failed(await run('return { action: "do_nothing"'), 'syntax', /^SyntaxError: .*\(at the end of the script\)$/);
    });

    it('an infinite loop times out', async () => {
      const result = await runStrict('while (true) {}');
      failed(result, 'timeout', /longer than 50 ms/);
      failed(await runStrict('return { toJSON() { for (;;) {} } };'), 'timeout');
    });

    it('a script that starves the interrupt check is stopped by the hard limit, and the sandbox keeps working', async () => {
      // Earlier cases may have had workers replaced: the spare is loaded again first.
      await strict.ready();
      // Either limit may end it first (time, or the 48 MiB memory cap under a slow machine): what matters is that it stops.
      const result = await runStrict('const a = []; for (;;) a.push("y".repeat(1 << 20) + a.length);');
      assert.equal(result.ok, false);
      assert.ok(!result.ok && ['timeout', 'memory'].includes(result.reason), JSON.stringify(result));
      const next = await runStrict('return { action: "do_nothing" };');
      assert.equal(next.ok, true, JSON.stringify(next));
    });

    it('after a hard-limit kill the next click is taken at once by the warm spare worker', async () => {
      // A 1 ms queue wait: only a worker already loaded can take the next run in time.
      const eager = new ActionScriptSandbox({ workers: 1, maxQueueWaitMs: 1 });
      try {
        await eager.ready();
        const hard = await eager.run('const a = []; for (;;) a.push("y".repeat(1 << 20) + a.length);', click());
        assert.ok(!hard.ok && ['timeout', 'memory'].includes(hard.reason), JSON.stringify(hard));
        const next = await eager.run('return { action: "do_nothing" };', click());
        assert.equal(next.ok, true, JSON.stringify(next));
      } finally {
        await eager.close();
      }
    });

    it('a huge allocation runs out of memory', async () => {
      // Generous time limits, so a slow or loaded machine cannot turn the memory verdict into a time-out.
      const roomy = new ActionScriptSandbox({ workers: 1, limits: { timeLimitMs: 5000, hardTimeLimitMs: 10_000 } });
      try {
        const runRoomy = (source: string) => roomy.run(source, click());
        // Each run out of memory replaces its worker; the next run waits until a warm one is loaded again.
        await roomy.ready();
        failed(
          await runRoomy('const a = new Array(2e7).fill(1); return { action: "do_nothing" };'),
          'memory',
          /out of memory/,
        );
        await roomy.ready();
        failed(
          await runRoomy('return { action: "show_text", body: "x".repeat(64 * 1024 * 1024) };'),
          'memory',
          /out of memory/,
        );
        await roomy.ready();
        failed(await runRoomy('function f() { return f() + 1; } return f();'), 'memory', /stack overflow/);
        await roomy.ready();
        const next = await runRoomy('return { action: "do_nothing" };');
        assert.equal(next.ok, true, JSON.stringify(next));
      } finally {
        await roomy.close();
      }
    });

    it('a bad return value is invalid_result with the reason', async () => {
      const cases: Array<[string, RegExp]> = [
        ['return;', /returned undefined/],
        ['return 5;', /returned a number/],
        ['return [1];', /returned an array/],
        ['return null;', /returned null/],
        [
          'return { action: "explode" };',
          /action must be one of redirect, landing, offer, show_404, show_text, show_html, do_nothing, send_to_campaign/,
        ],
        ['return { action: "redirect" };', /action redirect needs url/],
        ['return { action: "redirect", url: "javascript:alert(1)" };', /url: unsafe redirect URL/],
        ['return { action: "redirect", url: "https://{ip}.evil.example/" };', /url: unsafe redirect URL/],
        ['return { action: "do_nothing", extra: 1 };', /unknown field "extra" for action do_nothing/],
        ['return { action: "landing", landing_id: "home" };', /landing_id must be a UUID string/],
        ['return { action: "offer", offer_id: 42 };', /offer_id must be a UUID string/],
        ['return { action: "show_text", body: 1 };', /body must be a string/],
        ['return { action: "show_html", body: "x".repeat(300 * 1024) };', /body must be at most 256 KiB/],
        ['return { action: "send_to_campaign", alias: "Not An Alias" };', /alias: alias must be 1 to 64 characters/],
        ['return { action: "send_to_campaign", alias: "admin_api" };', /alias: alias is reserved by the service/],
        ['return { action: "redirect", url: 1n };', /BigInt/],
        ['const o = {}; o.self = o; return o;', /circular|cyclic/i],
      ];
      for (const [source, message] of cases) failed(await run(source), 'invalid_result', message);
    });

    it('has no Node, network, timers, console, promises or WebAssembly', async () => {
      const result = await run(
        `return { action: "show_text", body: [typeof require, typeof process, typeof fetch, typeof setTimeout,
        typeof setInterval, typeof console, typeof Promise, typeof WebAssembly, typeof module, typeof ` +
          `globalThis.Buffer, typeof XMLHttpRequest].join() };`,
      );
      assert.ok(result.ok, JSON.stringify(result));
      if (result.ok) assert.equal((result.action as { body: string }).body, Array(11).fill('undefined').join());
      failed(
        await run('require("fs"); return { action: "do_nothing" };'),
        'error',
        /ReferenceError: 'require' is not defined/,
      );
      failed(await run('process.exit(1);'), 'error', /ReferenceError: 'process' is not defined/);
      failed(
        await run('fetch("https://example.com"); return { action: "do_nothing" };'),
        'error',
        /ReferenceError: 'fetch' is not defined/,
      );
    });

    it('one run does not see what another left behind', async () => {
      const first = await run(
        'globalThis.leak = "first"; Object.prototype.polluted = true; Array.prototype.push = null; return { action: "do_nothing" };',
      );
      assert.equal(first.ok, true, JSON.stringify(first));
      // Both workers are exercised: a leak in either would show.
      const later = await Promise.all(
        Array.from({ length: 6 }, () =>
          run('return { action: "show_text", body: [typeof leak, typeof ({}).polluted, typeof [].push].join() };'),
        ),
      );
      for (const result of later) {
        assert.ok(result.ok, JSON.stringify(result));
        if (result.ok) assert.equal((result.action as { body: string }).body, 'undefined,undefined,function');
      }
    });
  });

  describe('metrics and logs', () => {
    it('counts failures by reason and measures every run', async () => {
      const timeoutsBefore = await metricValue('action_script_failures_total', { reason: 'timeout' });
      const invalidBefore = await metricValue('action_script_failures_total', { reason: 'invalid_result' });
      const runsBefore = await metricValue('action_script_duration_seconds', {}, '_count');
      await runStrict('while (true) {}');
      await run('return 1;');
      await run('return { action: "do_nothing" };');
      assert.equal(await metricValue('action_script_failures_total', { reason: 'timeout' }), timeoutsBefore + 1);
      assert.equal(await metricValue('action_script_failures_total', { reason: 'invalid_result' }), invalidBefore + 1);
      assert.equal(await metricValue('action_script_duration_seconds', {}, '_count'), runsBefore + 3);
      const text = await registry.metrics();
      assert.match(text, /action_script_failures_total\{reason="timeout"\} \d+/);
      assert.match(text, /action_script_duration_seconds_bucket\{le="0.005"\}/);
    });

    it('logs a failing flow once, then suppresses repeats', async () => {
      const lines: Array<Record<string, unknown>> = [];
      const log = { warn: (details: Record<string, unknown>) => lines.push(details) };
      const c = click();
      const flowClick = { ...c, flow_id: 'a1b2c3d4-0000-4000-8000-0000000000ff' };
      await sandbox.run('throw new Error("broken");', flowClick, { log });
      await sandbox.run('throw new Error("broken");', flowClick, { log });
      await sandbox.run('return 1;', flowClick, { log });
      assert.equal(lines.length, 2);
      assert.equal(lines[0].reason, 'error');
      assert.equal(lines[0].flow_id, flowClick.flow_id);
      assert.equal(lines[0].error, 'Error: broken (line 1, column 16)');
      assert.equal(lines[1].reason, 'invalid_result');
    });
  });

  describe('limits of the pool', () => {
    it('refuses at once when the queue is full', async () => {
      const small = new ActionScriptSandbox({ workers: 1, maxQueue: 2 });
      try {
        await small.ready();
        const results = await Promise.all(Array.from({ length: 5 }, () => small.run('while (true) {}', click())));
        const unavailable = results.filter((r) => !r.ok && r.reason === 'unavailable');
        assert.ok(unavailable.length >= 2, JSON.stringify(results.map((r) => (r.ok ? 'ok' : r.reason))));
        for (const r of unavailable) if (!r.ok) assert.match(r.message, /queue is full/);
      } finally {
        await small.close();
      }
    });

    it('gives up on a run that waited too long for a worker', async () => {
      const slow = new ActionScriptSandbox({ workers: 1, maxQueueWaitMs: 20 });
      try {
        await slow.ready();
        const [first, second] = await Promise.all([
          slow.run('while (true) {}', click()),
          slow.run('return { action: "do_nothing" };', click()),
        ]);
        failed(first, 'timeout');
        failed(second, 'unavailable', /no sandbox worker was free within 20 ms/);
      } finally {
        await slow.close();
      }
    });

    it('answers unavailable after close', async () => {
      const closed = new ActionScriptSandbox({ workers: 1 });
      await closed.close();
      failed(await closed.run('return { action: "do_nothing" };', click()), 'unavailable', /shut down/);
    });
  });

  describe("actionScriptRunner (the click engine's view)", () => {
    it('gives the action, or null when the flow must fall back', async () => {
      const runner = actionScriptRunner(sandbox);
      const context = {
        click_id: 'a1b2c3d4-0000-4000-8000-000000000001',
        campaign_id: 'a1b2c3d4-0000-4000-8000-000000000002',
        flow_id: 'a1b2c3d4-0000-4000-8000-000000000003',
        campaign_alias: 'summer',
        visitor: visitor(),
        params: { zone: '7' },
        sub_ids: { sub_id_2: 'two' },
      };
      assert.deepEqual(
        await runner.run(
          'return { action: "show_text", body: click.params.zone + click.sub_id_2 + click.campaign_alias };',
          context,
        ),
        {
          action: 'show_text',
          body: '7twosummer',
        },
      );
      assert.equal(await runner.run('throw new Error("x");', context), null);
      assert.equal(await runner.run('return { action: "nope" };', context), null);
    });
  });

  describe('validateActionScript', () => {
    it('accepts a script that compiles, without running it', async () => {
      assert.deepEqual(await validateActionScript('while (true) {}'), { ok: true });
      assert.deepEqual(
        await validateActionScript(
          'if (click.country === "US") return { action: "do_nothing" };\nreturn { action: "show_404" };',
        ),
        { ok: true },
      );
    });

    it('gives the precise syntax error', async () => {
      assert.deepEqual(await validateActionScript('const a = 1;\nconst = 2;\nreturn a;'), {
        ok: false,
        error: 'SyntaxError: variable name expected (line 2, column 7)',
        line: 2,
        column: 7,
      });
      const unfinished = await validateActionScript('return { action: "do_nothing"');
      assert.equal(unfinished.ok, false);
      if (!unfinished.ok) assert.match(unfinished.error, /^SyntaxError: .* \(at the end of the script\)$/);
    });

    it('refuses an empty or oversized script', async () => {
      assert.deepEqual(await validateActionScript('   '), { ok: false, error: 'the script is empty' });
      assert.deepEqual(await validateActionScript(`return 1;${' '.repeat(64 * 1024)}`), {
        ok: false,
        error: 'the script must be at most 64 KiB',
      });
    });
  });
});
