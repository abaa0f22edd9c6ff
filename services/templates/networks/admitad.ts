import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'admitad',
  name: 'Admitad',
  category: 'retail',
  offer_params: 'subid={click_id}',
  postback_params:
    'subid=[[subid]]&status=[[payment_status]]&payout=[[payment_sum]]&currency=[[currency]]&txid=[[order_id]]',
  postback_form: 'standard',
  status_mapping: {
    pending: 'lead',
    approved: 'sale',
    approved_but_stalled: 'lead',
    declined: 'rejected',
  },
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
