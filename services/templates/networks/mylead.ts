import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'mylead',
  name: 'MyLead',
  category: 'cpa',
  offer_params: 'ml_sub1={click_id}',
  postback_params: 'subid=[ml_sub1]&status=[status]&payout=[payout_decimal]&currency=[currency]&txid=[lead_id]',
  postback_form: 'standard',
  status_mapping: {
    pending: 'lead',
    approved: 'sale',
    rejected: 'rejected',
  },
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
