import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'popads',
  name: 'PopAds',
  category: 'pop',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '[CAMPAIGNID]',
    },
    site: {
      param: 'website_id',
      macro: '[WEBSITEID]',
    },
    cost: {
      param: 'cost',
      macro: '[BID]',
    },
    external_id: {
      param: 'impression_id',
      macro: '[IMPRESSIONID]',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'country',
      macro: '[COUNTRY]',
    },
    {
      sub_id: 2,
      param: 'category',
      macro: '[CATEGORYID]',
    },
  ],
  postback_url: 'https://serve.popads.net/cpixel.php?s2s=1&aid=ACCOUNT_HASH&id={external_id}&value={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace ACCOUNT_HASH with the hash shown on the conversion tracking page of your PopAds account.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
