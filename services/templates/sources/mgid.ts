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
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes:
    'Replace EVENT_NAME with the conversion stage name configured in MGID.' +
    ' Checked: the link macros {campaign_id}, {teaser_id}, {widget_id}, {click_price}, {click_id}' +
    " and {geo_region} are in MGID's macro list; the postback URL is not on that page.",
  checked_against: 'https://help.mgid.com/macros.-setting-up-non-standard-markup-for-links-to-track-traffic',
};
