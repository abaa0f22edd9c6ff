import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'cj',
  name: 'CJ Affiliate',
  category: 'retail',
  offer_params: 'sid={click_id}',
  postback_params: 'subid=[sid]&status=[actionStatus]&payout=[commission]&currency=[currency]&txid=[orderId]',
  postback_form: 'standard',
  status_mapping: {
    new: 'lead',
    extended: 'lead',
    locked: 'sale',
    closed: 'sale',
    corrected: 'rejected',
  },
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
