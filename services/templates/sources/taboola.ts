import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'taboola',
  name: 'Taboola',
  category: 'native',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    creative: {
      param: 'item_id',
      macro: '{campaign_item_id}',
    },
    site: {
      param: 'site',
      macro: '{site}',
    },
    cost: {
      param: 'cpc',
      macro: '{cpc}',
    },
    external_id: {
      param: 'tblci',
      macro: '{click_id}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'site_id',
      macro: '{site_id}',
    },
    {
      sub_id: 2,
      param: 'platform',
      macro: '{platform}',
    },
  ],
  postback_url:
    'https://trc.taboola.com/actions-handler/log/3/s2s-action?click-id={external_id}&' +
    'name=EVENT_NAME&revenue={payout}&currency={currency}&orderid={transaction_id}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes:
    'Replace EVENT_NAME with the Event Name of the conversion defined in Taboola Ads (not its Conversion Name). ' +
    'The check covers the postback URL; the link tokens are not in that page.',
  checked_against: 'https://developers.taboola.com/pixel/docs/the-postback-url',
};
