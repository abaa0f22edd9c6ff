import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'trafficstars',
  name: 'TrafficStars',
  category: 'adult',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    creative: {
      param: 'creative_id',
      macro: '{creative_id}',
    },
    site: {
      param: 'site_id',
      macro: '{site_id}',
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
      param: 'adspot_id',
      macro: '{adspot_id}',
    },
    {
      sub_id: 2,
      param: 'geo',
      macro: '{geo}',
    },
  ],
  postback_url: 'https://tsyndicate.com/api/v1/cpa/action?value={payout}&clickid={external_id}&key=API_KEY',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes:
    'Replace API_KEY with the postback key of your TrafficStars account.' +
    ' Checked: the tokens {click_id}, {campaign_id}, {creative_id}, {site_id}, {cost}, {adspot_id}' +
    " and {geo} are in TrafficStars' token list (it has no {zone_id} or {country}: corrected to" +
    ' {adspot_id} and {geo}); the postback form' +
    ' tsyndicate.com/api/v1/cpa/action?clickid=…&value=…&key=… is in trafficstars.com/faq, how to set' +
    ' up tracking conversions.',
  checked_against: 'https://support.trafficstars.com/advertising/tracking/what-are-the-available-dynamic-parameters',
};
