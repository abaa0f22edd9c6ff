import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'mgid',
  name: 'MGID',
  category: 'native',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    creative: {
      param: 'teaser_id',
      macro: '{teaser_id}',
    },
    site: {
      param: 'widget_id',
      macro: '{widget_id}',
    },
    cost: {
      param: 'cpc',
      macro: '{click_price}',
    },
    external_id: {
      param: 'click_id',
      macro: '{click_id}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'geo',
      macro: '{geo_region}',
    },
  ],
  postback_url: 'https://a.mgid.com/postback?c={external_id}&e=EVENT_NAME&r={payout}',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace EVENT_NAME with the conversion stage name configured in MGID.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
