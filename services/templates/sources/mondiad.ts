import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'mondiad',
  name: 'Mondiad',
  category: 'push',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '[campaignid]',
    },
    creative: {
      param: 'creative_id',
      macro: '[creativeid]',
    },
    site: {
      param: 'publisher',
      macro: '[publisherid]',
    },
    cost: {
      param: 'cost',
      macro: '[cost]',
    },
    external_id: {
      param: 'clickid',
      macro: '[clickid]',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'country',
      macro: '[country]',
    },
  ],
  postback_url: 'https://www.mndtrk.com/conversion?clickid={external_id}&payout={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: '',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
