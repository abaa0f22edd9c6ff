import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'google-ads',
  name: 'Google Ads',
  category: 'search',
  parameters: {
    ad_campaign: {
      param: 'campaignid',
      macro: '{campaignid}',
    },
    adset: {
      param: 'adgroupid',
      macro: '{adgroupid}',
    },
    creative: {
      param: 'creative',
      macro: '{creative}',
    },
    site: {
      param: 'placement',
      macro: '{placement}',
    },
    keyword: {
      param: 'keyword',
      macro: '{keyword}',
    },
    external_id: {
      param: 'gclid',
      macro: '',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'network',
      macro: '{network}',
    },
    {
      sub_id: 2,
      param: 'device',
      macro: '{device}',
    },
    {
      sub_id: 3,
      param: 'matchtype',
      macro: '{matchtype}',
    },
  ],
  postback_url: null,
  postback_currency: null,
  postback_statuses: [],
  notes:
    'ValueTrack parameters; Google appends gclid by itself (auto-tagging). Conversions are ' +
    'imported as offline conversions, not by postback.' +
    ' Checked: {campaignid}, {adgroupid}, {creative}, {keyword}, {matchtype}, {placement}, {network}' +
    " and {device} are ValueTrack parameters (Google's ValueTrack list).",
  checked_against: 'https://support.google.com/google-ads/answer/6305348',
};
