import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'maxbounty',
  name: 'MaxBounty',
  category: 'cpa',
  offer_params: 's1={click_id}',
  postback_params: 'subid=#S1#&payout=#RATE#&txid=#LEADID#',
  postback_form: 'standard',
  status_mapping: {},
  notes: 'MaxBounty postbacks are approved leads only: no status parameter.',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
