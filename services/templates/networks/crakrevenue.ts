import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'crakrevenue',
  name: 'CrakRevenue',
  category: 'adult',
  offer_params: 'aff_sub={click_id}',
  postback_params: 'subid={aff_sub}&payout={payout}&txid={transaction_id}',
  postback_form: 'standard',
  status_mapping: {},
  notes: 'HasOffers-style network: postbacks are approved conversions only.',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
