import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'adcash',
  name: 'Adcash',
  category: 'pop',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '[campaign]',
    },
    site: {
      param: 'zone_id',
      macro: '[zone]',
    },
    cost: {
      param: 'cost',
      macro: '[cpm]',
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
  postback_url:
    'https://www.pixelhere.com/et/event.php?advertiser=ADVERTISER_ID&cid={external_id}&id=EVENT_ID&value={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace ADVERTISER_ID and EVENT_ID with the values of the conversion event created in Adcash.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
