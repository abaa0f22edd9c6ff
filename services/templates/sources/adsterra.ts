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
  postback_url: 'https://ad.adsterratools.com/conversion?subid={external_id}&payout={payout}&key=POSTBACK_KEY',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace POSTBACK_KEY with the key of the conversion tracking settings in Adsterra.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
