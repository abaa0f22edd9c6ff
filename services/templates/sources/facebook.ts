import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'facebook',
  name: 'Facebook / Meta Ads',
  category: 'social',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{{campaign.id}}',
    },
    adset: {
      param: 'adset_id',
      macro: '{{adset.id}}',
    },
    creative: {
      param: 'ad_id',
      macro: '{{ad.id}}',
    },
    site: {
      param: 'placement',
      macro: '{{placement}}',
    },
    external_id: {
      param: 'fbclid',
      macro: '',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'site_source',
      macro: '{{site_source_name}}',
    },
    {
      sub_id: 2,
      param: 'campaign_name',
      macro: '{{campaign.name}}',
    },
  ],
  postback_url: null,
  postback_currency: null,
  postback_statuses: [],
  notes:
    'Meta appends fbclid by itself; conversions go back through the conversion API (set ' +
    'capi_pixel_id and capi_access_token), not a postback URL.' +
    " Checked (a tracker's documented Meta template, not Meta's own page): {{campaign.id}}," +
    ' {{adset.id}}, {{ad.id}} and {{site_source_name}}; {{placement}} and {{campaign.name}} not on' +
    ' that page.',
  checked_against: 'https://doc.eulerian.com/p/O8AeUNCcprPL2E/Understanding-how-end-to-end-dynamic-trafficking-works',
};
