import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'daoad',
  name: 'DaoAd',
  category: 'push',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    site: {
      param: 'source',
      macro: '{source_id}',
    },
    cost: {
      param: 'cost',
      macro: '{cost}',
    },
    external_id: {
      param: 'clickid',
      macro: '{clickid}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'country',
      macro: '{country}',
    },
  ],
  postback_url: 'https://daoad.com/postback?clickid={external_id}&payout={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: '',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
