import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'twinred',
  name: 'TwinRed',
  category: 'adult',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    site: {
      param: 'site',
      macro: '{site}',
    },
    cost: {
      param: 'cost',
      macro: '{cost}',
    },
    external_id: {
      param: 'clickid',
      macro: '{click_id}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'country',
      macro: '{country}',
    },
  ],
  postback_url: 'https://twinred.com/conversion?clickid={external_id}&payout={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: '',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
