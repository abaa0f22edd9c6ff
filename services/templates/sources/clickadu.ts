import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'clickadu',
  name: 'Clickadu',
  category: 'pop',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    site: {
      param: 'zone_id',
      macro: '{zoneid}',
    },
    cost: {
      param: 'cost',
      macro: '{cost}',
    },
    external_id: {
      param: 'clickid',
      macro: '{SUBID}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'country',
      macro: '{country}',
    },
  ],
  postback_url: 'https://ad.clickadu.com/conversion.php?aid=AID&pid=&tid=TID&visitor_id={external_id}&payout={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace AID and TID with the values of the conversion tracking page of your Clickadu account.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
