import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'hilltopads',
  name: 'HilltopAds',
  category: 'pop',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaignid}',
    },
    site: {
      param: 'zone_id',
      macro: '{zoneid}',
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
  postback_url: 'https://hilltopads.com/api/conversion?clickid={external_id}&payout={payout}&key=API_KEY',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace API_KEY with the postback key of your HilltopAds account.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
