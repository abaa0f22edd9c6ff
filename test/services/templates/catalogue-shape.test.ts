import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE_TEMPLATES } from '../../../services/templates/source-templates';
import { NETWORK_TEMPLATES } from '../../../services/templates/network-templates';
import type { Provenance } from '../../../services/templates/template.shapes';
import { MACRO_PATTERN, URL_MACROS } from '../../../services/urls/macros';
import { checkSafeUrl } from '../../../services/urls/safe-url';
import { CANONICAL_STATUSES } from '../../../services/catalogue/statuses';
import { SOURCE_TOKENS } from '../../../entities/traffic-source.entity';

/** The shape of every shipped template (docs/templates.md). */
const templatesDir = join(__dirname, '../../../services/templates');
const PARAM_NAME = /^[A-Za-z0-9_.\-[\]]{1,64}$/;
/** Our postback's parameters (docs/conversions.md). */
const POSTBACK_PARAMS = new Set(['subid', 'status', 'payout', 'currency', 'txid']);

const macrosOf = (text: string) => [...text.matchAll(MACRO_PATTERN)].map((m) => m[0].slice(1, -1));
const files = (dir: string) =>
  readdirSync(join(templatesDir, dir))
    .filter((name) => name.endsWith('.js'))
    .map((name) => name.slice(0, -3))
    .sort();

function provenance(entry: Provenance, id: string): void {
  const set = [entry.checked_against, entry.unchecked].filter((v) => v !== undefined);
  assert.equal(set.length, 1, `${id}: exactly one of checked_against and unchecked`);
  if (entry.checked_against !== undefined) {
    assert.match(new URL(entry.checked_against).protocol, /^https:$/, id);
  } else {
    assert.ok(entry.unchecked!.length > 20, `${id}: unchecked says why`);
  }
}

function uniqueIds(list: readonly { id: string }[], dir: string): void {
  const ids = list.map((entry) => entry.id);
  assert.equal(new Set(ids).size, ids.length, `${dir}: ids are unique`);
  // One file per template, named by its id, and every file is in the catalogue.
  assert.deepEqual([...ids].sort(), files(dir));
  for (const id of ids) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/, id);
}

describe('template catalogue', () => {
  it('ships at least 25 traffic sources, one file each, each well formed', () => {
    assert.ok(SOURCE_TEMPLATES.length >= 25, `${SOURCE_TEMPLATES.length} sources`);
    uniqueIds(SOURCE_TEMPLATES, 'sources');
    for (const source of SOURCE_TEMPLATES) {
      const { id } = source;
      provenance(source, id);
      assert.ok(source.name.trim().length > 0, id);
      assert.ok(['social', 'search', 'native', 'push', 'pop', 'display', 'adult'].includes(source.category), id);
      for (const token of Object.keys(source.parameters))
        assert.ok((SOURCE_TOKENS as readonly string[]).includes(token), `${id}: token ${token}`);
      assert.ok(source.parameters.external_id, `${id}: names the source's click id`);
      const params = [
        ...Object.values(source.parameters).map((p) => p!.param),
        ...source.sub_id_parameters.map((p) => p.param),
      ];
      assert.equal(new Set(params).size, params.length, `${id}: every URL parameter carries one thing`);
      for (const param of params) assert.match(param, PARAM_NAME, id);
      const subIds = source.sub_id_parameters.map((p) => p.sub_id);
      assert.equal(new Set(subIds).size, subIds.length, id);
      for (const n of subIds) assert.ok(Number.isInteger(n) && n >= 1 && n <= 30, id);
      for (const status of source.postback_statuses)
        assert.ok((CANONICAL_STATUSES as readonly string[]).includes(status), `${id}: ${status}`);
      if (source.postback_url === null) {
        assert.deepEqual(source.postback_statuses, [], id);
        assert.ok(source.notes.length > 0, `${id}: says how conversions go back instead`);
        continue;
      }
      assert.equal(checkSafeUrl(source.postback_url), source.postback_url, id);
      assert.ok(source.postback_url.startsWith('https://'), id);
      const macros = macrosOf(source.postback_url);
      assert.ok(macros.includes('external_id'), `${id}: the postback returns the source's click id`);
      for (const macro of macros) assert.ok(URL_MACROS.includes(macro), `${id}: {${macro}} is one of our macros`);
      assert.ok(source.postback_statuses.length > 0, id);
    }
  });

  it('ships at least 25 affiliate networks, one file each, each well formed', () => {
    assert.ok(NETWORK_TEMPLATES.length >= 25, `${NETWORK_TEMPLATES.length} networks`);
    uniqueIds(NETWORK_TEMPLATES, 'networks');
    for (const network of NETWORK_TEMPLATES) {
      const { id } = network;
      provenance(network, id);
      assert.ok(network.name.trim().length > 0, id);
      assert.ok(['cpa', 'nutra', 'adult', 'retail', 'digital'].includes(network.category), id);
      // The offer link carries our click id in the network's sub-id parameter, with our macros only.
      const offer = new URLSearchParams(network.offer_params);
      assert.ok([...offer.values()].includes('{click_id}'), `${id}: offer_params carries {click_id}`);
      for (const name of offer.keys()) assert.match(name, PARAM_NAME, id);
      for (const macro of macrosOf(network.offer_params)) assert.ok(URL_MACROS.includes(macro), `${id}: {${macro}}`);
      // The postback query names our parameters once each, subid always, with the network's macros as values.
      const postback = [...new URLSearchParams(network.postback_params)];
      const names = postback.map(([name]) => name);
      assert.equal(new Set(names).size, names.length, `${id}: postback parameters unique`);
      assert.ok(names.includes('subid'), `${id}: the postback carries the click id`);
      for (const [name, value] of postback) {
        assert.ok(POSTBACK_PARAMS.has(name), `${id}: ${name} is a parameter of our postback`);
        assert.ok(value.length > 0 && !/\s/.test(value), `${id}: ${name} has a macro`);
      }
      const mapping = Object.entries(network.status_mapping);
      if (mapping.length > 0) assert.ok(names.includes('status'), `${id}: a status map needs the status parameter`);
      for (const [key, status] of mapping) {
        assert.equal(key, key.trim().toLowerCase(), `${id}: keys are stored lower case`);
        assert.ok((CANONICAL_STATUSES as readonly string[]).includes(status), `${id}: ${key} → ${status}`);
      }
    }
  });

  it('names the ones the brief lists first', () => {
    const sources = new Set(SOURCE_TEMPLATES.map((s) => s.id));
    for (const id of ['facebook', 'google-ads', 'tiktok', 'propellerads', 'taboola', 'exoclick', 'zeropark'])
      assert.ok(sources.has(id), id);
    const networks = new Set(NETWORK_TEMPLATES.map((n) => n.id));
    for (const id of ['maxbounty', 'clickdealer', 'admitad', 'dr-cash', 'adcombo', 'traffic-light'])
      assert.ok(networks.has(id), id);
  });
});
