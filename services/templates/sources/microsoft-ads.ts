import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'microsoft-ads',
  name: 'Microsoft Advertising (Bing)',
  category: 'search',
  parameters: {
    ad_campaign: {
      param: 'campaignid',
      macro: '{CampaignId}',
    },
    adset: {
      param: 'adgroupid',
      macro: '{AdGroupId}',
    },
    creative: {
      param: 'adid',
      macro: '{AdId}',
    },
    keyword: {
      param: 'keyword',
      macro: '{keyword:default}',
    },
    external_id: {
      param: 'msclkid',
      macro: '',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'network',
      macro: '{Network}',
    },
    {
      sub_id: 2,
      param: 'device',
      macro: '{Device}',
    },
    {
      sub_id: 3,
      param: 'matchtype',
      macro: '{MatchType}',
    },
  ],
  postback_url: null,
  postback_currency: null,
  postback_statuses: [],
  notes:
    'Microsoft appends msclkid by itself (auto-tagging); conversions are imported offline.' +
    " Checked: {CampaignId} and {AdGroupId} on Microsoft's URL parameter page; {AdId}, {keyword}," +
    " {MatchType} and {Device} as used in Adobe's documented Microsoft Advertising tracking" +
    ' template; {Network} not seen there.',
  checked_against: 'https://help.ads.microsoft.com/apex/index/3/en/56799',
};
