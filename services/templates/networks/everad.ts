import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'everad',
  name: 'Everad',
  category: 'nutra',
  offer_params: 'sid1={click_id}',
  postback_params: 'subid={sid1}&status={status}&payout={payout}&txid={order_id}',
  postback_form: 'standard',
  status_mapping: {
    new: 'lead',
    hold: 'lead',
    approved: 'sale',
    rejected: 'rejected',
    trash: 'trash',
  },
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
