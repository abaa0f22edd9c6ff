import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { api as call } from '../../support/admin-api';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession } from '../../support/session';
import { ruleBody } from './support';

/** Rules CRUD through the REST facade: validation on save, permissions, workspace isolation. */
describe('rules API', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
  });
  after(async () => {
    await t.close();
  });

  it('creates, reads, changes and deletes a rule', async () => {
    const created = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({
        target_ids: [fx.campaign_id],
        on_fire: [{ type: 'webhook' }, { type: 'pause_campaign' }],
        on_recover: [{ type: 'revert' }],
      }),
    );
    assert.equal(created.enabled, true);
    assert.deepEqual(created.target_ids, [fx.campaign_id]);
    assert.deepEqual(created.on_fire, [{ type: 'webhook' }, { type: 'pause_campaign' }]);
    assert.equal(created.window_hours, 24);
    assert.equal((await api(t, fx.session, 'GET', `/rules/${created.id}`)).name, 'Stop losers');
    const changed = await api(t, fx.session, 'PUT', `/rules/${created.id}`, {
      dry_run: true,
      every_minutes: 1,
      condition: 'cr = 0 or (revenue - cost) / clicks < -0.5',
    });
    assert.equal(changed.dry_run, true);
    assert.equal(changed.every_minutes, 1);
    assert.equal(changed.name, 'Stop losers', 'absent fields stay');
    assert.equal((await api(t, fx.session, 'GET', '/rules')).length, 1);
    assert.deepEqual(await api(t, fx.session, 'GET', `/rules/${created.id}/history`), []);
    await api(t, fx.session, 'DELETE', `/rules/${created.id}`);
    assert.equal((await call(t, fx.session, 'GET', `/rules/${created.id}`)).status, 404);
  });

  it('refuses bad syntax and unknown metrics on save with the position, and writes nothing', async () => {
    const syntax = await call(t, fx.session, 'POST', '/rules', ruleBody({ condition: 'roi < AND clicks > 5' }));
    assert.equal(syntax.status, 400);
    assert.match(syntax.body.error, /^invalid condition: syntax error: .* at character \d+$/);
    const unknown = await call(t, fx.session, 'POST', '/rules', ruleBody({ condition: 'roi < -30 AND clickz > 500' }));
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error, /^invalid condition: unknown metric at character 15 \(metrics: clicks, /);
    assert.doesNotMatch(unknown.body.error, /clickz/, 'the submitted name is not repeated');
    for (const condition of ['roi', 'roi < 1 clicks', 'f(roi) > 1', 'roi.x > 1', 'roi < 1 ? 1 : 2', '']) {
      const answer = await call(t, fx.session, 'POST', '/rules', ruleBody({ condition }));
      assert.equal(answer.status, 400, condition);
      assert.match(answer.body.error, /^invalid condition: .* at character \d+$/, condition);
    }
    assert.equal((await call(t, fx.session, 'POST', '/rules', ruleBody({ every_minutes: 0 }))).status, 400);
    assert.equal((await call(t, fx.session, 'POST', '/rules', ruleBody({ on_fire: [] }))).status, 400);
    assert.match(
      (await call(t, fx.session, 'POST', '/rules', ruleBody({ on_fire: [{ type: 'disable_flow' }] }))).body.error,
      /disable_flow applies to flow rules only/,
    );
    assert.match(
      (await call(t, fx.session, 'POST', '/rules', ruleBody({ on_recover: [{ type: 'revert' }] }))).body.error,
      /revert needs a target action/,
    );
    assert.equal(
      (await call(t, fx.session, 'POST', '/rules', ruleBody({ target_kind: 'sub_id' }))).status,
      400,
      'sub_id rules name the sub id',
    );
    assert.equal((await call(t, fx.session, 'POST', '/rules', ruleBody({ unknown_field: 1 }))).status, 400);
    assert.deepEqual(await api(t, fx.session, 'GET', '/rules'), []);
  });

  it('lets a viewer read rules but not create, change or delete them', async () => {
    const viewer = await createSession(t, { role: 'viewer', workspace_id: fx.workspace_id });
    const rule = await api(t, fx.session, 'POST', '/rules', ruleBody());
    const refused = await call(t, viewer, 'POST', '/rules', ruleBody());
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'no permission to edit rules');
    assert.equal((await call(t, viewer, 'PUT', `/rules/${rule.id}`, { enabled: false })).status, 403);
    assert.equal((await call(t, viewer, 'DELETE', `/rules/${rule.id}`)).status, 403);
    assert.equal((await call(t, viewer, 'GET', `/rules/${rule.id}`)).status, 200);
    assert.equal((await call(t, viewer, 'GET', '/alert-settings')).status, 403, 'alert settings need alerts.view');
    await api(t, fx.session, 'DELETE', `/rules/${rule.id}`);
  });

  it('keeps rules inside their workspace', async () => {
    const other = await trackingFixture(t);
    const mine = await api(t, fx.session, 'POST', '/rules', ruleBody());
    assert.equal((await call(t, other.session, 'GET', `/rules/${mine.id}`)).status, 404);
    assert.equal((await call(t, other.session, 'PUT', `/rules/${mine.id}`, { enabled: false })).status, 404);
    assert.equal((await call(t, other.session, 'DELETE', `/rules/${mine.id}`)).status, 404);
    assert.equal((await call(t, other.session, 'GET', `/rules/${mine.id}/history`)).status, 404);
    assert.deepEqual(await api(t, other.session, 'GET', '/rules'), []);
    const foreign = await call(t, other.session, 'POST', '/rules', ruleBody({ target_ids: [fx.campaign_id] }));
    assert.equal(foreign.status, 422, 'a target of another workspace');
    await api(t, fx.session, 'DELETE', `/rules/${mine.id}`);
  });

  it('describes the rule, notification and alert routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
    for (const path of [
      '/rules',
      '/rules/{id}',
      '/rules/{id}/history',
      '/notifications',
      '/notifications/{id}/read',
      '/notifications/read-all',
      '/notifications/unread-count',
      '/alert-settings',
      '/alert-settings/test',
    ]) {
      assert.ok(doc.paths[path], path);
    }
  });
});
