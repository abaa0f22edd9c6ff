import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tickOf } from '../../../services/rules/evaluate';
import { api as call, ok } from '../../support/admin-api';
import { api, postback, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { startTestApp, type TestApp } from '../../support/harness';
import { query } from '../../support/routing';
import { evaluate, ruleBody } from '../rules/support';

/**
 * The writers the flush subscriber alone would miss or misname (docs/audit.md, "Writers"): an
 * auto-rule's actions (named after the rule), bulk actions, the conversion upload and edit (raw
 * SQL: their audit row is written by the conversion's own statement). Each on real rows, and
 * another workspace never sees them.
 */
describe('audit log writers', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let other: TrackingFixture;
  let tick = tickOf(new Date(), 5) + 20_000;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t, { status_mapping: { approved: 'sale' } });
    other = await trackingFixture(t);
  });
  after(async () => {
    await t.close();
  });

  const auditOf = async (fixture: TrackingFixture, filter: string) =>
    (await ok(t, fixture.session, 'GET', `/audit?limit=1000&${filter}`)).items as any[];
  const nothingElsewhere = async (entityId: string) =>
    assert.equal((await auditOf(other, `entity_id=${entityId}`)).length, 0, 'another workspace sees nothing');

  it("an auto-rule's pause and its revert are written as the rule's, with old and new state", async () => {
    const rule = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({
        name: 'Stop losers',
        target_ids: [fx.campaign_id],
        on_fire: [{ type: 'pause_campaign' }],
        on_recover: [{ type: 'revert' }],
      }),
    );
    const clicks = [];
    for (let i = 0; i < 5; i++) clicks.push(await storeClick(t, fx, { cost: '1', is_unique: true }));
    assert.equal((await evaluate(t, rule.id, ++tick)).fired, 1);
    const [paused] = await auditOf(fx, `entity_id=${fx.campaign_id}&entity_kind=campaigns`);
    assert.equal(paused.actor_kind, 'rule');
    assert.equal(paused.actor_ref, 'rule Stop losers');
    assert.equal(paused.user_id, null);
    assert.equal(paused.action, 'update');
    assert.deepEqual(paused.changes.state, { old: 'active', new: 'paused' });
    assert.match(paused.ref, /^rule_event:[0-9a-f-]{36}$/);

    await postback(t, fx.postback_key, { subid: clicks[0].click_id, status: 'approved', payout: '50', txid: 'r' });
    assert.equal((await evaluate(t, rule.id, ++tick)).recovered, 1);
    const [restored] = await auditOf(fx, `entity_id=${fx.campaign_id}&entity_kind=campaigns`);
    assert.equal(restored.actor_ref, 'rule Stop losers');
    assert.deepEqual(restored.changes.state, { old: 'paused', new: 'active' });
    assert.notEqual(restored.ref, paused.ref, 'the recovery is its own event');
    const byRules = await auditOf(fx, 'actor_kind=rule');
    assert.ok(byRules.length >= 2 && byRules.every((row) => row.actor_kind === 'rule'));
    const bad = await call(t, fx.session, 'GET', '/audit?actor_kind=robot');
    assert.equal(bad.status, 400);
    assert.match(bad.body.error, /actor_kind/);
    await nothingElsewhere(fx.campaign_id);
  });

  it('a bulk action leaves one row per changed entity by the user, and a refused one leaves none', async () => {
    const second = await api(t, fx.session, 'POST', '/campaigns', { name: 'Second' });
    const ids = [fx.campaign_id, second.id];
    await ok(t, fx.session, 'POST', '/campaigns/bulk', { ids, action: 'add_tag', tag: 'q4' }, 200);
    for (const id of ids) {
      const [row] = await auditOf(fx, `entity_id=${id}`);
      assert.equal(row.actor_kind, 'user');
      assert.equal(row.user_id, fx.session.user_id);
      assert.deepEqual(row.changes.tags, { old: [], new: ['q4'] });
      await nothingElsewhere(id);
    }
    const before = (await auditOf(fx, 'entity_kind=campaigns')).length;
    const refused = await call(t, fx.session, 'POST', '/campaigns/bulk', {
      ids: [...ids, other.campaign_id],
      action: 'off',
    });
    assert.equal(refused.status, 422);
    assert.equal((await auditOf(fx, 'entity_kind=campaigns')).length, before, 'nothing written, nothing logged');
  });

  it("a campaign's clone (its flows written in a transaction) is the member's, not the system's", async () => {
    const flow = await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Main',
      type: 'default',
      scheme: 'redirect',
      redirect_url: 'https://example.com/',
    });
    const copy = await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/clone`, { name: 'Cloned' });
    const [created] = await auditOf(fx, `entity_id=${copy.id}`);
    assert.equal(created.action, 'create');
    assert.equal(created.actor_kind, 'user');
    assert.equal(created.user_id, fx.session.user_id);
    assert.equal(created.entity_name, 'Cloned', 'the row names its entity');
    assert.equal(created.actor_name != null, true, 'and its author');
    const flows = (await auditOf(fx, 'entity_kind=flows')).filter((r) => r.changes.campaign_id?.new === copy.id);
    assert.equal(flows.length, 1, `the cloned flow's row (original ${flow.id})`);
    assert.equal(flows[0].actor_kind, 'user');
    assert.equal(flows[0].user_id, fx.session.user_id);
    // Ids in the changes are named: the flow's campaign by its name.
    assert.deepEqual(
      flows[0].names.find((n: { id: string }) => n.id === copy.id),
      { id: copy.id, kind: 'campaigns', name: 'Cloned' },
    );
    assert.equal(
      flows.some((r) => r.actor_kind === 'system'),
      false,
    );
  });

  it('an upload writes a create per new conversion and an update per change, by the uploader, under one upload ref', async () => {
    const click = await storeClick(t, fx);
    const answer = await ok(
      t,
      fx.session,
      'POST',
      '/conversions/upload',
      {
        lines: [
          { click_id: click.click_id, status: 'lead', payout: '10', txid: 'up-1' },
          { click_id: click.click_id, status: 'approved', payout: '25.5', txid: 'up-1' },
          { click_id: click.click_id, status: 'approved', payout: '25.5', txid: 'up-1' },
          { click_id: 'no-such-click', status: 'lead' },
        ],
      },
      200,
    );
    assert.deepEqual(answer.counts, { recorded: 1, updated: 1, duplicate: 1, refused: 1 });
    const conversionId = answer.lines[0].conversion_id;
    const [updated, created] = await auditOf(fx, `entity_id=${conversionId}`);
    assert.equal(created.action, 'create');
    assert.equal(created.entity_kind, 'conversions');
    assert.equal(created.user_id, fx.session.user_id);
    assert.deepEqual(created.changes.status, { new: 'lead' });
    assert.deepEqual(created.changes.txid, { new: 'up-1' });
    assert.equal(Number(created.changes.amount.new), 10);
    assert.equal(updated.action, 'update');
    assert.deepEqual(updated.changes.status, { old: 'lead', new: 'sale' });
    assert.deepEqual([Number(updated.changes.amount.old), Number(updated.changes.amount.new)], [10, 25.5]);
    assert.match(created.ref, /^conversion_upload:[0-9a-f-]{36}$/);
    assert.equal(updated.ref, created.ref);
    assert.equal((await auditOf(fx, 'entity_kind=conversions')).filter((r) => r.ref === created.ref).length, 2);
    await nothingElsewhere(conversionId);
  });

  it('a postback leaves no audit row; an edit writes its old and new status and payout, by the editor', async () => {
    const click = await storeClick(t, fx);
    assert.equal(
      (await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '4', txid: 'e-1' }))
        .statusCode,
      200,
    );
    const [row] = await query(t, 'select conversion_id from conversions where click_id = ?', [click.click_id]);
    assert.equal((await auditOf(fx, `entity_id=${row.conversion_id}`)).length, 0, 'a partner postback is not a change');
    const refused = await call(t, other.session, 'PATCH', `/conversions/${row.conversion_id}`, { status: 'sale' });
    assert.equal(refused.status, 404);
    const edited = await call(t, fx.session, 'PATCH', `/conversions/${row.conversion_id}`, {
      status: 'approved',
      payout: '9',
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const rows = await auditOf(fx, `entity_id=${row.conversion_id}`);
    assert.equal(rows.length, 1);
    const [edit] = rows;
    assert.equal(edit.action, 'update');
    assert.equal(edit.user_id, fx.session.user_id);
    assert.equal(edit.ref, 'conversion_edit');
    assert.deepEqual(edit.changes.status, { old: 'lead', new: 'sale' });
    assert.deepEqual([Number(edit.changes.amount.old), Number(edit.changes.amount.new)], [4, 9]);
    assert.equal(edit.changes.currency, undefined, 'unchanged fields left out');
    await nothingElsewhere(row.conversion_id);
  });
});
