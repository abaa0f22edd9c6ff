import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import SwaggerParser from '@apidevtools/swagger-parser';
import { trackingRoutes } from '../../rest-facade/routes/tracking';
import { startTestApp, type TestApp } from '../support/harness';

type Json = Record<string, any>;

describe('OpenAPI document of the tracking model', () => {
  let t: TestApp;
  let doc: Json;

  before(async () => {
    t = await startTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
  });
  after(async () => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    await SwaggerParser.validate(structuredClone(doc) as never);
  });

  it('has every route of the table, with its status', () => {
    const expected = [
      'get /campaigns',
      'post /campaigns',
      'get /campaigns/{id}',
      'put /campaigns/{id}',
      'delete /campaigns/{id}',
      'post /campaigns/{id}/release-alias',
      'post /campaigns/{id}/token/rotate',
      'get /campaigns/{campaign_id}/flows',
      'post /campaigns/{campaign_id}/flows',
      'put /campaigns/{campaign_id}/flows/order',
      'get /flows/{id}',
      'put /flows/{id}',
      'delete /flows/{id}',
      'get /landings',
      'post /landings',
      'get /landings/{id}',
      'put /landings/{id}',
      'delete /landings/{id}',
      'get /offers',
      'post /offers',
      'get /offers/{id}',
      'put /offers/{id}',
      'delete /offers/{id}',
      'get /sources',
      'post /sources',
      'get /sources/{id}',
      'put /sources/{id}',
      'delete /sources/{id}',
      'get /affiliate-networks',
      'post /affiliate-networks',
      'get /affiliate-networks/{id}',
      'put /affiliate-networks/{id}',
      'delete /affiliate-networks/{id}',
      'get /custom-statuses',
      'post /custom-statuses',
      'get /custom-statuses/{id}',
      'put /custom-statuses/{id}',
      'delete /custom-statuses/{id}',
      'get /currency-rates',
      'post /currency-rates',
      'post /currency-rates/import',
      'get /currency-rates/lookup',
      'delete /currency-rates/{id}',
    ];
    const present = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods as Json).map((m) => `${m} ${path}`),
    );
    for (const route of expected) assert.ok(present.includes(route), `missing ${route}`);
    assert.equal(trackingRoutes.length, expected.length);
    assert.ok(doc.paths['/campaigns'].post.responses['201'].content);
    assert.ok(doc.paths['/campaigns/{id}'].delete.responses['204']);
    assert.deepEqual(doc.paths['/campaigns'].get.parameters.map((p: Json) => p.name).sort(), [
      'archived',
      'group_id',
      'include_deleted',
      'limit',
      'name',
      'offset',
      'order',
      'sort',
      'source_id',
      'state',
      'tag',
    ]);
    assert.equal(
      doc.paths['/campaigns/{id}'].delete.parameters.find((p: Json) => p.name === 'release_alias').in,
      'query',
    );
  });

  it('describes every field of every request and response of the tracking routes', () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    const walk = (schema: Json | undefined, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.$ref) {
        const name = schema.$ref.split('/').pop();
        if (seen.has(name)) return;
        seen.add(name);
        const component = doc.components.schemas[name];
        if (!component.description) missing.push(`${name} (type)`);
        walk(component, name);
        return;
      }
      for (const variant of schema.anyOf ?? []) walk(variant, where);
      if (schema.items) walk(schema.items, `${where}[]`);
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Json)) {
        if (!property.description) missing.push(`${where}.${key}`);
        walk(property, `${where}.${key}`);
      }
    };
    for (const route of trackingRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path][route.method.toLowerCase()];
      const ok = operation.responses[String(route.status)];
      walk(ok.content?.['application/json']?.schema, `${route.method} ${route.path} response`);
      walk(operation.requestBody?.content['application/json'].schema, `${route.method} ${route.path} body`);
    }
    assert.deepEqual(missing, []);
    assert.ok(seen.has('CampaignInput') && seen.has('FlowFilterInput') && seen.has('TrafficSourceInput'));
  });

  it('documents money as exact decimal strings and secrets as write-only', () => {
    const offer = doc.paths['/offers/{id}'].get.responses['200'].content['application/json'].schema;
    assert.equal(offer.properties.payout.type, 'string');
    assert.ok(offer.properties.payout.pattern);
    const source = doc.paths['/sources/{id}'].get.responses['200'].content['application/json'].schema;
    assert.ok(!('postback_secret' in source.properties) && !('capi_access_token' in source.properties));
    assert.equal(source.properties.postback_secret_set.type, 'boolean');
    assert.ok('postback_secret' in doc.components.schemas.TrafficSourceInput.properties);
  });
});
