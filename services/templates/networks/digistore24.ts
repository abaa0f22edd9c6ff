import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'digistore24',
  name: 'Digistore24',
  category: 'digital',
  offer_params: 'cid={click_id}',
  postback_params: 'subid={cid}&status={event}&payout={affiliate_amount}&currency={currency}&txid={order_id}',
  postback_form: 'standard',
  status_mapping: {
    on_payment: 'sale',
    on_refund: 'rejected',
    on_chargeback: 'rejected',
  },
  notes: '',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
