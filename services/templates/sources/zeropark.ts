import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'zeropark',
  name: 'Zeropark',
  category: 'pop',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    site: {
      param: 'target',
      macro: '{target}',
    },
    keyword: {
      param: 'keyword',
      macro: '{keyword}',
    },
    cost: {
      param: 'cost',
      macro: '{visit_cost}',
    },
    external_id: {
      param: 'cid',
      macro: '{cid}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'source',
      macro: '{source}',
    },
    {
      sub_id: 2,
      param: 'geo',
      macro: '{geo}',
    },
  ],
  postback_url: 'https://postback.zeroredirect1.com/zppostback/ZEROPARK_KEY?cid={external_id}&payout={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace ZEROPARK_KEY with the postback key shown in your Zeropark account.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
