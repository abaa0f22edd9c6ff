import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../support/harness';
import { api, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';

type Json = Record<string, any>;

/**
 * The routes whose documents share their selections through fragments (rest-facade/documents) answer
 * the fields they answered when each document listed them itself, in the same order, and the OpenAPI
 * document describes the same properties.
 */
const CLICK_LOG_ENTRY = [
  'click_id',
  'time',
  'campaign_id',
  'campaign_name',
  'flow_id',
  'landing_id',
  'offer_id',
  'source_id',
  'ip',
  'country',
  'region',
  'city',
  'device_type',
  'os',
  'browser',
  'isp',
  'language',
  'referer',
  'is_bot',
  'is_unique',
  'outcome',
  'http_status',
  'select_reason',
  'destination',
  'cost',
  'is_simulated',
  'sub_ids',
  'external_click_id',
  'site',
  'ad_campaign',
  'creative',
  'source_name',
  'flow_name',
  'landing_name',
  'offer_name',
  'site_param',
  'sub_id_params',
];
const SOURCE_PARAMETERS = ['ad_campaign', 'adset', 'cost', 'creative', 'external_id', 'keyword', 'site'];
const SOURCE_TEMPLATE = [
  'id',
  'name',
  'category',
  'parameters',
  'sub_id_parameters',
  'postback_url',
  'postback_currency',
  'postback_statuses',
  'notes',
  'checked_against',
  'unchecked',
];
const WORKSPACE_INFO = [
  'id',
  'name',
  'postback_key',
  'postback_key_imported',
  'base_currency',
  'traffic_log_sample',
  'show_simulated_traffic',
  'time_zone',
  'revenue_basis',
  'ecb_rates',
  'created_at',
];

describe('routes whose documents use fragments', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let openapi: Json;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    openapi = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
  });
  after(async () => t.close());

  /** The properties of the 200 response of a route, following the named properties and the items of arrays. */
  function responseProperties(path: string, ...keys: string[]): string[] {
    const itemOf = (schema: Json): Json => (schema.type === 'array' ? itemOf(schema.items) : schema);
    let schema = itemOf(openapi.paths[path].get.responses['200'].content['application/json'].schema);
    for (const key of keys) schema = itemOf(schema.properties[key]);
    return Object.keys(schema.properties);
  }

  it('the click log answers each click with the fields of ClickLogEntryFields, in order', async () => {
    const click = await storeClick(t, fx, { country: 'DE', sub_id_2: 'two' } as never);
    const page = await api(t, fx.session, 'GET', '/reports/clicks');
    const item = page.items.find((i: Json) => i.click_id === click.click_id);
    assert.deepEqual(Object.keys(item), CLICK_LOG_ENTRY);
    assert.equal(item.country, 'DE');
    assert.deepEqual(item.sub_ids, ['sub-one', 'two', null, null, null]);
    assert.deepEqual(responseProperties('/reports/clicks', 'items'), CLICK_LOG_ENTRY);
  });

  it('sources and source templates answer their parameters through SourceParametersFields', async () => {
    const templates = (await api(t, fx.session, 'GET', '/templates/sources')).items;
    assert.ok(templates.length > 0);
    for (const template of templates) {
      assert.deepEqual(Object.keys(template), SOURCE_TEMPLATE, template.id);
      assert.deepEqual(Object.keys(template.parameters), SOURCE_PARAMETERS, template.id);
    }
    const withCost = templates.find((tpl: Json) => tpl.parameters.cost !== null);
    assert.deepEqual(Object.keys(withCost.parameters.cost), ['macro', 'param']);
    const source = await api(t, fx.session, 'GET', `/sources/${fx.source_id}`);
    assert.deepEqual(Object.keys(source.parameters), SOURCE_PARAMETERS);
    assert.deepEqual(responseProperties('/templates/sources', 'items', 'parameters'), SOURCE_PARAMETERS);
    assert.deepEqual(responseProperties('/sources/{id}', 'parameters'), SOURCE_PARAMETERS);
  });

  it('the workspace answers the fields of WorkspaceInfoFields', async () => {
    const workspace = await api(t, fx.session, 'GET', '/workspace');
    assert.deepEqual(Object.keys(workspace), WORKSPACE_INFO);
    assert.deepEqual(responseProperties('/workspace'), WORKSPACE_INFO);
  });

  it('reports answer their periods through ReportPeriodFields', async () => {
    const dashboard = await api(t, fx.session, 'GET', '/reports/dashboard?period=7d');
    assert.deepEqual(Object.keys(dashboard.period), ['from', 'to', 'whole_days']);
    assert.deepEqual(Object.keys(dashboard.previous_period), ['from', 'to', 'whole_days']);
    assert.deepEqual(responseProperties('/reports/dashboard', 'period'), ['from', 'to', 'whole_days']);
  });
});
