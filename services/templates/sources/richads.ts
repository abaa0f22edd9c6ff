import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'richads',
  name: 'RichAds',
  category: 'push',
  parameters: {
    ad_campaign: {
      param: 'campaign',
      macro: '[CAMPAIGN_ID]',
    },
    creative: {
      param: 'creative',
      macro: '[CREATIVE_ID]',
    },
    site: {
      param: 'publisher',
      macro: '[PUBLISHER_ID]',
    },
    cost: {
      param: 'cost',
      macro: '[CPC]',
    },
    external_id: {
      param: 'clickid',
      macro: '[CLICK_ID]',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'site',
      macro: '[SITE_ID]',
    },
    {
      sub_id: 2,
      param: 'country',
      macro: '[COUNTRY]',
    },
  ],
  postback_url: 'https://xml.realtime-bid.com/conversion?c={external_id}&p={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes:
    '' +
    " Checked (a traffic-quality tool's RichAds token page, stated as verified against RichAds'" +
    ' docs): [CLICK_ID], [CAMPAIGN_ID], [CAMPAIGN_NAME], [CREATIVE_ID], [PUBLISHER_ID] and [SITE_ID];' +
    ' the postback URL and [CPC] not on that page.',
  checked_against: 'https://validvisit.com/tools/tracking-tokens/richads',
};
