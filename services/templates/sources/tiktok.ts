import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'tiktok',
  name: 'TikTok Ads',
  category: 'social',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '__CAMPAIGN_ID__',
    },
    adset: {
      param: 'adgroup_id',
      macro: '__AID__',
    },
    creative: {
      param: 'ad_id',
      macro: '__CID__',
    },
    site: {
      param: 'placement',
      macro: '__PLACEMENT__',
    },
    external_id: {
      param: 'ttclid',
      macro: '__CALLBACK_PARAM__',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'campaign_name',
      macro: '__CAMPAIGN_NAME__',
    },
  ],
  postback_url: null,
  postback_currency: null,
  postback_statuses: [],
  notes:
    'Conversions go back through the TikTok Events API (conversion API settings), not a postback URL.' +
    ' Checked: __CAMPAIGN_ID__, __CAMPAIGN_NAME__, __AID__ (ad group), __CID__ (ad), __PLACEMENT__' +
    " and __CALLBACK_PARAM__ (click id) appear in TikTok's third-party tracking link examples.",
  checked_against: 'https://ads.tiktok.com/help/article?aid=6669666107177041925',
};
