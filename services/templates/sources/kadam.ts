import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'kadam',
  name: 'Kadam',
  category: 'native',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '[CID]',
    },
    creative: {
      param: 'ad_id',
      macro: '[BID]',
    },
    site: {
      param: 'site',
      macro: '[SID]',
    },
    cost: {
      param: 'cost',
      macro: '[PRICE]',
    },
    external_id: {
      param: 'click_id',
      macro: '[CLICK_ID]',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'geo',
      macro: '[GEO]',
    },
  ],
  postback_url: 'https://kadam.net/ru/postback?data={external_id}&sum={payout}',
  postback_currency: null,
  postback_statuses: ['lead', 'sale'],
  notes: '',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
