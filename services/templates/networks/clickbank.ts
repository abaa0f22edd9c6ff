import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'clickbank',
  name: 'ClickBank',
  category: 'digital',
  offer_params: 'tid={click_id}',
  postback_params: 'subid={tid}&status={transactionType}&payout={accountAmount}&txid={receipt}',
  status_mapping: {
    sale: 'sale',
    bill: 'sale',
    rfnd: 'rejected',
    cgbk: 'rejected',
    insf: 'rejected',
  },
  notes: 'ClickBank tracking ids (tid) are limited to 24 characters.',
  unchecked:
    "not checked against the network's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the sub-id and ' +
    "postback macros in the network's settings",
};
