import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../../infra/config';
import {
  MAX_ATTEMPTS,
  MAX_STORED_RESPONSE_BYTES,
  retryPauseMs,
  WEBHOOK_TIMEOUT_MS,
} from '../../../services/webhooks/policy';
import { envelopeBody } from '../../../services/webhooks/events';
import { MAX_PENDING_EVENTS } from '../../../services/webhooks/policy';
import { signBody, verifyBodySignature } from '../../../services/webhooks/signature';
import { rfc3339Nano } from '../../../services/time/rfc3339-nano';

describe('webhook rules', () => {
  it('follows the spec limits: 5 attempts, pauses 2, 4, 8, 16 s, 10 s time-out, 8 KB kept, 64 pending', () => {
    const base = loadConfig({ APP_SECRET: 'a'.repeat(64) }).webhookRetryBaseMs;
    assert.equal(base, 2000);
    assert.deepEqual(
      [1, 2, 3, 4].map((attempt) => retryPauseMs(base, attempt)),
      [2000, 4000, 8000, 16000],
    );
    assert.equal(MAX_ATTEMPTS, 5);
    assert.equal(WEBHOOK_TIMEOUT_MS, 10_000);
    assert.equal(MAX_STORED_RESPONSE_BYTES, 8192);
    assert.equal(MAX_PENDING_EVENTS, 64);
  });

  it('prints RFC 3339 UTC timestamps with nine fractional digits', () => {
    assert.equal(rfc3339Nano(new Date('2026-11-21T05:09:07.147Z')), '2026-11-21T05:09:07.147000000Z');
    assert.equal(rfc3339Nano(new Date('2026-01-02T03:04:05.000Z')), '2026-01-02T03:04:05.000000000Z');
    assert.equal(rfc3339Nano(1_795_237_747_147_123_456n), '2026-11-21T05:09:07.147123456Z');
    assert.equal(rfc3339Nano(-1n), '1969-12-31T23:59:59.999999999Z');
  });

  it('builds the envelope with exactly event, timestamp and data', () => {
    const recovered = {
      rule_id: 'r',
      rule_name: 'n',
      workspace: 'w',
      target_kind: 'campaign',
      target_id: 'c',
      target_name: 'C',
      dry_run: false,
      metrics: { clicks: 1 },
      fired_at: new Date('2026-11-21T04:00:00Z'),
      reverted: true,
      extra: 'dropped',
    };
    const body = envelopeBody('rule.recovered', new Date('2026-11-21T05:09:07.147Z'), recovered);
    assert.equal(
      body,
      '{"event":"rule.recovered","timestamp":"2026-11-21T05:09:07.147000000Z","data":{"rule_id":"r","rule_name":"n","workspace":"w","target_kind":"campaign","target_id":"c","target_name":"C","dry_run":false,"metrics":{"clicks":1},"fired_at":"2026-11-21T04:00:00.000000000Z","reverted":true}}',
    );
  });

  it('signs the raw body with HMAC-SHA256 and verifies in constant time', () => {
    // Reference computed independently: printf '%s' '{"a":1}' | openssl dgst -sha256 -hmac 'secret-of-16-chars'
    assert.equal(
      signBody('secret-of-16-chars', '{"a":1}'),
      'sha256=56b82ba485e657135b354f52014f7bf4504f0703fa067d146e8a6950fd24f9dc',
    );
    assert.equal(verifyBodySignature('secret-of-16-chars', '{"a":1}', signBody('secret-of-16-chars', '{"a":1}')), true);
    assert.equal(
      verifyBodySignature('secret-of-16-chars', '{"a": 1}', signBody('secret-of-16-chars', '{"a":1}')),
      false,
      'any byte change breaks it',
    );
    assert.equal(verifyBodySignature('secret-of-16-chars', '{"a":1}', undefined), false);
    assert.equal(verifyBodySignature('secret-of-16-chars', '{"a":1}', 'sha256=00'), false);
  });

  it('reads the test-only settings, refusing malformed or out-of-range values', () => {
    const production = loadConfig({ APP_SECRET: 'a'.repeat(64) });
    assert.deepEqual(production.outboundAllowPrivateForTests, [], 'no allowance by default');
    const tests = loadConfig({
      APP_SECRET: 'a'.repeat(64),
      OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32, ::1',
      WEBHOOK_RETRY_BASE_MS_FOR_TESTS: '50',
    });
    assert.deepEqual(tests.outboundAllowPrivateForTests, ['127.0.0.1/32', '::1']);
    assert.equal(tests.webhookRetryBaseMs, 50);
    assert.throws(
      () => loadConfig({ APP_SECRET: 'a'.repeat(64), OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'localhost' }),
      /OUTBOUND_ALLOW_PRIVATE_FOR_TESTS/,
    );
    assert.throws(
      () => loadConfig({ APP_SECRET: 'a'.repeat(64), WEBHOOK_RETRY_BASE_MS_FOR_TESTS: '60000' }),
      /WEBHOOK_RETRY_BASE_MS_FOR_TESTS/,
    );
  });
});
