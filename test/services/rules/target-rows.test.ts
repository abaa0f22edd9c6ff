import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UnprocessableError } from '../../../services/errors';
import type { RuleMetricsQuery, RuleMetricsRow } from '../../../services/rules/metric-source';
import { targetRows } from '../../../services/rules/targets';

/**
 * How a rule asks the report engine for its targets' rows (the engine itself is exercised on real
 * rows in evaluation.test.ts): one shared report of all targets of the kind, kept to the listed
 * ones; a report too large for the engine is asked again for the listed targets only.
 */
const row = (dimensions: Record<string, string>, clicks: number): RuleMetricsRow => ({
  dimensions,
  metrics: { clicks },
});
const query = { dimensions: ['offer'], metrics: ['clicks'], period: { kind: 'today' as const } };

describe('rule target rows', () => {
  it('asks for every target of the kind and keeps the listed ones', async () => {
    const asked: RuleMetricsQuery[] = [];
    const source = async (_ws: string, q: RuleMetricsQuery) => (
      asked.push(q), [row({ offer: 'a' }, 1), row({ offer: 'b' }, 2), row({ offer: 'c' }, 3)]
    );
    const rows = await targetRows(
      source,
      { workspace_id: 'w', target_kind: 'offer', target_ids: ['a', 'c'] },
      query,
      'tick',
    );
    assert.deepEqual(
      rows.map((r) => r.dimensions.offer),
      ['a', 'c'],
    );
    assert.deepEqual(
      asked.map((q) => q.filters),
      [[]],
    );
  });

  it('keeps a placement rule to its listed campaigns', async () => {
    const source = async () => [row({ campaign: 'c1', sub_id_1: 'x' }, 1), row({ campaign: 'c2', sub_id_1: 'y' }, 2)];
    const rows = await targetRows(
      source,
      { workspace_id: 'w', target_kind: 'sub_id', target_ids: ['c2'] },
      { ...query, dimensions: ['campaign', 'sub_id_1'] },
      'tick',
    );
    assert.deepEqual(
      rows.map((r) => r.dimensions.sub_id_1),
      ['y'],
    );
  });

  it('asks again for the listed targets alone when the shared report is refused as too large', async () => {
    const asked: RuleMetricsQuery[] = [];
    const source = async (_ws: string, q: RuleMetricsQuery) => {
      asked.push(q);
      if (!q.filters.length) throw new UnprocessableError('the report has 600000 groups');
      return [row({ offer: 'a' }, 1)];
    };
    const rows = await targetRows(
      source,
      { workspace_id: 'w', target_kind: 'offer', target_ids: ['a'] },
      query,
      'tick',
    );
    assert.deepEqual(
      rows.map((r) => r.dimensions.offer),
      ['a'],
    );
    assert.deepEqual(
      asked.map((q) => q.filters),
      [[], [{ dimension: 'offer', values: ['a'] }]],
    );
  });

  it('passes the refusal on when the rule takes every target, and any other failure as it is', async () => {
    const refused = async () => {
      throw new UnprocessableError('the report has 600000 groups');
    };
    await assert.rejects(
      targetRows(refused, { workspace_id: 'w', target_kind: 'offer', target_ids: [] }, query, 'tick'),
      UnprocessableError,
    );
    const down = async () => {
      throw new Error('connection refused');
    };
    await assert.rejects(
      targetRows(down, { workspace_id: 'w', target_kind: 'offer', target_ids: ['a'] }, query, 'tick'),
      /connection refused/,
    );
  });
});
