import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { offerUrl } from '../../../services/urls/offer-url';

describe("an offer's URL with its network's offer_params", () => {
  it('adds them to the query, before any fragment', () => {
    assert.equal(offerUrl('https://o.example/p', 'a={click_id}'), 'https://o.example/p?a={click_id}');
    assert.equal(offerUrl('https://o.example/p?x=1', 'a=1&b=2'), 'https://o.example/p?x=1&a=1&b=2');
    assert.equal(offerUrl('https://o.example/p?', 'a=1'), 'https://o.example/p?a=1');
    assert.equal(offerUrl('https://o.example/p?x=1&', 'a=1'), 'https://o.example/p?x=1&a=1');
    assert.equal(offerUrl('https://o.example/p#top', 'a=1'), 'https://o.example/p?a=1#top');
    assert.equal(offerUrl('https://o.example/p?x=1#a?b', 'a=1'), 'https://o.example/p?x=1&a=1#a?b');
  });

  it('leaves the URL as it is without them', () => {
    assert.equal(offerUrl('https://o.example/p?x=1#top', ''), 'https://o.example/p?x=1#top');
    assert.equal(offerUrl('https://o.example/p', null), 'https://o.example/p');
  });
});
