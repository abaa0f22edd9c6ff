import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'leadbit',
  name: 'LeadBit',
  category: 'nutra',
  offer_params: 'sub1={click_id}',
  postback_params: 'subid={sub1}&status={status}&payout={payout}&txid={lead_id}',
  postback_form: 'standard',
  status_mapping: {
    hold: 'lead',
    confirm: 'sale',
    decline: 'rejected',
    trash: 'trash',
  },
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
