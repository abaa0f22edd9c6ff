import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'awin',
  name: 'Awin',
  category: 'retail',
  offer_params: 'clickref={click_id}',
  postback_params:
    'subid=!!!clickref!!!&status=!!!status!!!&payout=!!!commission!!!&currency=!!!currency!!!&txid=!!!id!!!',
  postback_form: 'standard',
  status_mapping: {
    pending: 'lead',
    approved: 'sale',
    declined: 'rejected',
  },
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
