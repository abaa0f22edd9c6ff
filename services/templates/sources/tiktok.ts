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
  postback_statuses: [],
  notes: 'Conversions go back through the TikTok Events API (conversion API settings), not a postback URL.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
