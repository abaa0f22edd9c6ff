import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'impact',
  name: 'Impact',
  category: 'retail',
  offer_params: 'subId1={click_id}',
  postback_params: 'subid={SubId1}&status={ActionStatus}&payout={Payout}&currency={Currency}&txid={ActionId}',
  postback_form: 'standard',
  status_mapping: {
    pending: 'lead',
    approved: 'sale',
    reversed: 'rejected',
  },
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
