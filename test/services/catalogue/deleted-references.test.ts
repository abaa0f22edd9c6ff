import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { catalog } from '../../support/routing';

/** What a deletion leaves behind stays consistent: a deleted campaign's flows, a status a source forwards. */
describe('catalogue: edits that would contradict a deletion', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
  });
  after(async () => t.close());

  const call = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/admin_api/v1${url}`, headers: fx.session.headers, ...(payload ? { payload } : {}) });

  it('refuses to change or delete a flow of a deleted campaign (409), and changes nothing', async () => {
    const c = catalog(t, fx.session);
    const campaign = await c.campaign({ source_id: fx.source_id });
    const flowId = await c.flow(campaign.id, { name: 'Kept', offers: [{ offer_id: fx.offer_id }] });
    await api(t, fx.session, 'DELETE', `/campaigns/${campaign.id}`);
    const changed = await call('PUT', `/flows/${flowId}`, { name: 'Changed' });
    assert.equal(changed.statusCode, 409, changed.body);
    assert.deepEqual(changed.json(), { error: 'the campaign of this flow is deleted: its flows cannot be changed' });
    const deleted = await call('DELETE', `/flows/${flowId}`);
    assert.equal(deleted.statusCode, 409, deleted.body);
    const rows = await t.runtime.services.orm.em
      .fork()
      .getConnection()
      .execute('select name, deleted_at from flows where id = ?', [flowId]);
    assert.deepEqual([rows[0].name, rows[0].deleted_at], ['Kept', null]);
  });

  it('refuses to delete a custom status a source lists in postback_statuses (409), until the source stops listing it', async () => {
    const status = await api(t, fx.session, 'POST', '/custom-statuses', { code: 'deposit', counts_as: 'sales' });
    const source = await api(t, fx.session, 'POST', '/sources', {
      name: 'Forwards deposits',
      postback_statuses: ['lead', 'deposit'],
    });
    const refused = await call('DELETE', `/custom-statuses/${status.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(
      refused.json().error,
      /"deposit" is listed in the postback_statuses of traffic source "Forwards deposits"/,
    );
    await api(t, fx.session, 'PUT', `/sources/${source.id}`, { postback_statuses: ['lead'] });
    assert.equal((await call('DELETE', `/custom-statuses/${status.id}`)).statusCode, 204);
  });
});
