import type { NetworkTemplate } from '../template.shapes';

export const template: NetworkTemplate = {
  id: 'clickbank',
  name: 'ClickBank',
  category: 'digital',
  offer_params: 'tid={click_id}',
  postback_params: 'subid={tid}&status={transactionType}&payout={accountAmount}&txid={receipt}',
  postback_form: 'standard',
  status_mapping: {
    sale: 'sale',
    bill: 'sale',
    rfnd: 'rejected',
    cgbk: 'rejected',
    insf: 'rejected',
  },
  notes:
    "ClickBank tracking ids (tid) are limited to 24 characters. Checked: ClickBank's Instant Notification " +
    'Service is a form POST to your URL (action types sale, rebill, refund, chargeback, cancel rebill, test; ' +
    'a cverify field signs it), not a GET postback with URL macros: the postback_params here are not filled ' +
    'in by ClickBank. Until the tracker reads that POST, record ClickBank sales by manual conversion upload.',
  checked_against: 'https://www.clickbank.com/help/affiliate-help/affiliate-tools/instant-notification-service/',
};
