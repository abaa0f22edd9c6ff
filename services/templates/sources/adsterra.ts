import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'adsterra',
  name: 'Adsterra',
  category: 'pop',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '##CAMPAIGN_ID##',
    },
    site: {
      param: 'placement',
      macro: '##PLACEMENT_ID##',
    },
    cost: {
      param: 'cost',
      macro: '##COST_CPM##',
    },
    external_id: {
      param: 'subid',
      macro: '##SUB_ID##',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'country',
      macro: '##COUNTRY##',
    },
  ],
  postback_url: 'https://www.pbterra.com/name/ADVERTISER_USERNAME/at?subid_short={external_id}&atpay={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes:
    'Replace ADVERTISER_USERNAME with your Adsterra advertiser username; atpay is read as USD.' +
    " Checked: Adsterra's postback is pbterra.com/name/<advertiser" +
    ' username>/at?subid_short=<CLICK_ID>&atpay=<payout in USD> (corrected; replace' +
    ' ADVERTISER_USERNAME); the link macro names were not on that page.',
  checked_against: 'https://help-advertisers.adsterra.com/en/articles/4575914-how-do-i-setup-postback',
};
