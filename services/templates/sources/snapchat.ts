import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'snapchat',
  name: 'Snapchat Ads',
  category: 'social',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{{campaign.id}}',
    },
    adset: {
      param: 'adset_id',
      macro: '{{adSet.id}}',
    },
    creative: {
      param: 'ad_id',
      macro: '{{ad.id}}',
    },
    external_id: {
      param: 'ScCid',
      macro: '',
    },
  },
  sub_id_parameters: [],
  postback_url: null,
  postback_currency: null,
  postback_statuses: [],
  notes: 'Snapchat appends ScCid by itself; conversions go back through the Snapchat Conversions API.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
