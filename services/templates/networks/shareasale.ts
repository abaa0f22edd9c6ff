import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'shareasale',
  name: 'ShareASale',
  category: 'retail',
  offer_params: 'afftrack={click_id}',
  postback_params: 'subid={afftrack}&payout={commission}&txid={transID}',
  postback_form: 'standard',
  status_mapping: {},
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
